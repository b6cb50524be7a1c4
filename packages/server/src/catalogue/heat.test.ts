import { describe, expect, test } from 'vitest';
import type { Db } from '../db/db.ts';
import { HeatCounter } from './heat.ts';

/** A database whose first write fails (a deadlock with another process); answers the batches written. */
function flakyDb(): { db: Db; written: unknown[][] } {
  const written: unknown[][] = [];
  let failed = false;
  const db = {
    query: async (sql: string, params: unknown[] = []) => {
      if (!sql.includes('INSERT INTO video_views')) return [];
      if (!failed) {
        failed = true;
        throw Object.assign(new Error('deadlock detected'), { code: '40P01' });
      }
      written.push(params);
      return [];
    },
  } as unknown as Db;
  return { db, written };
}

describe('the heat counter (views written in batches)', () => {
  test('a failed write keeps its views for the next flush, and every batch goes in one order (video, then member)', async () => {
    const { db, written } = flakyDb();
    const heat = new HeatCounter(db, () => new Date('2026-06-01T04:00:00Z'));
    heat.view(9, 2);
    heat.view(3, 7);
    heat.view(3, 1);
    await expect(heat.flush()).rejects.toThrow('deadlock detected');
    // The views are still counted for the detail's answer, and written by the next flush.
    expect(heat.view(3, 1)).toBe(2);
    await heat.flush();
    expect(written).toHaveLength(1);
    const [members, videos] = written[0] as [number[], number[]];
    expect(videos).toEqual([3, 3, 9]);
    expect(members).toEqual([1, 7, 2]);
  });
});
