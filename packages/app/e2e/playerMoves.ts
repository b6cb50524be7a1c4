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

/** Picks a rendition ('360P') or 自动 ('auto') from the 清晰度 menu, as a member does: tap to show the controls, tap 清晰度, tap the item. */
export async function chooseQuality(page: Page, quality: string): Promise<void> {
  // 自动 names what it chose, 自动(360P): a rendition's own item is the exact name.
  const item = quality === 'auto' ? { name: /^自动/ } : { name: quality, exact: true };
  const menu = page.getByRole('menu', { name: '清晰度' });
  // The controls hide 3 s after the last touch while playing: on a busy phone they may hide
  // between the two taps, and the member taps the video again.
  for (let attempt = 1; ; attempt += 1) {
    try {
      if (!(await menu.isVisible())) {
        await showControls(page);
        await page.getByRole('button', { name: /^清晰度/ }).click({ timeout: 5000 });
      }
      await menu.getByRole('menuitemradio', item).click({ timeout: 5000 });
      return;
    } catch (error) {
      if (attempt === 3) throw error;
      // Start over from closed controls: a menu left open covers the bar.
      await page.keyboard.press('Escape');
    }
  }
}
