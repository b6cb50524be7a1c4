// Rate limits live in the database: every server process counts into the same
// windows and a restart forgets nothing. Two apps on one database stand for two processes;
// closing one and building another stands for a restart.
import { api } from '@nocturne/core';
import { describe, expect, test } from 'vitest';
import { ADMIN_FAILURES_PER_MINUTE } from '../src/operators/guard.ts';
import { RateLimiter } from '../src/http/rateLimit.ts';
import { processesPerFile, TEST_ADMIN_TOKEN, testConfig, TestClock, type TestApp } from './harness.ts';

const processes = processesPerFile({ config: () => testConfig({ registerPerAddressPerHour: 3 }) });
const serverProcess = () => processes.start();
const restart = (t: TestApp) => processes.restart(t);

const register = (t: TestApp, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: api.autoRegister.path, payload: { deviceType: 0, uuid: crypto.randomUUID() }, remoteAddress });

describe('a limit is one limit however many processes serve it', () => {
  test('registrations per address count across two processes and across a restart', async () => {
    const [first, second] = [await serverProcess(), await serverProcess()];
    expect((await register(first, '10.1.1.1')).json().code).toBe(0);
    expect((await register(second, '10.1.1.1')).json().code).toBe(0);
    expect((await register(first, '10.1.1.1')).json().code).toBe(0);
    // The fourth of the hour, whichever process gets it.
    expect((await register(second, '10.1.1.1')).json()).toMatchObject({ code: 429 });
    const restarted = await restart(first);
    expect((await register(restarted, '10.1.1.1')).json()).toMatchObject({ code: 429 });
    expect((await register(restarted, '10.1.1.2')).json().code).toBe(0);
  });

  test('the limiter counts atomically under concurrency and starts again with the next window', async () => {
    const clock = new TestClock();
    const limiter = new RateLimiter(processes.db, 'test', 10, 60_000, clock.now);
    const results = await Promise.allSettled(Array.from({ length: 30 }, () => limiter.hit('member:1')));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    expect(await limiter.attempts('member:1')).toBe(30);
    clock.advance(60_000);
    await expect(limiter.hit('member:1')).resolves.toBeUndefined();
    // Finished windows are swept.
    expect(await processes.db.query(`SELECT 1 FROM rate_limits WHERE name = 'test'`)).toHaveLength(1);
  });
});

describe('operator API', () => {
  const admin = (t: TestApp, token: string, remoteAddress = '10.2.2.2') =>
    t.app.inject({ method: 'GET', url: '/admin/config', headers: { authorization: `Bearer ${token}` }, remoteAddress });

  test(`${ADMIN_FAILURES_PER_MINUTE} wrong tokens a minute from an address, in any process, then it is refused until the minute ends`, async () => {
    const [first, second] = [await serverProcess(), await serverProcess()];
    for (let i = 0; i < ADMIN_FAILURES_PER_MINUTE; i += 1) {
      expect((await admin(i % 2 ? first : second, `guess-${i}`)).statusCode).toBe(401);
    }
    expect((await admin(first, 'one-more-guess')).statusCode).toBe(429);
    // Even the right token: the address is shut for the window, so guessing cannot go on.
    expect((await admin(second, TEST_ADMIN_TOKEN)).statusCode).toBe(429);
    expect((await admin(second, TEST_ADMIN_TOKEN, '10.2.2.3')).statusCode).toBe(200);
    first.clock.advance(60_000);
    expect((await admin(first, TEST_ADMIN_TOKEN)).statusCode).toBe(200);
  });
});
