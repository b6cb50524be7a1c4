/**
 * Test harness: one database (in-memory PGlite unless TEST_DATABASE=postgres) per test FILE (never per test), freshly migrated
 * (a PGlite is passed on to the worker's next file rebuilt: pgliteSpares.ts);
 * `resetDb` empties every table between tests; requests go through `app.inject`.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { decryptJson, type Envelope, type Member } from '@nocturne/core';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { loadConfig, type ServerConfig } from '../src/config.ts';
import type { Db } from '../src/db/db.ts';
import { buildApp, type BuildAppOptions } from '../src/app.ts';
import { lendPglite } from './pgliteSpares.ts';
import { openPostgresSchema } from './postgresSchema.ts';

/** The operator token of tests: as long as the server requires (32 characters or more). */
export const TEST_ADMIN_TOKEN = 'test-admin-token-0123456789abcdef';

export function testConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'nocturne-test-'));
  return {
    ...loadConfig({
      DATA_DIR: dataDir,
      MEDIA_SECRET: 'test-media-secret',
      SEED_MEDIA: 'false',
      ADMIN_TOKEN: TEST_ADMIN_TOKEN,
      // Cheap hashes keep tests fast; production keeps the default cost.
      SCRYPT_COST: '1024',
      // Tests change operator data and read it back at once.
      CATALOGUE_CACHE_MS: '0',
    }),
    ...overrides,
  };
}

/**
 * The database of a test file: an in-memory PGlite, or with TEST_DATABASE=postgres a
 * schema of the file's own on the test PostgreSQL server (the `server-postgres` project
 * runs the whole API suite that way).
 */
export async function openTestDb(): Promise<Db> {
  if (process.env.TEST_DATABASE === 'postgres') {
    const db = await openPostgresSchema('api');
    if (typeof db === 'string') throw new Error(db);
    return db;
  }
  return lendPglite();
}

/** Empties every table but the migration record (identities restart). */
export async function resetDb(db: Db): Promise<void> {
  const tables = await db.query<{ tablename: string }>(
    `SELECT tablename FROM pg_tables WHERE schemaname = current_schema() AND tablename <> 'schema_migrations'`,
  );
  if (tables.length === 0) return;
  await db.exec(`TRUNCATE ${tables.map((t) => `"${t.tablename}"`).join(', ')} RESTART IDENTITY CASCADE`);
}

/** A clock tests can move. */
export const TEST_START = new Date('2026-06-01T04:00:00Z');

export class TestClock {
  private current = TEST_START;
  now = (): Date => new Date(this.current);
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
  set(date: Date): void {
    this.current = date;
  }
  reset(): void {
    this.current = TEST_START;
  }
}

export interface TestApp {
  app: FastifyInstance;
  config: ServerConfig;
  clock: TestClock;
}

export async function testApp(db: Db, options: Partial<Omit<BuildAppOptions, 'db'>> & { config?: ServerConfig } = {}): Promise<TestApp> {
  const config = options.config ?? testConfig();
  const clock = new TestClock();
  const app = await buildApp({ logger: false, now: clock.now, ...options, db, config });
  return { app, config, clock };
}

export interface FileServer {
  db: Db;
  t: TestApp;
}

/**
 * The lifecycle most API test files share: one database and app for the whole file, every
 * table emptied and the clock reset before each test (then `eachTest`, for a file's own
 * per-test state), both closed after. `opened` hands them over once open, so test bodies
 * keep plain `db` / `t`. `config` is the app's (the protocol suite's is the original client's).
 */
export function serverPerFile(
  opened: (server: FileServer) => void,
  eachTest?: (server: FileServer) => unknown,
  options: { config?: ServerConfig } = {},
): void {
  let server: FileServer | undefined;
  beforeAll(async () => {
    const db = await openTestDb();
    server = { db, t: await testApp(db, options) };
    opened(server);
  });
  afterAll(async () => {
    await server?.t.app.close();
    await server?.db.close();
  });
  beforeEach(async () => {
    if (!server) throw new Error('serverPerFile: the database did not open');
    await resetDb(server.db);
    server.t.clock.reset();
    await eachTest?.(server);
  });
}

/**
 * Several server processes on one database, for what must hold across processes and
 * restarts: `start()` builds another app on the file's database, `stop(t)` closes one (its
 * pending writes go out, as at a real shutdown), `restart(t)` does both. Every table is
 * emptied before each test; whatever is still open is closed after the file.
 */
export function processesPerFile(options: { config?: () => ServerConfig } = {}) {
  let db: Db | undefined;
  const open = new Set<TestApp>();
  beforeAll(async () => {
    db = await openTestDb();
  });
  afterAll(async () => {
    for (const t of open) await t.app.close();
    await db?.close();
  });
  beforeEach(() => resetDb(processes.db));
  const processes = {
    get db(): Db {
      if (!db) throw new Error('processesPerFile: the database did not open');
      return db;
    },
    async start(): Promise<TestApp> {
      const t = await testApp(processes.db, options.config ? { config: options.config() } : {});
      open.add(t);
      return t;
    },
    async stop(t: TestApp): Promise<void> {
      open.delete(t);
      await t.app.close();
    },
    async restart(t: TestApp): Promise<TestApp> {
      await processes.stop(t);
      return processes.start();
    },
  };
  return processes;
}

export interface CallOptions {
  token?: string;
  headers?: Record<string, string>;
}

/** Posts (or gets) a path with a JSON body; answers the raw response. */
export function call(app: FastifyInstance, method: 'GET' | 'POST', url: string, body?: unknown, options: CallOptions = {}): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    headers: { ...(options.token ? { token: options.token } : {}), ...options.headers },
    ...(body === undefined ? {} : { payload: body as object }),
  });
}

/** The envelope of a response, with encrypted `data` decrypted. */
export function envelope<T>(response: LightMyRequestResponse, config: ServerConfig, encrypted = false): Envelope<T> {
  const parsed = response.json() as Envelope<unknown>;
  if (encrypted && parsed.code === 0 && typeof parsed.data === 'string') {
    return { ...parsed, data: decryptJson<T>(parsed.data, config.aes) };
  }
  return parsed as Envelope<T>;
}

/** Registers a fresh device member; answers it with its token. */
export async function registerMember(app: FastifyInstance, extra: { inviteCode?: string; address?: string } = {}): Promise<Member & { token: string }> {
  const response = await app.inject({
    method: 'POST',
    url: '/renren-api/api/auto-register',
    payload: { deviceType: 0, uuid: crypto.randomUUID(), ...(extra.inviteCode ? { inviteCode: extra.inviteCode } : {}) },
    ...(extra.address ? { remoteAddress: extra.address } : {}),
  });
  const body = response.json() as Envelope<Member>;
  if (body.code !== 0 || !body.data.token) throw new Error(`registration failed: ${response.body}`);
  return body.data as Member & { token: string };
}
