import { CLEARED_ON_CLEAR_CACHE, formatCacheSize, localDataSize, zhCN, zhCNFavourites, zhCNSettings, zhCNWithdraw } from '@nocturne/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, expect, test } from 'vitest';
import { ToastHost } from '../shell/ToastHost.tsx';
import { syncLocalLists } from '../state/localLists.ts';
import { syncMemberFromStorage } from '../state/member.ts';
import { installRuntime } from '../state/runtime.ts';
import { toastState } from '../state/toasts.ts';
import { emptyToastQueue } from '@nocturne/ui';
import { aMember, aVideo } from '../test/fixtures.ts';
import { fakeRuntime } from '../test/fakeRuntime.ts';
import FavouritesPage from './favourites/FavouritesPage.tsx';
import SettingsPage from './settings/SettingsPage.tsx';
import WithdrawPage from './withdraw/WithdrawPage.tsx';

let fake: ReturnType<typeof fakeRuntime>;

function renderPage(page: ReactNode) {
  return render(
    <MemoryRouter>
      {page}
      <ToastHost />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  toastState.queue = emptyToastQueue;
  fake = fakeRuntime();
  installRuntime(fake.runtime);
  fake.runtime.stores.session.save(aMember({ balance: 123.45 }), 't-1');
  syncMemberFromStorage();
  syncLocalLists();
});

test('favourites: 暂无收藏 when empty; the saved grid clears only after 确定', async () => {
  const view = renderPage(<FavouritesPage />);
  expect(screen.getByText(zhCNFavourites.empty)).toBeInTheDocument();
  view.unmount();

  fake.runtime.stores.favourites.add(aVideo(1));
  fake.runtime.stores.favourites.add(aVideo(2));
  syncLocalLists();
  renderPage(<FavouritesPage />);
  expect(within(screen.getByRole('list', { name: zhCNFavourites.title })).getAllByRole('listitem')).toHaveLength(2);

  await userEvent.click(screen.getByRole('button', { name: zhCN.labels.clearFavourites }));
  const dialog = await screen.findByRole('alertdialog', { name: zhCNFavourites.clearTitle });
  await userEvent.click(within(dialog).getByRole('button', { name: zhCN.common.cancel }));
  expect(await screen.findByText(zhCN.common.cancelled)).toBeInTheDocument();
  expect(fake.runtime.stores.favourites.list()).toHaveLength(2);

  await userEvent.click(screen.getByRole('button', { name: zhCN.labels.clearFavourites }));
  await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: zhCN.common.confirm }));
  expect(await screen.findByText(zhCNFavourites.cleared)).toBeInTheDocument();
  expect(screen.getByText(zhCNFavourites.empty)).toBeInTheDocument();
  expect(fake.runtime.stores.favourites.list()).toEqual([]);
});

test("settings: clear cache says what goes, clears only caches and keeps the member's own lists and session", async () => {
  fake.runtime.stores.watchHistory.push(aVideo(1));
  fake.runtime.stores.favourites.add(aVideo(2));
  fake.runtime.stores.searchHistory.push('夜色');
  fake.runtime.stores.watchReward.markClaimed('2026-11-22');
  const before = formatCacheSize(localDataSize(fake.local, undefined, CLEARED_ON_CLEAR_CACHE));
  renderPage(<SettingsPage />);
  const clear = screen.getByRole('button', { name: new RegExp(zhCNSettings.clearCache) });
  await waitFor(() => expect(clear).toHaveTextContent(before));
  await userEvent.click(clear);
  const dialog = await screen.findByRole('alertdialog');
  expect(dialog).toHaveTextContent(zhCNSettings.clearCacheMessage);
  await userEvent.click(within(dialog).getByRole('button', { name: zhCN.common.confirm }));
  expect(await screen.findByText(zhCNSettings.cleared)).toBeInTheDocument();
  expect(fake.runtime.stores.watchReward.claimedOn('2026-11-22')).toBe(false);
  expect(fake.runtime.stores.watchHistory.list()).toHaveLength(1);
  expect(fake.runtime.stores.favourites.list()).toHaveLength(1);
  expect(fake.runtime.stores.searchHistory.list()).toEqual(['夜色']);
  expect(fake.runtime.stores.session.token()).toBe('t-1');
  await waitFor(() => expect(clear).toHaveTextContent(formatCacheSize(0)));
});

test('withdrawal shows the real withdrawable balance, not a fixed 0', () => {
  renderPage(<WithdrawPage />);
  expect(screen.getByText(zhCNWithdraw.available('123.45'))).toBeInTheDocument();
});
