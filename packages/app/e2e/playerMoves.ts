/** What a member's fingers do on the player, shared by the player journeys. */
import type { Page } from 'playwright-core';

/** The seek bar (a slider whose value is the position in seconds). */
export const seekBar = (page: Page) => page.getByRole('slider', { name: '播放进度' });

/** The controls hide while playing; a tap on the video brings them back (a tap on shown ones hides them). */
export async function showControls(page: Page): Promise<void> {
  const chrome = page.getByTestId('player-chrome');
  if ((await chrome.getAttribute('data-shown')) !== 'true') {
    await page.getByTestId('player-surface').click({ position: { x: 187, y: 100 } });
  }
  await page.waitForFunction(() => document.querySelector('[data-testid="player-chrome"]')?.getAttribute('data-shown') === 'true');
}

/** A double tap on the right (or left) third of the video, away from the bars. */
export async function doubleTap(page: Page, side: 'left' | 'right'): Promise<void> {
  await page.getByTestId('player-surface').dblclick({ position: { x: side === 'right' ? 330 : 40, y: 100 } });
}

/** Picks a rendition (or 自动) from the 清晰度 menu. */
export async function chooseQuality(page: Page, name: string | RegExp): Promise<void> {
  await showControls(page);
  await page.getByRole('button', { name: /^清晰度/ }).click();
  await page.getByRole('menu', { name: '清晰度' }).getByRole('menuitemradio', { name }).click();
}
