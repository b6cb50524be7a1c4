// 换一批 through a fleet: behind nginx the calls of one member land on any process,
// and with the turn kept in each process the batches went A A A B B B C C. The turn is in
// the database now: two apps on one database stand for two processes.
import { api, type HomeIndex, type Video } from '@nocturne/core';
import { describe, expect, test } from 'vitest';
import { BatchRotation } from '../src/catalogue/batchRotation.ts';
import { seedDemo } from '../src/seed/demo.ts';
import { call, envelope, processesPerFile, TEST_START, type TestApp } from './harness.ts';

const processes = processesPerFile();

async function post<T>(t: TestApp, endpoint: { path: string; encrypted: boolean }, body?: unknown): Promise<T> {
  const answer = envelope<T>(await call(t.app, 'POST', endpoint.path, body), t.config, endpoint.encrypted);
  expect(answer.code).toBe(0);
  return answer.data;
}

/** Four calls, alternating between the two processes, as round-robin does. */
async function alternating<T>(first: TestApp, second: TestApp, ask: (t: TestApp) => Promise<T>): Promise<T[]> {
  const answers: T[] = [];
  for (const t of [first, second, first, second]) answers.push(await ask(t));
  return answers;
}

describe('successive 换一批 through any process take successive turns', () => {
  test('the turn counter is one per list, atomic under concurrency', async () => {
    const [a, b] = [new BatchRotation(processes.db), new BatchRotation(processes.db)];
    const turns = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b).next('group')));
    expect(turns.sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(await a.next('other')).toBe(1);
  });

  test('changeBatch: four calls through two processes are four different batches, in order', async () => {
    const [first, second] = [await processes.start(), await processes.start()];
    await seedDemo(processes.db, first.config, { media: false, now: TEST_START });
    const body = { currentPage: 1, sonTypeCode: '', typeCode: '' };
    const batches = await alternating(first, second, (t) => post<Video[]>(t, api.changeBatch, body));
    const codes = batches.map((batch) => batch.map((video) => video.cartoonCode).join(','));
    expect(new Set(codes).size).toBe(4);
    // The whole pool, hottest first: batch n is the n-th window of five.
    const pool = await processes.db.query<{ id: number }>(`SELECT id FROM videos WHERE status = 'published' ORDER BY heat DESC, id`);
    expect(batches[1]!.map((video) => video.cartoonCode)).toEqual(pool.slice(10, 15).map((row) => row.id));
  });

  test('listIndex: the featured batch turns on every call, whichever process answers', async () => {
    const [first, second] = [await processes.start(), await processes.start()];
    await seedDemo(processes.db, first.config, { media: false, now: TEST_START });
    const featured = (index: HomeIndex) => index.typeList.flatMap((entry) => entry.cartoonInfoList.map((video) => video.cartoonCode)).join(',');
    const answers = (await alternating(first, second, (t) => post<HomeIndex>(t, api.homeIndex))).map(featured);
    expect(new Set(answers).size).toBe(4);
  });

  test('made-up sub-codes beside a real one turn the same list and add no counters', async () => {
    const t = await processes.start();
    await seedDemo(processes.db, t.config, { media: false, now: TEST_START });
    for (const junk of ['x1', 'x2', 'x3']) await post<Video[]>(t, api.changeBatch, { currentPage: 1, sonTypeCode: `4201,${junk}`, typeCode: '42' });
    expect(await processes.db.query('SELECT list, turn FROM batch_turns')).toEqual([{ list: '42|4201', turn: 3 }]);
  });
});
