/**
 * The console journeys' shared harness: a server per test file (the API on a fresh embedded
 * database with the demo, and the built console at /console), operators made through the
 * server's own service, one-time codes computed as an authenticator app would (otpauth), and
 * a browser page at the desktop size the console is made for (1280x800) or a tablet's.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { OperatorRole } from '@nocturne/core';
import { Secret, TOTP } from 'otpauth';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser, closeBrowser } from '../../app/e2e/phone.ts';
import { addOperator } from '../../server/src/operators/management.ts';
import { startServer, type RunningServer } from '../../server/src/start.ts';
import { CONSOLE_DIST, serveConsole } from '../scripts/serveConsole.ts';
import { ensureAppBuild } from '../../app/scripts/appBuild.ts';
import { APP_DIST, serveBuiltApp } from '../../app/scripts/serveBuiltApp.ts';

function memberApp(): ReturnType<typeof serveBuiltApp> {
  ensureAppBuild();
  return serveBuiltApp(APP_DIST);
}

export const DESKTOP = { width: 1280, height: 800 };
export const TABLET = { width: 820, height: 1180 };
/** A tablet held sideways: wide enough for the full navigation, with a finger's rows. */
export const TABLET_SIDEWAYS = { width: 1180, height: 820 };
export const PASSWORD = 'correct-horse-battery';

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
  let dataDir = '';
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'nocturne-console-e2e-'));
    running.server = await startServer({
      env: {
        ...process.env,
        PORT: String(options.port ?? 0),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
        LOGIN_FAILURES_PER_ADDRESS: '1000',
      },
      extraRoutes: [serveConsole(CONSOLE_DIST), ...(options.memberApp ? [memberApp()] : [])],
      logger: false,
    });
    running.url = running.server.url;
  });
  afterAll(async () => {
    await closeBrowser();
    await running.server?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });
  return running;
}

/** An operator account, as `npm run operator -- add` makes one. */
export async function addOperatorAccount(server: RunningServer, name: string, role: OperatorRole, password = PASSWORD): Promise<void> {
  await addOperator({ db: server.db, config: server.config, now: () => new Date() }, { operatorId: null, name: 'e2e' }, { name, role, password }, 'e2e');
}

/** Each secret's last time step sent: the server takes a step's code once (and none before it). */
const lastSteps = new Map<string, number>();

/**
 * The authenticator's code for `secret`, never of a step already used: this step's, else the
 * next one's (the server takes one step either side, as a phone's clock a little ahead),
 * else it waits for a step to come free.
 */
export async function totpCode(secret: string, name: string): Promise<string> {
  const totp = new TOTP({ issuer: 'Nocturne', label: name, algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });
  const last = lastSteps.get(secret) ?? -1;
  let now = Math.floor(Date.now() / 30_000);
  while (last >= now + 1) {
    await new Promise((resolve) => setTimeout(resolve, (now + 1) * 30_000 - Date.now() + 50));
    now = Math.floor(Date.now() / 30_000);
  }
  const step = Math.max(now, last + 1);
  lastSteps.set(secret, step);
  return totp.generate({ timestamp: step * 30_000 + 1 });
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

/** Fills the password step of the sign-in page. */
export async function enterPassword(page: Page, name: string, password = PASSWORD): Promise<void> {
  await page.getByLabel('账号').fill(name);
  await page.getByLabel('密码', { exact: true }).fill(password);
  await page.getByRole('button', { name: '登录' }).click();
}

/**
 * Signs in on the console at `url`; an owner or finance operator without TOTP enrols on the
 * way (the secret from the page, as a person would type it into an app). Answers the secret.
 */
export async function signIn(page: Page, url: string, name: string, options: { password?: string; secret?: string } = {}): Promise<string | undefined> {
  await page.goto(`${url}/console`);
  await enterPassword(page, name, options.password);
  if (options.secret) {
    await page.getByLabel('动态码').fill(await totpCode(options.secret, name));
    await page.getByRole('button', { name: '登录' }).click();
    await page.getByRole('navigation', { name: '运营后台' }).waitFor();
    return options.secret;
  }
  const landed = page.getByRole('navigation', { name: '运营后台' }).or(page.getByRole('heading', { name: '绑定身份验证器' }));
  await landed.first().waitFor();
  if (!(await page.getByRole('heading', { name: '绑定身份验证器' }).isVisible())) return undefined;
  const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
  await page.getByLabel('动态码').fill(await totpCode(secret, name));
  await page.getByRole('button', { name: '完成绑定' }).click();
  await page.getByRole('navigation', { name: '运营后台' }).waitFor();
  return secret;
}

/**
 * The navigation's link to a page, its section opened by its heading first when folded, as an
 * operator would (the navigation opens only the current page's section on a first visit).
 */
export async function navLink(page: Page, name: string): Promise<Locator> {
  const nav = page.getByRole('navigation', { name: '运营后台' });
  const link = nav.getByRole('link', { name });
  const folded = nav.locator('h2 > button[aria-expanded="false"]');
  while ((await link.count()) === 0 && (await folded.count()) > 0) await folded.first().click();
  return link;
}

/** The navigation with every section open: to see that a page is not in it for a role, not merely folded. */
export async function everySectionOpen(page: Page): Promise<Locator> {
  const nav = page.getByRole('navigation', { name: '运营后台' });
  const folded = nav.locator('h2 > button[aria-expanded="false"]');
  while ((await folded.count()) > 0) await folded.first().click();
  return nav;
}
