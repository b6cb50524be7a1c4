import { zhCN, zhCNMine } from '@nocturne/core';
import { Button, IdentityCard } from '@nocturne/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { OverlayFrame, StateGrid } from './support/StateGrid.tsx';
import { sampleMember } from './support/memberSamples.ts';

const rows = [
  { label: zhCNMine.account, value: sampleMember.account },
  { label: zhCNMine.password, value: sampleMember.password },
  { label: zhCNMine.officialSite, value: sampleMember.site },
  { label: zhCNMine.officialEmail, value: sampleMember.email },
];

const meta = {
  title: 'Member/IdentityCard',
  component: IdentityCard,
  tags: ['autodocs'],
  args: {
    open: true,
    onOpenChange: fn(),
    title: zhCNMine.identityCard,
    siteUrl: sampleMember.site,
    qrLabel: zhCNMine.identityQr,
    rows,
    copyLabel: zhCN.common.copy,
    onCopy: fn(),
    hint: zhCNMine.identityHint,
    closeLabel: zhCN.common.close,
  },
} satisfies Meta<typeof IdentityCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened from a button; closing returns focus to it. */
export const OpenAndCopy: Story = {
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <div style={{ padding: 16 }}>
        <IdentityCard {...args} open={open} onOpenChange={setOpen} trigger={<Button>{zhCNMine.identityCard}</Button>} />
      </div>
    );
  },
  play: async ({ args, canvasElement }) => {
    const opener = within(canvasElement).getByRole('button', { name: zhCNMine.identityCard });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: zhCNMine.identityCard });
    await userEvent.click(within(dialog).getByRole('button', { name: `${zhCN.common.copy} ${zhCNMine.officialEmail}` }));
    await expect(args.onCopy).toHaveBeenCalledWith(sampleMember.email);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(opener).toHaveFocus();
  },
};

export const LongValues: Story = {
  args: {
    rows: rows.map((row) => ({ ...row, value: `${row.value}-a-very-long-value-that-must-wrap-on-a-phone` })),
  },
};

export const AllStates: Story = {
  render: (args) => (
    <StateGrid>
      <OverlayFrame label="open" height={560}>
        {(container) => <IdentityCard {...args} modal={false} container={container} />}
      </OverlayFrame>
    </StateGrid>
  ),
};
