import { businessDate } from '@nocturne/core';
import { expect, test } from 'vitest';
import { addOperatorAccount, consoleServer, consoleWindow, signIn, TABLET } from './harness.ts';

const site = consoleServer();

/** A play of today on the demo's first video, as the player's beacons would have rolled it up. */
async function playedToday(): Promise<string> {
  const { db, config } = site.server;
  const [video] = await db.query<{ id: number; name: string }>("SELECT id, name FROM videos WHERE status = 'published' ORDER BY id LIMIT 1");
  await db.query(
    `INSERT INTO playback_daily (day, video_id, beacons, plays, first_frame_ms, first_frame_buckets, rebuffers, rebuffer_ms, watched_ms, switches, errors, renditions)
     VALUES ($1, $2, 3, 3, 2400, '{"500": 2, "2000": 1}'::jsonb, 1, 500, 9500, 0, '{}'::jsonb, '{}'::jsonb)`,
    [businessDate(new Date(), config.businessTimeZone), video!.id],
  );
  return video!.name;
}

test('a support operator on a tablet sees today against yesterday, the playback charts and the top videos', async () => {
  const name = await playedToday();
  await addOperatorAccount(site.server, 'sam', 'support');
  const { context, page } = await consoleWindow(TABLET);
  await signIn(page, site.url, 'sam');
  await page.getByText('待回复会话').waitFor();
  await expect(page.getByText('今日卡顿时间占观看时间的 5.0%').isVisible()).resolves.toBe(true);
  const top = page.getByRole('table', { name: '热门影片（近7天播放次数）' });
  await expect(top.getByRole('row').nth(1).textContent()).resolves.toContain(name);
  // Upright, the navigation starts as icons: the page has the width.
  await expect(page.getByRole('button', { name: '展开导航' }).isVisible()).resolves.toBe(true);
  await page.screenshot({ path: '/tmp/console-e2e-dashboard-tablet.png', fullPage: true });
  await context.close();
});
