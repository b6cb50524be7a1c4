/**
 * A claim dies with the process that held it. On PostgreSQL the claim of a call run
 * once per request (http/idempotent.ts) is a row of the call's own transaction: a duplicate
 * that meets a running call waits for it, and a process killed mid-call leaves nothing behind,
 * so the proxy's retry on another process runs at once (it used to wait 3 s and answer
 * 请求处理中, code 1). PGlite runs one transaction at a time and one process, so this is the
 * PostgreSQL server's own file (skipped without one, except under CI=true).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { api, SINGLE_EPISODE_COINS, zhCNPurchase, zhCNServer } from '@nocturne/core';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { Db } from '../src/db/db.ts';
import { IDEMPOTENCY_WAIT_MS } from '../src/http/idempotent.ts';
import { call, envelope, registerMember, resetDb, testApp, type TestApp } from './harness.ts';
import { balancesOf, credit, ledgerDrift, memberIdOf, videoWithEpisodes } from './money.ts';
import { openPostgresSchema, type SchemaDb } from './postgresSchema.ts';
import { startServerProcess } from './processes/serverProcess.ts';

const opened = await openPostgresSchema('idem');
const available = typeof opened !== 'string';
let db: SchemaDb;
let t: TestApp;

beforeAll(async () => {
  if (typeof opened === 'string') return;
  db = opened;
  // The real clock: a server process started here issues and checks tokens by it too.
  t = await testApp(db, { now: () => new Date() });
});
afterAll(async () => {
  if (!available) return;
  await t.app.close();
  await db.close();
});
beforeEach(async () => {
  if (available) await resetDb(db);
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A member with coins for `episodes` episodes, and an episode to buy. */
async function buyer() {
  const m = await registerMember(t.app);
  const id = await memberIdOf(db, m.memberCode);
  await credit(db, id, 'coins', 10);
  const video = await videoWithEpisodes(db);
  return { token: m.token, id, body: { cartoonCode: video.code, moviesInfoId: video.episodeIds[0]!, type: 0 } };
}

/**
 * Holds the member's row as a concurrent writer would (FOR NO KEY UPDATE: the claim's foreign
 * key check passes, the debit waits), until `release` is called.
 */
function holdMemberRow(memberId: number): { held: Promise<void>; release: () => void; done: Promise<void> } {
  let release!: () => void;
  let held!: () => void;
  const heldPromise = new Promise<void>((resolve) => (held = resolve));
  const released = new Promise<void>((resolve) => (release = resolve));
  const done = db.transaction(async (tx: Db) => {
    await tx.query('SELECT 1 FROM members WHERE id = $1 FOR NO KEY UPDATE', [memberId]);
    held();
    await released;
  });
  return { held: heldPromise, release, done };
}

/** Waits until a backend of `application` waits for a lock (the call is inside its transaction). */
async function waitingOnLock(application: string): Promise<void> {
  for (let i = 0; i < 400; i += 1) {
    const rows = await db.query("SELECT 1 FROM pg_stat_activity WHERE application_name = $1 AND wait_event_type = 'Lock'", [application]);
    if (rows.length > 0) return;
    await sleep(25);
  }
  throw new Error(`no backend of ${application} came to wait for the lock`);
}

describe.skipIf(!available)('a claim on PostgreSQL', () => {
  test('a duplicate of a call still running waits for it at most the wait, then answers 请求处理中; it never runs twice', async () => {
    const m = await buyer();
    const lock = holdMemberRow(m.id);
    await lock.held;
    const first = call(t.app, 'POST', api.buy.path, m.body, { token: m.token });
    await sleep(300);
    const started = Date.now();
    const duplicate = envelope(await call(t.app, 'POST', api.buy.path, m.body, { token: m.token }), t.config);
    expect(duplicate).toMatchObject({ code: 1, msg: zhCNServer.stillProcessing });
    expect(Date.now() - started).toBeGreaterThanOrEqual(IDEMPOTENCY_WAIT_MS - 100);
    lock.release();
    await lock.done;
    const answer = await first;
    expect(envelope(answer, t.config, true)).toMatchObject({ code: 0, data: zhCNPurchase.succeeded });
    // Once the first has answered, a repeat is its answer.
    expect((await call(t.app, 'POST', api.buy.path, m.body, { token: m.token })).body).toBe(answer.body);
    expect((await balancesOf(db, m.id)).coins).toBe(10 - SINGLE_EPISODE_COINS);
  });

  test('a server process killed (SIGKILL) mid-call leaves no claim: the retry on another process runs at once and charges once', async () => {
    const m = await buyer();
    const application = `killed-mid-call-${process.pid}`;
    const server = await startServerProcess({
      DATABASE_URL: `${db.url}&application_name=${application}`,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'nocturne-killed-')),
      PORT: '0',
      SEED_DEMO: 'false',
      MEDIA_WORKERS: '0',
      MEDIA_SECRET: 'test-media-secret',
    });
    const lock = holdMemberRow(m.id);
    try {
      await lock.held;
      // The call reaches the other process and stops inside its transaction, at the debit.
      const inFlight = fetch(`${server.url}${api.buy.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', token: m.token },
        body: JSON.stringify(m.body),
      }).catch((error: unknown) => error);
      await waitingOnLock(application);
      server.child.kill('SIGKILL');
      await server.exited;
      expect(await inFlight).toBeInstanceOf(Error);
    } finally {
      lock.release();
      await lock.done;
      if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
    }
    // As the proxy resends it: the same body and token, to another process.
    const started = Date.now();
    const retry = envelope(await call(t.app, 'POST', api.buy.path, m.body, { token: m.token }), t.config, true);
    expect(retry).toMatchObject({ code: 0, data: zhCNPurchase.succeeded });
    expect(Date.now() - started).toBeLessThan(IDEMPOTENCY_WAIT_MS);
    expect((await balancesOf(db, m.id)).coins).toBe(10 - SINGLE_EPISODE_COINS);
    expect(await db.query('SELECT 1 FROM episode_purchases')).toHaveLength(1);
    expect(await ledgerDrift(db)).toEqual([]);
  }, 90_000);
});
