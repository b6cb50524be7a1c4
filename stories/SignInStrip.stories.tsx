import { SIGN_IN_REWARDS, signInCycleDay, signInRewardLabel, zhCN, zhCNSign } from '@nocturne/core';
import { SignInStrip, type SignInDay } from '@nocturne/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StateCell, StateGrid } from './support/StateGrid.tsx';

const days: SignInDay[] = SIGN_IN_REWARDS.map((reward, index) => ({
  label: zhCNSign.day(index + 1),
  reward: signInRewardLabel(reward),
  kind: reward.kind === 'vipDays' ? 'vip' : 'coins',
}));

const stripFor = (count: number) => ({
  highlightedIndex: signInCycleDay(count),
  consecutiveText: zhCNSign.consecutive(count),
});

const meta = {
  title: 'Tasks/SignInStrip',
  component: SignInStrip,
  tags: ['autodocs'],
  args: {
    title: zhCN.labels.signIn,
    days,
    ...stripFor(2),
    signLabel: zhCNSign.signButton,
    signedLabel: zhCNSign.signedButton,
    signed: false,
    onSign: fn(),
  },
  decorators: [(Story) => <div style={{ padding: 16 }}><Story /></div>],
} satisfies Meta<typeof SignInStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Signing moves the highlight on a day and disables the button for the rest of the day. */
export const SignsAndDisables: Story = {
  render: function Render(args) {
    const [count, setCount] = useState(2);
    const [signed, setSigned] = useState(false);
    return (
      <SignInStrip
        {...args}
        {...stripFor(count)}
        signed={signed}
        onSign={() => {
          args.onSign();
          setCount((before) => before + 1);
          setSigned(true);
        }}
      />
    );
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: zhCNSign.signButton }));
    await expect(args.onSign).toHaveBeenCalledTimes(1);
    const signedButton = canvas.getByRole('button', { name: zhCNSign.signedButton });
    await expect(signedButton).toBeDisabled();
    await expect(canvas.getByText(zhCNSign.consecutive(3))).toBeInTheDocument();
    await expect(canvas.getAllByRole('listitem')[2]).toHaveAttribute('aria-current', 'step');
    await userEvent.click(signedButton);
    await expect(args.onSign).toHaveBeenCalledTimes(1);
  },
};
export const NeverSigned: Story = { args: stripFor(0) };
export const Day7: Story = { args: stripFor(7) };
export const SignedToday: Story = { args: { ...stripFor(3), signed: true } };
export const Signing: Story = { args: { signing: true } };

export const AllStates: Story = {
  render: (args) => (
    <StateGrid>
      <StateCell label="never signed (count 0)">
        <SignInStrip {...args} {...stripFor(0)} />
      </StateCell>
      <StateCell label="day 3 signed today">
        <SignInStrip {...args} {...stripFor(3)} signed />
      </StateCell>
      <StateCell label="count 9 wraps to day 2, signing">
        <SignInStrip {...args} {...stripFor(9)} signing />
      </StateCell>
    </StateGrid>
  ),
};
