// A fleet's first start: three processes started at once on an empty database.
// Migrations took a lock, the demo seed did not, and two of three crashed on a duplicate
// category. Each start here has its own connections, as separate processes do.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import type { Db } from '../src/db/db.ts';
import { DEMO_CATEGORIES, DEMO_VIDEO_COUNT } from '../src/seed/demoData.ts';
import { startServer, type RunningServer } from '../src/start.ts';
import { openPostgresSchema, POSTGRES_URL } from './postgresSchema.ts';

const PROCESSES = 3;
const opened = await openPostgresSchema('fleet_start', { migrated: false });

describe.skipIf(typeof opened === 'string')('several servers started at the same moment on one empty PostgreSQL database', () => {
  const db = opened as Db;
  const running: RunningServer[] = [];
  afterAll(async () => {
    await Promise.all(running.map((server) => server.close()));
    await db.close();
  });

  test(`all ${PROCESSES} come up, and the catalogue is seeded exactly once`, async () => {
    const [{ schema }] = (await db.query<{ schema: string }>('SELECT current_schema() AS schema')) as [{ schema: string }];
    const url = new URL(POSTGRES_URL);
    url.searchParams.set('search_path', schema);
    const env = {
      DATABASE_URL: url.href,
      DATABASE_POOL_SIZE: '2',
      PORT: '0',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'nocturne-fleet-')),
      SEED_DEMO: 'true',
      SEED_MEDIA: 'false',
      MEDIA_WORKERS: '0',
    };
    const starts = await Promise.allSettled(Array.from({ length: PROCESSES }, () => startServer({ env, logger: false })));
    for (const start of starts) if (start.status === 'fulfilled') running.push(start.value);
    expect(starts.map((start) => (start.status === 'rejected' ? String(start.reason) : 'up'))).toEqual(Array(PROCESSES).fill('up'));
    for (const server of running) expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    const [counts] = await db.query<{ categories: number; videos: number }>(
      `SELECT (SELECT count(*) FROM categories) AS categories, (SELECT count(*) FROM videos) AS videos`,
    );
    expect(counts).toMatchObject({ categories: DEMO_CATEGORIES.length, videos: DEMO_VIDEO_COUNT });
  });
});
