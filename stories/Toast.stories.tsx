import { zhCN, zhCNHistory, zhCNPay, zhCNVideo } from '@nocturne/core';
import {
  Button,
  dismissLoadingToasts,
  dismissToast,
  emptyToastQueue,
  showToast,
  ToastViewport,
  type Toast,
  type ToastInput,
} from '@nocturne/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useCallback, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PhoneFrame, StateCell, StateGrid, overlayDocs } from './support/StateGrid.tsx';

const toast = (id: number, input: Required<Pick<ToastInput, 'message'>> & Partial<Toast>): Toast => ({
  id,
  kind: 'info',
  durationMs: null,
  ...input,
});

const meta = {
  title: 'Overlays/Toast',
  component: ToastViewport,
  tags: ['autodocs'],
  // Fixed to the viewport like in the app; on the docs page each story gets its own frame.
  parameters: overlayDocs,
  args: { toasts: [toast(1, { message: zhCN.common.copySucceeded, kind: 'success' })], onExpire: fn() },
} satisfies Meta<typeof ToastViewport>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {};
export const Info: Story = { args: { toasts: [toast(1, { message: zhCNHistory.cancelled })] } };
export const ErrorToast: Story = { args: { toasts: [toast(1, { message: zhCN.common.networkError, kind: 'error' })] } };
export const Loading: Story = { args: { toasts: [toast(1, { message: zhCNPay.paying, kind: 'loading' })] } };
export const Stacked: Story = {
  args: {
    toasts: [
      toast(1, { message: zhCNVideo.likeSucceeded, kind: 'success' }),
      toast(2, { message: zhCNVideo.favouriteSucceeded, kind: 'success' }),
      toast(3, { message: zhCN.common.loadFailed, kind: 'error' }),
    ],
  },
};

/** The queue helper and the viewport together: a toast shows, then expires after its duration. */
export const Queue: Story = {
  render: function Render() {
    const [queue, setQueue] = useState(emptyToastQueue);
    const show = (input: ToastInput) => setQueue((current) => showToast(current, input).queue);
    const expire = useCallback((id: number) => setQueue((current) => dismissToast(current, id)), []);
    return (
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, padding: 16 }}>
        <Button size="small" onClick={() => show({ message: zhCN.common.copySucceeded, kind: 'success', durationMs: 300 })}>
          {zhCN.common.copy}
        </Button>
        <Button size="small" variant="secondary" onClick={() => show({ message: zhCNPay.paying, kind: 'loading' })}>
          {zhCNPay.submit}
        </Button>
        <Button size="small" variant="ghost" onClick={() => setQueue((current) => dismissLoadingToasts(current))}>
          {zhCN.common.cancel}
        </Button>
        <ToastViewport toasts={queue.toasts} onExpire={expire} />
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: zhCN.common.copy }));
    await expect(canvas.getByRole('status')).toHaveTextContent(zhCN.common.copySucceeded);
    await waitFor(() => expect(canvas.getByRole('status')).not.toHaveTextContent(zhCN.common.copySucceeded));
  },
};

export const AllStates: Story = {
  render: () => (
    <StateGrid>
      {(
        [
          ['info', toast(1, { message: zhCNHistory.cancelled })],
          ['success', toast(1, { message: zhCN.common.copySucceeded, kind: 'success' })],
          ['error', toast(1, { message: zhCN.common.networkError, kind: 'error' })],
          ['loading', toast(1, { message: zhCN.common.loading, kind: 'loading' })],
        ] as const
      ).map(([label, item]) => (
        <StateCell key={label} label={label}>
          <PhoneFrame height={130}>
            <ToastViewport toasts={[item]} onExpire={() => {}} />
          </PhoneFrame>
        </StateCell>
      ))}
    </StateGrid>
  ),
};
