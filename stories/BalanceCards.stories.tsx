import { formatYuan, zhCNMine } from '@nocturne/core';
import { BalanceCards } from '@nocturne/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StateCell, StateGrid } from './support/StateGrid.tsx';

const coins = (amount: string) => ({ label: zhCNMine.coins, amount, actionLabel: zhCNMine.topUp });
const money = (amount: string) => ({ label: zhCNMine.balance, amount, actionLabel: zhCNMine.withdraw });

const meta = {
  title: 'Member/BalanceCards',
  component: BalanceCards,
  tags: ['autodocs'],
  args: { coins: coins('120'), money: money(formatYuan(3550)), onTopUp: fn(), onWithdraw: fn() },
  decorators: [(Story) => <div style={{ padding: 16 }}><Story /></div>],
} satisfies Meta<typeof BalanceCards>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: `${zhCNMine.topUp} ${zhCNMine.coins}` }));
    await expect(args.onTopUp).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: `${zhCNMine.withdraw} ${zhCNMine.balance}` }));
    await expect(args.onWithdraw).toHaveBeenCalledTimes(1);
  },
};
export const Empty: Story = { args: { coins: coins('0'), money: money(formatYuan(0)) } };
export const LargeAmounts: Story = { args: { coins: coins('1234567'), money: money(formatYuan(987654321)) } };

export const AllStates: Story = {
  render: (args) => (
    <StateGrid>
      <StateCell label="balances">
        <BalanceCards {...args} />
      </StateCell>
      <StateCell label="zero">
        <BalanceCards {...args} coins={coins('0')} money={money(formatYuan(0))} />
      </StateCell>
      <StateCell label="large amounts">
        <BalanceCards {...args} coins={coins('1234567')} money={money(formatYuan(987654321))} />
      </StateCell>
    </StateGrid>
  ),
};
