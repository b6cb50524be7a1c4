/**
 * A console site to drive as operators do, shared by the console's journeys (e2e/harness.ts
 * wraps it in a test file's hooks) and the operator benchmark (scripts/bench/console.ts): the
 * API on a fresh embedded database with the demo and the built console at /console, operators
 * made through the server's own service, and their sign-in with one-time codes computed as an
 * authenticator app would (otpauth).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { OperatorRole } from '@nocturne/core';
import { Secret, TOTP } from 'otpauth';
import type { Locator, Page } from 'playwright-core';
import type { RouteModule } from '../../server/src/http/deps.ts';
import { addOperator } from '../../server/src/operators/management.ts';
import { startServer, type RunningServer } from '../../server/src/start.ts';
import { CONSOLE_DIST, serveConsole } from './serveConsole.ts';

export const DESKTOP = { width: 1280, height: 800 };
export const TABLET = { width: 820, height: 1180 };
/** A tablet held sideways: wide enough for the full navigation, with a finger's rows. */
export const TABLET_SIDEWAYS = { width: 1180, height: 820 };
export const PASSWORD = 'correct-horse-battery';

export interface ConsoleSite {
  url: string;
  server: RunningServer;
  /** Stops the server and removes its data directory. */
  close(): Promise<void>;
}

/**
 * Starts the server (on `port`, else any free one) on a throwaway data directory, seeded with
 * the demo, serving the built console and any `extraRoutes` (the built member app).
 */
export async function startConsoleSite(options: { port?: number; extraRoutes?: readonly RouteModule[] } = {}): Promise<ConsoleSite> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'nocturne-console-'));
  try {
    const server = await startServer({
      env: {
        ...process.env,
        PORT: String(options.port ?? 0),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
        // Every operator signs in from 127.0.0.1.
        LOGIN_FAILURES_PER_ADDRESS: '1000',
      },
      extraRoutes: [serveConsole(CONSOLE_DIST), ...(options.extraRoutes ?? [])],
      logger: false,
    });
    return {
      url: server.url,
      server,
      close: async () => {
        await server.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
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
