import { DEFAULT_VIP_PLAN_INDEX, DEFAULT_VIP_PLANS, zhCN, zhCNVip } from '@nocturne/core';
import { VipPlanPicker, type VipPlan } from '@nocturne/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StateCell, StateGrid } from './support/StateGrid.tsx';

const plans: VipPlan[] = DEFAULT_VIP_PLANS.map((plan) => ({
  id: String(plan.index),
  title: zhCNVip.plans(plan.days),
  price: zhCN.labels.yuan(plan.price),
  ...(plan.index === DEFAULT_VIP_PLAN_INDEX ? { tag: zhCN.labels.recommended } : {}),
}));

const meta = {
  title: 'Commerce/VipPlanPicker',
  component: VipPlanPicker,
  tags: ['autodocs'],
  args: {
    title: zhCN.labels.plans,
    listTitle: zhCNVip.planList,
    plans,
    selectedIndex: DEFAULT_VIP_PLAN_INDEX,
    onSelect: fn(),
  },
  render: function Render(args) {
    const [selected, setSelected] = useState(args.selectedIndex);
    return (
      <VipPlanPicker
        {...args}
        selectedIndex={selected}
        onSelect={(index) => {
          setSelected(index);
          args.onSelect(index);
        }}
      />
    );
  },
  decorators: [(Story) => <div style={{ padding: 16 }}><Story /></div>],
} satisfies Meta<typeof VipPlanPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Index 1 (30 days) is picked by default; a card and the radio list pick the same plan. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: new RegExp(zhCNVip.plans(30)) })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(zhCNVip.plans(3650)) }));
    await expect(args.onSelect).toHaveBeenCalledWith(3);
    await expect(canvas.getByRole('radio', { name: new RegExp(zhCNVip.plans(3650)) })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: new RegExp(zhCNVip.plans(90)) }));
    await expect(canvas.getByRole('button', { name: new RegExp(zhCNVip.plans(90)) })).toHaveAttribute('aria-pressed', 'true');
  },
};
export const LastPlanPicked: Story = { args: { selectedIndex: 3 } };
export const LongChineseText: Story = {
  args: { plans: plans.map((plan) => ({ ...plan, caption: '限时特惠，开通立享全站畅看' })) },
};

export const AllStates: Story = {
  render: (args) => (
    <StateGrid>
      <StateCell label="the default plan picked">
        <VipPlanPicker {...args} />
      </StateCell>
      <StateCell label="captions, last plan picked">
        <VipPlanPicker {...args} selectedIndex={3} plans={plans.map((plan) => ({ ...plan, caption: '限时特惠，开通立享全站畅看' }))} />
      </StateCell>
    </StateGrid>
  ),
};
