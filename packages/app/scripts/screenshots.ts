/**
 * `npm run screenshots`: a PNG of every screen at 375x812 in Debian's Chromium, written to
 * `screenshots/` at the repository root (not committed). Starts the app server on a fresh
 * data directory unless NOCTURNE_URL points at a running one.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { ensureAppBuild } from './appBuild.ts';
import { startAppServer, type RunningAppServer } from './appServer.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH, PHONE } from './browser.ts';

const outDir = path.resolve(import.meta.dirname, '..', '..', '..', 'screenshots');

const subject = encodeURIComponent(JSON.stringify({ path: '', sonTypeCode: '81,82', code: '34', title: '华语大制作' }));

/** Every screen, by file name. Video ids come from the demo seed. */
const screens: ReadonlyArray<readonly [string, string]> = [
  ['01-home', '/'],
  ['02-topics', '/category'],
  ['03-darkweb-gate', '/publish'],
  ['04-favourites', '/collengt'],
  ['05-mine', '/mine'],
  ['06-video', '/videoinfo?id=1'],
  ['07-history', '/history'],
  ['08-vip', '/vip'],
  ['09-pay', '/pay'],
  ['10-subject', `/cateInfo?item=${subject}`],
  ['11-search-results', `/sreinfo?searchStr=${encodeURIComponent('夜')}&title=${encodeURIComponent('夜')}`],
  ['12-search', '/sreach'],
  ['13-settings', '/centersetting'],
  ['14-login', '/login'],
  ['15-password', '/setpaw'],
  ['16-personal-info', '/setinfo'],
  ['17-share', '/share'],
  ['18-feedback', '/feed'],
  ['19-invites', '/codelist'],
  ['20-taglist', '/taglist'],
  ['21-funds', '/agent'],
  ['22-withdraw', '/tx'],
  ['23-records', '/order'],
  ['24-sign', '/sign'],
  ['25-chat', '/service'],
  ['26-video-no-id', '/videoinfo'],
];

let server: RunningAppServer | null = null;
let dataDir: string | null = null;
let base = process.env.NOCTURNE_URL;
if (!base) {
  ensureAppBuild();
  dataDir = mkdtempSync(path.join(tmpdir(), 'nocturne-shots-'));
  server = await startAppServer({ env: { ...process.env, PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'warn' }, logger: false });
  base = server.url;
}

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await page.goto(base);
  await page.screenshot({ path: path.join(outDir, '00-age-gate.png') });
  await page.getByRole('button', { name: '我已满18岁，进入' }).click();
  const popupClose = page.getByRole('button', { name: '关闭广告' });
  await popupClose.waitFor();
  await page.screenshot({ path: path.join(outDir, '00-home-popup-ad.png') });
  await popupClose.click();
  // The install overlay waits for a later visit: a new tab is a new browser session, where
  // the popup ad shows once more, then the install overlay.
  {
    const later = await context.newPage();
    await later.goto(base);
    await later.getByRole('button', { name: '关闭广告' }).click();
    const install = later.getByRole('dialog', { name: '安装到桌面' });
    await install.waitFor();
    await later.waitForTimeout(400);
    await later.screenshot({ path: path.join(outDir, '00-home-install.png') });
    await install.getByRole('button', { name: '关闭' }).click();
    await later.close();
  }
  for (const [name, route] of screens) {
    await page.goto(base + route);
    await page.waitForLoadState('networkidle');
    // The popup ad showed once this session (above); the identity card shows on the first
    // profile visit: it gets its own screenshot, then the page under it.
    if (route === '/mine') {
      const card = page.getByRole('dialog', { name: '身份卡' });
      await card.waitFor();
      await page.screenshot({ path: path.join(outDir, '05-mine-identity-card.png') });
      await card.getByRole('button', { name: '关闭' }).click();
    }
    await page.waitForTimeout(800);
    await page.screenshot({ path: path.join(outDir, `${name}.png`) });
    console.log(`screenshots/${name}.png`);
  }
  // Offline: a tab page keeps the shell, says why and offers 重试.
  await page.goto(base);
  await page.waitForLoadState('networkidle');
  await context.setOffline(true);
  await page.getByRole('navigation', { name: '夜曲' }).getByText('专题').click();
  await page.getByRole('button', { name: '重试' }).waitFor();
  await page.screenshot({ path: path.join(outDir, '27-offline-topics.png') });
  await context.setOffline(false);
  console.log('screenshots/27-offline-topics.png');
} finally {
  await browser.close();
  await server?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
