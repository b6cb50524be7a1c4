import { hostname } from 'node:os';
import { api, type PlaybackBeacon } from '@nocturne/core';
import { describe, expect, test } from 'vitest';
import { loadConfig } from '../src/config.ts';
import type { Db } from '../src/db/db.ts';
import { INSTANCE_LABEL } from '../src/telemetry/metrics.ts';
import { BEACONS_PER_ADDRESS_PER_MINUTE } from '../src/telemetry/routes.ts';
import type { PlaybackDay } from '../src/telemetry/playback.ts';
import { call, openTestDb, registerMember, serverPerFile, TEST_ADMIN_TOKEN, testApp, testConfig, type TestApp } from './harness.ts';
import { videoWithEpisodes } from './money.ts';

let db: Db;
let t: TestApp;

serverPerFile((server) => ({ db, t } = server));

const METRICS_TOKEN = 'test-metrics-token-0123456789abcdef';
const operator = { authorization: `Bearer ${TEST_ADMIN_TOKEN}` };

const beaconOf = (video: number, extra: Partial<PlaybackBeacon> = {}): PlaybackBeacon => ({
  video,
  firstFramesMs: [],
  rebuffers: 0,
  rebufferMs: 0,
  renditions: [],
  switches: 0,
  errors: {},
  ...extra,
});

/** As navigator.sendBeacon sends a string: text/plain, no token. */
const sendBeacon = (app: TestApp['app'], body: unknown, remoteAddress = '10.0.0.1') =>
  app.inject({
    method: 'POST',
    url: api.playbackBeacon.path,
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
    remoteAddress,
  });

const report = async (query = ''): Promise<PlaybackDay[]> => {
  const response = await t.app.inject({ method: 'GET', url: `/admin/playback${query}`, headers: operator });
  expect(response.statusCode).toBe(200);
  return (response.json() as { data: PlaybackDay[] }).data;
};

/** Samples of the Prometheus text format; throws on a line that is neither a comment nor a sample. */
function parseMetrics(text: string): { name: string; labels: Record<string, string>; value: number }[] {
  return text
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('# HELP ') && !line.startsWith('# TYPE '))
    .map((line) => {
      // Values as Go's ParseFloat reads them (prom-client writes NaN as "Nan").
      const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (-?[0-9.e+-]+|nan|[+-]inf)$/i.exec(line);
      if (!match) throw new Error(`not a Prometheus sample: ${line}`);
      const labels = Object.fromEntries([...(match[2] ?? '').matchAll(/([a-zA-Z_]+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1]!, m[2]!]));
      return { name: match[1]!, labels, value: Number(match[3]) };
    });
}

async function metrics(app = t.app, token = TEST_ADMIN_TOKEN) {
  const response = await app.inject({ method: 'GET', url: '/admin/metrics', headers: { authorization: `Bearer ${token}` } });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  const samples = parseMetrics(response.body);
  return (name: string, labels: Record<string, string> = {}) =>
    samples.filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v)).reduce((sum, s) => sum + s.value, 0);
}

describe('playback beacon', () => {
  test('text/plain and JSON beacons of a day add up in its rollup row, with percentiles from the buckets', async () => {
    const video = await videoWithEpisodes(db);
    const first = await sendBeacon(
      t.app,
      beaconOf(video.code, {
        firstFramesMs: [420, 900],
        rebuffers: 1,
        rebufferMs: 1500,
        renditions: [
          { height: 720, bitrate: 2_800_000, watchedMs: 30_000 },
          { height: 360, bitrate: 800_000, watchedMs: 10_000 },
        ],
        switches: 1,
        errors: { network: 1 },
      }),
    );
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ code: 0 });
    const second = await call(
      t.app,
      'POST',
      api.playbackBeacon.path,
      beaconOf(video.code, { firstFramesMs: [3000], rebuffers: 2, rebufferMs: 500, renditions: [{ height: 720, bitrate: 2_800_000, watchedMs: 20_000 }], errors: { network: 2, media: 1 } }),
    );
    expect(second.json()).toMatchObject({ code: 0 });

    const [day, ...others] = await report();
    expect(others).toEqual([]);
    expect(day).toMatchObject({
      day: '2026-06-01',
      cartoonCode: video.code,
      beacons: 2,
      plays: 3,
      firstFrameMeanMs: 1440,
      firstFrameBuckets: { '500': 1, '1000': 1, '4000': 1 },
      firstFrameP50Ms: '1000',
      firstFrameP90Ms: '4000',
      rebuffers: 3,
      rebufferSeconds: 2,
      rebufferRatio: Number((2000 / 62_000).toFixed(4)),
      watchedSeconds: 60,
      switches: 1,
      errors: { network: 3, media: 1 },
      renditionShare: { '720': Number((50 / 60).toFixed(4)), '360': Number((10 / 60).toFixed(4)) },
    });
  });

  test('the next business day starts a new row; the report filters by video and range', async () => {
    const one = await videoWithEpisodes(db);
    const two = await videoWithEpisodes(db);
    await sendBeacon(t.app, beaconOf(one.code, { firstFramesMs: [300] }));
    t.clock.advance(24 * 3_600_000);
    await sendBeacon(t.app, beaconOf(one.code, { firstFramesMs: [300] }));
    await sendBeacon(t.app, beaconOf(two.code, { firstFramesMs: [9000, 9000] }));
    expect((await report()).map((row) => [row.day, row.cartoonCode, row.plays])).toEqual([
      ['2026-06-02', two.code, 2],
      ['2026-06-02', one.code, 1],
      ['2026-06-01', one.code, 1],
    ]);
    expect((await report(`?video=${one.code}&from=2026-06-01&to=2026-06-01`)).map((row) => row.day)).toEqual(['2026-06-01']);
    expect((await report(`?video=${two.code}`))[0]).toMatchObject({ firstFrameP50Ms: '+Inf', firstFrameP90Ms: '+Inf' });
  });

  test('untrusted heights count under a standard rung, so they never grow the rollup or the labels', async () => {
    const video = await videoWithEpisodes(db);
    await sendBeacon(t.app, beaconOf(video.code, { renditions: [1, 404, 719, 720, 4320].map((height) => ({ height, bitrate: 1, watchedMs: 1000 })) }));
    expect((await report())[0]?.renditionShare).toEqual({ '0': 0.2, '360': 0.2, '540': 0.2, '720': 0.2, '2160': 0.2 });
  });

  test('out-of-bounds or malformed beacons are refused (code 400, never a 500) and write nothing', async () => {
    const video = await videoWithEpisodes(db);
    const bad: unknown[] = [
      'not json',
      '',
      beaconOf(0),
      { ...beaconOf(video.code), rebuffers: undefined },
      beaconOf(video.code, { firstFramesMs: Array.from({ length: 11 }, () => 100) }),
      beaconOf(video.code, { firstFramesMs: [-1] }),
      beaconOf(video.code, { firstFramesMs: [120_001] }),
      beaconOf(video.code, { rebufferMs: 1e300 }),
      beaconOf(video.code, { renditions: [{ height: 4321, bitrate: 0, watchedMs: 1 }] }),
      beaconOf(video.code, { errors: { network: 101 } }),
      { ...beaconOf(video.code), rebuffers: 'many' },
      [beaconOf(video.code)],
    ];
    for (const body of bad) {
      const response = await sendBeacon(t.app, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(200);
      expect(response.json().code, JSON.stringify(body)).toBe(400);
    }
    const huge = await sendBeacon(t.app, JSON.stringify({ ...beaconOf(video.code), padding: 'x'.repeat(5000) }));
    expect(huge.statusCode).toBe(200);
    expect(huge.json().code).toBe(413);
    expect(await report()).toEqual([]);
  });

  test('a video that does not exist (or was taken down) is refused with 404 and no row', async () => {
    const video = await videoWithEpisodes(db);
    await db.query(`UPDATE videos SET status = 'taken_down' WHERE id = $1`, [video.code]);
    expect((await sendBeacon(t.app, beaconOf(video.code, { firstFramesMs: [1] }))).json().code).toBe(404);
    expect((await sendBeacon(t.app, beaconOf(999_999, { firstFramesMs: [1] }))).json().code).toBe(404);
    expect(await db.query('SELECT * FROM playback_daily')).toEqual([]);
  });

  test(`is rate limited to ${BEACONS_PER_ADDRESS_PER_MINUTE} a minute per address`, async () => {
    const video = await videoWithEpisodes(db);
    const codes: number[] = [];
    for (let i = 0; i <= BEACONS_PER_ADDRESS_PER_MINUTE; i += 1) codes.push((await sendBeacon(t.app, beaconOf(video.code, { switches: 1 }), '10.0.0.9')).json().code);
    expect(codes.filter((code) => code === 0)).toHaveLength(BEACONS_PER_ADDRESS_PER_MINUTE);
    expect(codes.at(-1)).toBe(429);
    expect((await sendBeacon(t.app, beaconOf(video.code, { switches: 1 }), '10.0.0.10')).json().code).toBe(0);
    t.clock.advance(60_000);
    expect((await sendBeacon(t.app, beaconOf(video.code, { switches: 1 }), '10.0.0.9')).json().code).toBe(0);
  });
});

describe('operator report', () => {
  test('needs the operator token and a sane range', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/admin/playback' })).statusCode).toBe(401);
    for (const query of ['?from=2026-06-02&to=2026-06-01', '?from=2026-02-31', '?from=2026-01-01&to=2026-06-01', '?video=abc']) {
      expect((await t.app.inject({ method: 'GET', url: `/admin/playback${query}`, headers: operator })).statusCode, query).toBe(400);
    }
  });
});

describe('Prometheus metrics', () => {
  test('count requests by route pattern and status, and the beacons\' playback figures', async () => {
    const video = await videoWithEpisodes(db);
    const before = await metrics();
    const beaconRoute = { method: 'POST', route: api.playbackBeacon.path, status: '200' };
    await sendBeacon(t.app, beaconOf(video.code, { firstFramesMs: [400, 1500], rebuffers: 2, rebufferMs: 2500, errors: { media: 1 }, renditions: [{ height: 720, bitrate: 1, watchedMs: 8000 }] }));
    await sendBeacon(t.app, 'not json');
    await call(t.app, 'GET', '/no/such/path/12345');
    await t.app.inject({ method: 'GET', url: '/admin/chats/someone', headers: operator });
    const after = await metrics();

    const delta = (name: string, labels: Record<string, string> = {}) => after(name, labels) - before(name, labels);
    expect(delta('nocturne_http_requests_total', beaconRoute)).toBe(2);
    expect(delta('nocturne_http_request_duration_seconds_count', beaconRoute)).toBe(2);
    // The raw URL never becomes a label: the matched pattern, or 'unmatched'.
    expect(delta('nocturne_http_requests_total', { route: 'unmatched', status: '404' })).toBe(1);
    expect(delta('nocturne_http_requests_total', { route: '/admin/chats/:code' })).toBe(1);
    expect(after('nocturne_http_requests_total', { route: '/no/such/path/12345' })).toBe(0);

    expect(delta('nocturne_playback_beacons_total')).toBe(1);
    expect(delta('nocturne_playback_first_frame_seconds_count')).toBe(2);
    expect(delta('nocturne_playback_first_frame_seconds_bucket', { le: '0.5' })).toBe(1);
    expect(delta('nocturne_playback_first_frame_seconds_bucket', { le: '2' })).toBe(2);
    expect(delta('nocturne_playback_rebuffers_total')).toBe(2);
    expect(delta('nocturne_playback_rebuffer_seconds_total')).toBe(2.5);
    expect(delta('nocturne_playback_errors_total', { kind: 'media' })).toBe(1);
    expect(delta('nocturne_playback_watched_seconds_total', { height: '720' })).toBe(8);
    expect(after('nocturne_process_cpu_seconds_total')).toBeGreaterThan(0);
  });

  test('are refused without the operator token, a member token included', async () => {
    const member = await registerMember(t.app);
    for (const headers of [{}, { authorization: `Bearer ${member.token}` }, { token: member.token }, { authorization: 'Bearer wrong-token-0123456789abcdef0123' }]) {
      const response = await t.app.inject({ method: 'GET', url: '/admin/metrics', headers });
      expect(response.statusCode).toBe(401);
      expect(response.body).not.toContain('nocturne_');
    }
  });

  test('every series names its process (INSTANCE_NAME, by default host:port), so a fleet sums by it', async () => {
    expect(loadConfig({ PORT: '8081' }).instanceName).toBe(`${hostname()}:8081`);
    expect(loadConfig({ INSTANCE_NAME: 'app-2' }).instanceName).toBe('app-2');
    expect(() => loadConfig({ INSTANCE_NAME: 'a"b' })).toThrow(/INSTANCE_NAME/);
    const own = await openTestDb();
    const fleet = [await testApp(own, { config: testConfig({ instanceName: 'app-1' }) }), await testApp(own, { config: testConfig({ instanceName: 'app-2' }) })];
    try {
      for (const [index, process] of fleet.entries()) {
        await process.app.inject({ method: 'GET', url: '/healthz' });
        const response = await process.app.inject({ method: 'GET', url: '/admin/metrics', headers: operator });
        const samples = parseMetrics(response.body);
        expect(samples.length).toBeGreaterThan(50);
        expect(samples.filter((sample) => sample.labels[INSTANCE_LABEL] !== `app-${index + 1}`)).toEqual([]);
        expect(samples.some((sample) => sample.name === 'nocturne_http_requests_total' && sample.labels.route === '/healthz')).toBe(true);
      }
    } finally {
      for (const process of fleet) await process.app.close();
      await own.close();
    }
  });

  test('METRICS_TOKEN is as long as the operator token must be', () => {
    expect(() => loadConfig({ METRICS_TOKEN: 'a'.repeat(31) })).toThrow(/METRICS_TOKEN must be at least 32 characters/);
    expect(loadConfig({ METRICS_TOKEN: 'a'.repeat(32) }).metricsToken).toBe('a'.repeat(32));
  });

  test('METRICS_TOKEN reads the metrics and nothing else; with it alone the rest of the operator API takes no token', async () => {
    const own = await openTestDb();
    const both = await testApp(own, { config: testConfig({ metricsToken: METRICS_TOKEN }) });
    const metricsOnly = await testApp(own, { config: testConfig({ adminToken: '', metricsToken: METRICS_TOKEN }) });
    try {
      await metrics(both.app, METRICS_TOKEN);
      await metrics(both.app, TEST_ADMIN_TOKEN);
      const scraper = { authorization: `Bearer ${METRICS_TOKEN}` };
      expect((await both.app.inject({ method: 'GET', url: '/admin/playback', headers: scraper })).statusCode).toBe(401);
      await metrics(metricsOnly.app, METRICS_TOKEN);
      expect((await metricsOnly.app.inject({ method: 'GET', url: '/admin/playback', headers: scraper })).statusCode).toBe(401);
    } finally {
      await both.app.close();
      await metricsOnly.app.close();
      await own.close();
    }
  });
});
