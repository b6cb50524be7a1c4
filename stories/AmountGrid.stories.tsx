import { checkFreeAmount, FREE_AMOUNT_MAX, FREE_AMOUNT_MIN, zhCN, zhCNPay } from '@nocturne/core';
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
    freeLabel: zhCNPay.freeAmount,
    freePlaceholder: `${FREE_AMOUNT_MIN}-${FREE_AMOUNT_MAX}`,
    freeAmount: null,
    check: checkFreeAmount,
    onFreeAmountChange: fn(),
    onCheckMessage: fn(),
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
          onCheckMessage={(text) => {
            setMessage(text);
            args.onCheckMessage(text);
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
    const input = canvas.getByLabelText(zhCNPay.freeAmount);
    await userEvent.type(input, '3');
    await userEvent.tab();
    await expect(input).toHaveValue(String(FREE_AMOUNT_MIN));
    await expect(args.onCheckMessage).toHaveBeenLastCalledWith(zhCNPay.freeAmountMin);
    await expect(args.onFreeAmountChange).toHaveBeenLastCalledWith(FREE_AMOUNT_MIN);
    await expect(canvas.getByRole('status')).toHaveTextContent(zhCNPay.freeAmountMin);
    await userEvent.clear(input);
    await userEvent.type(input, '9999');
    await userEvent.tab();
    await expect(input).toHaveValue(String(FREE_AMOUNT_MAX));
    await expect(args.onCheckMessage).toHaveBeenLastCalledWith(zhCNPay.freeAmountMax);
  },
};

/** 12.5 and -20 are refused as typed, marked and explained: never turned into 125 or 20. */
export const RefusesAFractionOrANegative: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(zhCNPay.freeAmount);
    await userEvent.type(input, '12.5');
    await userEvent.tab();
    await expect(input).toHaveValue('12.5');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onCheckMessage).toHaveBeenLastCalledWith(zhCNPay.freeAmountWhole);
    await userEvent.clear(input);
    await userEvent.type(input, '-20');
    await userEvent.tab();
    await expect(input).toHaveValue('-20');
    await expect(args.onCheckMessage).toHaveBeenLastCalledWith(zhCNPay.freeAmountNegative);
    await expect(args.onFreeAmountChange).toHaveBeenLastCalledWith(null);
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
