// Scripted watching: heat counts a member's views of a video once per period in
// every process and across restarts, and watch time is credited by the wall clock only.
import { api } from '@nocturne/core';
import { expect, test } from 'vitest';
import { creditWatchTime } from '../src/catalogue/watching.ts';
import { SessionCache } from '../src/http/sessionCache.ts';
import { memberIdOf } from './money.ts';
import { processesPerFile, registerMember, testConfig, TestClock, type TestApp } from './harness.ts';

const processes = processesPerFile();
const serverProcess = () => processes.start();

const heatOf = async (videoId: number) => (await processes.db.query<{ heat: number }>('SELECT heat FROM videos WHERE id = $1', [videoId]))[0]!.heat;

test('100 detail calls by one member, spread over two processes and a restart, add 1 to heat', async () => {
  await processes.db.exec(`INSERT INTO videos (id, name, duration_seconds, heat) VALUES (1, '热度', 60, 10)`);
  const [first, second] = [await serverProcess(), await serverProcess()];
  const member = await registerMember(first.app);
  const detail = (t: TestApp) => t.app.inject({ method: 'POST', url: api.videoDetail.path, payload: { index: 0, vid: 1 }, headers: { token: member.token } });
  for (let i = 0; i < 40; i += 1) expect((await detail(i % 2 ? first : second)).json().code).toBe(0);
  // Closing writes what each process counted (a restart, for the first).
  const restarted = await processes.restart(first);
  for (let i = 0; i < 60; i += 1) expect((await detail(i % 2 ? restarted : second)).json().code).toBe(0);
  await processes.stop(restarted);
  await processes.stop(second);
  expect(await heatOf(1)).toBe(11);
  // Another member still warms it.
  const again = await serverProcess();
  const other = await registerMember(again.app);
  await again.app.inject({ method: 'POST', url: api.videoDetail.path, payload: { index: 0, vid: 1 }, headers: { token: other.token } });
  await processes.stop(again);
  expect(await heatOf(1)).toBe(12);
});

test('watch time: 1,300 segment fetches within 10 s of clock credit at most those 10 s (and the first segment)', async () => {
  const t = await serverProcess();
  const member = await registerMember(t.app);
  const memberId = await memberIdOf(processes.db, member.memberCode);
  const clock = new TestClock();
  const deps = { db: processes.db, config: testConfig(), now: clock.now, sessions: new SessionCache(0), store: undefined as never };
  const start = clock.now().getTime();
  // The 5 preview segments of 2 s, over and over, as fast as a script can.
  for (let i = 0; i < 1300; i += 1) {
    clock.set(new Date(start + Math.floor((i * 10_000) / 1300)));
    await creditWatchTime(deps, memberId, 2);
  }
  const watched = async () => (await processes.db.query<{ seconds: number }>('SELECT seconds FROM watch_time WHERE member_id = $1', [memberId]))[0]!.seconds;
  const scripted = await watched();
  expect(scripted).toBeLessThanOrEqual(2 + 10);
  // The fractions of a second between fetches add up: the time that passed is credited.
  expect(scripted).toBeGreaterThanOrEqual(2 + 9);
  // A player fetching a 2 s segment every 2 s for a minute earns that minute.
  clock.advance(60_000);
  await creditWatchTime(deps, memberId, 2);
  const before = await watched();
  for (let i = 0; i < 30; i += 1) {
    clock.advance(2000);
    await creditWatchTime(deps, memberId, 2);
  }
  expect((await watched()) - before).toBe(60);
}, 60_000);
