import { zhCN, zhCNDarkWeb, zhCNFavourites, zhCNSearch } from '@nocturne/core';
import { ConfirmDialog } from '@nocturne/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { OverlayFrame, StateGrid, overlayDocs } from './support/StateGrid.tsx';

const meta = {
  title: 'Overlays/ConfirmDialog',
  component: ConfirmDialog,
  tags: ['autodocs'],
  parameters: overlayDocs,
  args: {
    open: true,
    title: zhCNFavourites.clearTitle,
    message: zhCNFavourites.clearMessage,
    confirmLabel: zhCN.common.confirm,
    cancelLabel: zhCN.common.cancel,
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 确定 reports confirm, 取消 reports cancel, and neither reports the other. */
export const ClearFavourites: Story = {
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: zhCN.common.confirm }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onCancel).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: zhCN.common.cancel }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

/** Escape is a cancel. */
export const EscapeCancels: Story = {
  args: { title: zhCNSearch.clearTitle, message: zhCNSearch.clearMessage },
  play: async ({ args }) => {
    await screen.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const Danger: Story = { args: { tone: 'danger' } };
export const Confirming: Story = { args: { confirming: true } };
/** A question that needs a reason: the field sits under the message, 确定 waits for it (the console's 下架). */
export const WithReason: Story = {
  args: { tone: 'danger', title: '下架 3 部视频', message: '下架后会员将看不到：《夜航》《雨巷》《长夜》。可随时恢复。', confirmLabel: '下架', confirmDisabled: true },
  render: (args) => (
    <ConfirmDialog {...args}>
      <textarea aria-label="原因" rows={3} style={{ width: '100%' }} />
    </ConfirmDialog>
  ),
  play: async () => {
    await expect(screen.getByRole('button', { name: '下架' })).toBeDisabled();
  },
};
export const LongMessage: Story = { args: { message: zhCNDarkWeb.gateMessage.repeat(2) } };

export const AllStates: Story = {
  render: (args) => (
    <StateGrid>
      <OverlayFrame label="default" height={260}>
        {(container) => <ConfirmDialog {...args} modal={false} container={container} />}
      </OverlayFrame>
      <OverlayFrame label="danger" height={260}>
        {(container) => <ConfirmDialog {...args} tone="danger" modal={false} container={container} />}
      </OverlayFrame>
      <OverlayFrame label="confirming" height={260}>
        {(container) => <ConfirmDialog {...args} confirming modal={false} container={container} />}
      </OverlayFrame>
      <OverlayFrame label="long message" height={320}>
        {(container) => (
          <ConfirmDialog {...args} message={zhCNDarkWeb.gateMessage.repeat(2)} modal={false} container={container} />
        )}
      </OverlayFrame>
    </StateGrid>
  ),
};
