import { zhCNMine, zhCNVip } from '@nocturne/core';
import { VipBanner } from '@nocturne/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StateCell, StateGrid } from './support/StateGrid.tsx';
import { longChinese } from './support/memberSamples.ts';

const meta = {
  title: 'Member/VipBanner',
  component: VipBanner,
  tags: ['autodocs'],
  args: {
    title: zhCNMine.vipTitle,
    expiryText: zhCNMine.daysLeft(30, '2026-12-22'),
    ctaLabel: zhCNVip.upgrade,
    onCta: fn(),
    isVip: true,
  },
  decorators: [(Story) => <div style={{ padding: 16 }}><Story /></div>],
} satisfies Meta<typeof VipBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Vip: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: zhCNVip.upgrade }));
    await expect(args.onCta).toHaveBeenCalledTimes(1);
  },
};
export const NotVip: Story = { args: { isVip: false, expiryText: zhCNMine.notVip } };
export const Trial: Story = { args: { expiryText: zhCNMine.trialUntil('2026-11-25 10:00:00') } };
export const LongChineseText: Story = { args: { expiryText: longChinese } };

export const AllStates: Story = {
  render: (args) => (
    <StateGrid>
      <StateCell label="VIP">
        <VipBanner {...args} />
      </StateCell>
      <StateCell label="not VIP">
        <VipBanner {...args} isVip={false} expiryText={zhCNMine.notVip} />
      </StateCell>
      <StateCell label="trial">
        <VipBanner {...args} expiryText={zhCNMine.trialUntil('2026-11-25 10:00:00')} />
      </StateCell>
      <StateCell label="no button (the VIP centre itself)">
        <VipBanner {...args} ctaLabel={undefined} onCta={undefined} />
      </StateCell>
      <StateCell label="long Chinese text">
        <VipBanner {...args} isVip={false} expiryText={longChinese} />
      </StateCell>
    </StateGrid>
  ),
};
