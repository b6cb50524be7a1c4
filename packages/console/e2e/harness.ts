/**
 * The console journeys' shared harness: a server per test file (consoleSite.ts: the API on a
 * fresh embedded database with the demo, and the built console at /console), operators and
 * their sign-in (consoleSite.ts too, shared with the operator benchmark), and a browser page
 * at the desktop size the console is made for (1280x800) or a tablet's.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser, closeBrowser } from '../../app/e2e/phone.ts';
import type { RunningServer } from '../../server/src/start.ts';
import { DESKTOP, startConsoleSite, type ConsoleSite } from '../scripts/consoleSite.ts';
import { ensureAppBuild } from '../../app/scripts/appBuild.ts';
import { APP_DIST, serveBuiltApp } from '../../app/scripts/serveBuiltApp.ts';

export { addOperatorAccount, DESKTOP, enterPassword, everySectionOpen, navLink, PASSWORD, signIn, TABLET, TABLET_SIDEWAYS, totpCode } from '../scripts/consoleSite.ts';

function memberApp(): ReturnType<typeof serveBuiltApp> {
  ensureAppBuild();
  return serveBuiltApp(APP_DIST);
}

export interface ConsoleServer {
  url: string;
  server: RunningServer;
}

/**
 * The server of this test file, started before its tests and stopped after them (on `port`,
 * else any free one); with `memberApp` it serves the built member app too, as `npm start` does.
 */
export function consoleServer(options: { port?: number; memberApp?: boolean } = {}): ConsoleServer {
  const running = {} as ConsoleServer;
  let site: ConsoleSite | null = null;
  beforeAll(async () => {
    site = await startConsoleSite({ ...(options.port === undefined ? {} : { port: options.port }), extraRoutes: options.memberApp ? [memberApp()] : [] });
    running.server = site.server;
    running.url = site.url;
  });
  afterAll(async () => {
    await closeBrowser();
    await site?.close();
  });
  return running;
}

export interface ConsoleWindow {
  context: BrowserContext;
  page: Page;
}

/** A new browser window (its own cookies) at the console's size; `hasTouch`: a touch screen (a coarse pointer). */
export async function consoleWindow(viewport = DESKTOP, options: { hasTouch?: boolean } = {}): Promise<ConsoleWindow> {
  const context = await (await launchBrowser()).newContext({ viewport, locale: 'zh-CN', hasTouch: options.hasTouch ?? false });
  return { context, page: await context.newPage() };
}
