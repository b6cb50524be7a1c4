import { zhCN, zhCNFavourites } from '@nocturne/core';
import {
  ConfirmDialog,
  dismissToast,
  EmptyState,
  emptyToastQueue,
  IconButton,
  IconStar,
  IconTrash,
  NavBar,
  showToast,
  TabBar,
  ToastViewport,
} from '@nocturne/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useCallback, useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { overlayDocs } from './support/StateGrid.tsx';
import { shellTabs, type ShellTab } from './support/tabs.tsx';

/**
 * The favourites tab (/collengt) composed from the kit, as ComposeAScreen.mdx describes:
 * the screen owns the state, ui components render it and report back.
 */
function FavouritesScreen({ initialCount }: { initialCount: number }) {
  const [count, setCount] = useState(initialCount);
  const [confirming, setConfirming] = useState(false);
  const [toasts, setToasts] = useState(emptyToastQueue);
  const [tab, setTab] = useState<ShellTab>('collengt');
  const toast = (message: string) => setToasts((queue) => showToast(queue, { message }).queue);
  const expire = useCallback((id: number) => setToasts((queue) => dismissToast(queue, id)), []);

  return (
    <div style={{ minHeight: 600, paddingBottom: 72 }}>
      <NavBar
        title={zhCNFavourites.title}
        actions={
          count > 0 ? (
            <IconButton label={zhCNFavourites.clearTitle} icon={<IconTrash />} onClick={() => setConfirming(true)} />
          ) : null
        }
      />
      <main>
        {count === 0 ? (
          <EmptyState message={zhCNFavourites.empty} icon={<IconStar />} />
        ) : (
          <ul style={{ margin: 0, padding: 16, listStyle: 'none', display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 12 }}>
            {Array.from({ length: count }, (_, index) => (
              <li key={index} style={{ height: 96, borderRadius: 8, background: '#1a1a22', padding: 8 }}>
                视频 {index + 1}
              </li>
            ))}
          </ul>
        )}
      </main>
      <ConfirmDialog
        open={confirming}
        title={zhCNFavourites.clearTitle}
        message={zhCNFavourites.clearMessage}
        confirmLabel={zhCN.common.confirm}
        cancelLabel={zhCN.common.cancel}
        tone="danger"
        onConfirm={() => {
          setConfirming(false);
          setCount(0);
          toast(zhCNFavourites.cleared);
        }}
        onCancel={() => {
          setConfirming(false);
          toast(zhCN.common.cancelled);
        }}
      />
      <ToastViewport toasts={toasts.toasts} onExpire={expire} />
      <TabBar items={shellTabs} activeKey={tab} onChange={setTab} label={zhCN.app.name} />
    </div>
  );
}

const meta = {
  title: 'Screens/Favourites (example)',
  component: FavouritesScreen,
  parameters: overlayDocs,
  args: { initialCount: 4 },
} satisfies Meta<typeof FavouritesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithFavourites: Story = {};

/** Clearing asks first; confirming empties the list and toasts 清除成功. */
export const ClearFavourites: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: zhCNFavourites.clearTitle }));
    await userEvent.click(await screen.findByRole('button', { name: zhCN.common.confirm }));
    await waitFor(() => expect(canvas.getByText(zhCNFavourites.cleared)).toBeInTheDocument());
    await expect(canvas.getByText(zhCNFavourites.empty)).toBeInTheDocument();
  },
};

/** Cancelling keeps the list and toasts 取消. */
export const CancelClearing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: zhCNFavourites.clearTitle }));
    await userEvent.click(await screen.findByRole('button', { name: zhCN.common.cancel }));
    await waitFor(() => expect(canvas.getByText(zhCN.common.cancelled)).toBeInTheDocument());
    await expect(canvas.getAllByRole('listitem').length).toBeGreaterThan(4);
  },
};

export const Empty: Story = { args: { initialCount: 0 } };
