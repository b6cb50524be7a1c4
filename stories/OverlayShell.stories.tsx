import { zhCN, zhCNFavourites } from '@nocturne/core';
import { Button, OverlayClose, OverlayShell, OverlayTitle } from '@nocturne/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

// The native <dialog> plumbing under BottomSheet, ConfirmDialog, Gate, IdentityCard,
// InstallOverlay and PopupAd; this story shows what every overlay inherits: focus moves in,
// Escape closes (when closable), and focus returns to the trigger.
const panel: React.CSSProperties = {
  position: 'fixed',
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  width: 280,
  padding: 16,
  borderRadius: 12,
  background: '#1c1c24',
  color: '#f2f2f5',
  zIndex: 1000,
};

const meta = {
  title: 'Building blocks/OverlayShell',
  component: OverlayShell,
  tags: ['autodocs'],
  args: {
    contentClassName: '',
    trigger: <Button>{zhCN.common.seeMore}</Button>,
    children: (
      <div style={panel}>
        <OverlayTitle style={{ margin: '0 0 12px', fontSize: 16 }}>{zhCNFavourites.clearTitle}</OverlayTitle>
        <OverlayClose asChild>
          <Button>{zhCN.common.close}</Button>
        </OverlayClose>
      </div>
    ),
  },
} satisfies Meta<typeof OverlayShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closable: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: zhCN.common.seeMore });
    await userEvent.click(trigger);
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('dialog', { name: zhCNFavourites.clearTitle })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

/** Not closable: Escape does nothing, only an action inside closes it (gates). */
export const NotClosable: Story = {
  args: { closable: false, role: 'alertdialog' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: zhCN.common.seeMore }));
    const body = within(canvasElement.ownerDocument.body);
    await body.findByRole('alertdialog', { name: zhCNFavourites.clearTitle });
    await userEvent.keyboard('{Escape}');
    await expect(body.getByRole('alertdialog')).toBeVisible();
    await userEvent.click(body.getByRole('button', { name: zhCN.common.close }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
  },
};
