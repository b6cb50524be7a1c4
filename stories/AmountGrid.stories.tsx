import { clampFreeAmount, FREE_AMOUNT_MAX, FREE_AMOUNT_MIN, zhCN } from '@nocturne/core';
import { AmountGrid, FREE_AMOUNT, vars, type AmountOption } from '@nocturne/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StateCell, StateGrid } from './support/StateGrid.tsx';

// Sample top-up options as the goods list returns them (price in yuan, coins as caption).
const options: AmountOption[] = [30, 50, 100, 200, 500].map((yuan) => ({
  id: String(yuan),
  label: zhCN.labels.yuan(yuan),
  caption: zhCN.labels.coinsUnit(yuan * 10),
}));

const meta = {
  title: 'Commerce/AmountGrid',
  component: AmountGrid,
  tags: ['autodocs'],
  args: {
    title: zhCN.labels.amounts,
    options,
    selected: '30',
    onSelect: fn(),
    freeLabel: zhCN.pay.freeAmount,
    freePlaceholder: `${FREE_AMOUNT_MIN}-${FREE_AMOUNT_MAX}`,
    freeAmount: null,
    clamp: clampFreeAmount,
    onFreeAmountChange: fn(),
    onClampMessage: fn(),
  },
  render: function Render(args) {
    const [selected, setSelected] = useState(args.selected);
    const [message, setMessage] = useState('');
    return (
      <>
        <AmountGrid
          {...args}
          selected={selected}
          onSelect={(next) => {
            setSelected(next);
            args.onSelect(next);
          }}
          onClampMessage={(text) => {
            setMessage(text);
            args.onClampMessage(text);
          }}
        />
        {/* Stands in for the app's toast. */}
        <p role="status" style={{ color: vars.color.textMuted, fontSize: vars.fontSize.sm, minHeight: 18 }}>
          {message}
        </p>
      </>
    );
  },
  decorators: [(Story) => <div style={{ padding: 16 }}><Story /></div>],
} satisfies Meta<typeof AmountGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: new RegExp(zhCN.labels.yuan(100)) }));
    await expect(args.onSelect).toHaveBeenCalledWith('100');
  },
};

/** Below 10 becomes 10 on blur, above 5000 becomes 5000, each with the spec's message. */
export const ClampsTheFreeAmount: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(zhCN.pay.freeAmount);
    await userEvent.type(input, '3');
    await userEvent.tab();
    await expect(input).toHaveValue(String(FREE_AMOUNT_MIN));
    await expect(args.onClampMessage).toHaveBeenLastCalledWith(zhCN.pay.freeAmountMin);
    await expect(args.onFreeAmountChange).toHaveBeenLastCalledWith(FREE_AMOUNT_MIN);
    await expect(canvas.getByRole('status')).toHaveTextContent(zhCN.pay.freeAmountMin);
    await userEvent.clear(input);
    await userEvent.type(input, '9999');
    await userEvent.tab();
    await expect(input).toHaveValue(String(FREE_AMOUNT_MAX));
    await expect(args.onClampMessage).toHaveBeenLastCalledWith(zhCN.pay.freeAmountMax);
  },
};

export const FreeAmountPicked: Story = { args: { selected: FREE_AMOUNT, freeAmount: 888 } };

export const AllStates: Story = {
  render: (args) => (
    <StateGrid>
      <StateCell label="fixed amount picked">
        <AmountGrid {...args} />
      </StateCell>
      <StateCell label="free amount picked">
        <AmountGrid {...args} selected={FREE_AMOUNT} freeAmount={888} />
      </StateCell>
      <StateCell label="nothing picked, two options">
        <AmountGrid {...args} selected={null} options={options.slice(0, 2)} />
      </StateCell>
    </StateGrid>
  ),
};
