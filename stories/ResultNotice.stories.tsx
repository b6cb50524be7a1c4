import { zhCNCashier, zhCNPay } from '@nocturne/core';
import { ResultNotice } from '@nocturne/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StateCell, StateGrid } from './support/StateGrid.tsx';

const meta = {
  title: 'Commerce/ResultNotice',
  component: ResultNotice,
  tags: ['autodocs'],
  args: { tone: 'success', title: zhCNCashier.success, message: zhCNPay.result.coinsAdded(32, 34) },
  decorators: [(Story) => <div style={{ padding: 16 }}><Story /></div>],
} satisfies Meta<typeof ResultNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Paid: Story = {};
export const VipActive: Story = { args: { message: zhCNPay.result.vipActive('2026-12-24') } };
export const Failed: Story = { args: { tone: 'failure', title: zhCNCashier.fail, message: zhCNPay.result.failed } };

/** Still pending after the app asked a few times: 刷新结果 asks again. */
export const Pending: Story = {
  args: {
    tone: 'pending',
    title: zhCNPay.result.pending,
    message: zhCNPay.result.pendingHint,
    actionLabel: zhCNPay.result.refresh,
    onAction: fn(),
  },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: zhCNPay.result.refresh }));
    await expect(args.onAction).toHaveBeenCalledTimes(1);
  },
};

export const AllStates: Story = {
  render: (args) => (
    <StateGrid>
      <StateCell label="paid: coins">
        <ResultNotice {...args} />
      </StateCell>
      <StateCell label="paid: VIP">
        <ResultNotice {...args} message={zhCNPay.result.vipActive('2026-12-24')} />
      </StateCell>
      <StateCell label="failed">
        <ResultNotice tone="failure" title={zhCNCashier.fail} message={zhCNPay.result.failed} />
      </StateCell>
      <StateCell label="pending, with refresh">
        <ResultNotice
          tone="pending"
          title={zhCNPay.result.pending}
          message={zhCNPay.result.pendingHint}
          actionLabel={zhCNPay.result.refresh}
          onAction={() => undefined}
        />
      </StateCell>
      <StateCell label="pending, refreshing">
        <ResultNotice
          tone="pending"
          title={zhCNPay.result.pending}
          message={zhCNPay.result.pendingHint}
          actionLabel={zhCNPay.result.refresh}
          onAction={() => undefined}
          busy
        />
      </StateCell>
    </StateGrid>
  ),
};
