import type { TopUpReturn } from '@nocturne/core';
import { proxy } from 'valtio';
import { paths, videoPath } from '../routes/paths.ts';
import { navigateTo } from './navigation.ts';
import { runtime } from './runtime.ts';
import { returnToEpisode } from './viewing/session.ts';

/**
 * Too few coins for an episode (docs/product.md section 4 sends the member to /pay): a confirm sheet
 * first says 金币不足 with the balance and the price, and that the member comes back here;
 * after a successful top-up the member is brought back to the same episode.
 */
export const coinsShortState = proxy<{ open: boolean }>({ open: false });

export function askToTopUp(): void {
  coinsShortState.open = true;
}

export function closeCoinsShort(): void {
  coinsShortState.open = false;
}

/** 去充值: remembers the episode (through the cashier's full page load), then opens /pay. */
export function goToTopUp(target: TopUpReturn): void {
  coinsShortState.open = false;
  runtime().stores.topUpReturn.remember(target);
  navigateTo(paths.pay);
}

/**
 * After a paid coin top-up: back to the remembered episode, if any (the member came from its
 * paywall); the viewing session opens on it. Answers whether the member is being taken back.
 */
export function returnAfterTopUp(): boolean {
  const { topUpReturn } = runtime().stores;
  const target = topUpReturn.read();
  if (!target) return false;
  topUpReturn.clear();
  returnToEpisode(target);
  navigateTo(videoPath(target.code), { replace: true });
  return true;
}
