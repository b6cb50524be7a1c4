/**
 * 离线缓存's licences (src/offline/): who gets one, until when (min(VIP end, now + offline
 * days)), that its playlist URL downloads the whole rendition with every key, that asking again
 * renews the same licence, and how offlineCheck renews or revokes a device's licences. The
 * ladder is a small encrypted one written by hand (two renditions, 7 segments of 2 s), so no
 * ffmpeg runs here.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  api,
  FORBIDDEN_CODE,
  OFFLINE_CHECK_MAX_IDS,
  OFFLINE_DAYS_DEFAULT,
  OFFLINE_DAYS_MAX,
  OFFLINE_DAYS_MIN,
  REFUSED_CODE,
  zhCNOffline,
  zhCNOperator,
  type OfflineLicence,
  type OfflineLicenceRequest,
  type OfflineLicenceState,
} from '@nocturne/core';
import { beforeAll, describe, expect, test } from 'vitest';
import type { Db } from '../src/db/db.ts';
import { mediaFolder } from '../src/media/library.ts';
import { writeMaster } from '../src/media/master.ts';
import { newKeySeed, segmentDecipher, windowKey } from '../src/media/keys/contentKeys.ts';
import { encryptLadder } from '../src/media/keys/encryptLadder.ts';
import { keyWindowOf } from '../src/media/keys/keyWindows.ts';
import { grantVipDays } from '../src/members/vip.ts';
import { call, envelope, registerMember, serverPerFile, TEST_ADMIN_TOKEN, type TestApp } from './harness.ts';
import { memberIdOf } from './money.ts';

let db: Db;
let t: TestApp;

const DAY = 86_400_000;
const SEGMENTS = 7;
const SEGMENT_SECONDS = 2;
const AVERAGE_BANDWIDTH = { '360p': 700_000, '540p': 1_300_000 };
const DEVICE = 'device-0001-aaaa';
const OTHER_DEVICE = 'device-0002-bbbb';
const seed = newKeySeed();
/** Each rendition's plain segments, to compare what a download decrypts. */
const plain: Record<string, Buffer[]> = {};

/** Video 1: episodes 1 and 3 on the encrypted ladder `off1`, episode 2 on the plain `plain1` (same files, no seed). */
async function catalogue(): Promise<void> {
  await db.query(`INSERT INTO media (id, dir, duration_seconds, key_seed) VALUES (1, 'off1', 14, $1), (2, 'plain1', 14, NULL)`, [seed]);
  await db.exec(`
    INSERT INTO videos (id, name, duration_seconds) VALUES (1, '离线视频', 14);
    INSERT INTO episodes (id, video_id, channel, name, sort, media_id) VALUES (1, 1, '线路一', '第1集', 1, 1), (2, 1, '线路一', '第2集', 2, 2), (3, 1, '线路一', '第3集', 3, 1);`);
}

function writeLadder(dir: string): void {
  const folder = mediaFolder(t.config, dir);
  const variants = Object.entries(AVERAGE_BANDWIDTH).map(([name, averageBandwidth]) => ({
    name,
    bandwidth: averageBandwidth * 2,
    averageBandwidth,
    width: name === '360p' ? 640 : 960,
    height: Number.parseInt(name, 10),
    codecs: 'avc1.4d401e,mp4a.40.2',
  }));
  for (const { name } of variants) {
    mkdirSync(path.join(folder, name), { recursive: true });
    const lines = ['#EXTM3U', `#EXT-X-TARGETDURATION:${SEGMENT_SECONDS}`];
    plain[name] = [];
    for (let index = 0; index < SEGMENTS; index += 1) {
      const file = `seg${String(index).padStart(3, '0')}.ts`;
      const bytes = Buffer.from(`${name} segment ${index} `.repeat(40 + index));
      plain[name]!.push(bytes);
      writeFileSync(path.join(folder, name, file), bytes);
      lines.push(`#EXTINF:${SEGMENT_SECONDS}.000000,`, file);
    }
    lines.push('#EXT-X-ENDLIST', '');
    writeFileSync(path.join(folder, name, 'index.m3u8'), lines.join('\n'));
  }
  writeFileSync(path.join(folder, 'master.m3u8'), writeMaster(variants));
}

serverPerFile(
  (server) => ({ db, t } = server),
  () => catalogue(),
);

beforeAll(async () => {
  writeLadder('plain1');
  writeLadder('off1');
  await encryptLadder(mediaFolder(t.config, 'off1'), seed);
});

type Member = Awaited<ReturnType<typeof registerMember>> & { id: number };

async function member(vipDays = 0): Promise<Member> {
  const m = await registerMember(t.app);
  const id = await memberIdOf(db, m.memberCode);
  if (vipDays) await grantVipDays(db, { memberId: id, days: vipDays, reason: 'plan', now: t.clock.now(), period: 1 });
  return { ...m, id };
}

const request = (overrides: Partial<OfflineLicenceRequest> = {}): OfflineLicenceRequest => ({ vid: 1, episodeId: 1, rendition: '540p', device: DEVICE, ...overrides });
const askLicence = (m: Member, body: unknown = request()) => call(t.app, 'POST', api.offlineLicence.path, body, { token: m.token });
const askCheck = (m: Member, body: unknown) => call(t.app, 'POST', api.offlineCheck.path, body, { token: m.token });

async function licence(m: Member, body: unknown = request()): Promise<OfflineLicence> {
  const answer = envelope<OfflineLicence>(await askLicence(m, body), t.config);
  expect(answer.code, answer.msg).toBe(0);
  return answer.data;
}

async function check(m: Member, ids: string[], device = DEVICE): Promise<OfflineLicenceState[]> {
  const answer = envelope<OfflineLicenceState[]>(await askCheck(m, { device, ids }), t.config);
  expect(answer.code, answer.msg).toBe(0);
  return answer.data;
}

const now = () => t.clock.now().getTime();
const admin = (body: unknown) => t.app.inject({ method: 'PUT', url: '/admin/config', headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}` }, payload: body as object });
const licenceRows = () => db.query<{ id: string; revoke_reason: string | null }>('SELECT id, revoke_reason FROM offline_licences ORDER BY issued_at');

describe('offlineLicence', () => {
  test('a member without VIP or a purchase is refused with the sentence, and nothing is granted', async () => {
    const answer = (await askLicence(await member())).json();
    expect(answer).toMatchObject({ code: REFUSED_CODE, msg: zhCNOffline.refusal.notEntitled });
    expect(await licenceRows()).toEqual([]);
  });

  test('a VIP gets a licence whose playlist downloads the whole rendition: every segment listed, every key 200, each segment decrypts', async () => {
    const m = await member(30);
    const granted = await licence(m);
    expect(granted).toMatchObject({ vid: 1, episodeId: 1, rendition: '540p', fetchBy: now() + DAY, expiresAt: now() + OFFLINE_DAYS_DEFAULT * DAY });
    // The measured mean bitrate times the rendition's 14 s.
    expect(granted.estimatedBytes).toBe((AVERAGE_BANDWIDTH['540p'] * SEGMENTS * SEGMENT_SECONDS) / 8);
    const url = new URL(granted.playlistUrl);
    expect(url.pathname).toMatch(new RegExp(`^/media/play/${m.id}/${(now() + DAY) / 1000}/[\\w-]+/1/540p\\.m3u8$`));

    const playlist = await t.app.inject({ method: 'GET', url: url.pathname });
    expect(playlist.statusCode).toBe(200);
    const lines = playlist.body.split('\n');
    const segments = lines.filter((line) => line && !line.startsWith('#'));
    expect(segments).toHaveLength(SEGMENTS);
    const keys = [...playlist.body.matchAll(/URI="([^"]+)"/g)].map((match) => new URL(match[1]!).pathname);
    expect(keys).toHaveLength(keyWindowOf(SEGMENTS - 1) + 1);
    const keyBytes = await Promise.all(keys.map((key) => t.app.inject({ method: 'GET', url: key })));
    expect(keyBytes.map((answer) => answer.statusCode)).toEqual(keys.map(() => 200));
    for (const [index, segment] of segments.entries()) {
      const bytes = await t.app.inject({ method: 'GET', url: new URL(segment, 'http://x').pathname });
      expect(bytes.statusCode).toBe(200);
      const key = keyBytes[keyWindowOf(index)]!.rawPayload;
      expect(key).toEqual(windowKey(seed, keyWindowOf(index)));
      const decipher = segmentDecipher(key, index);
      expect(Buffer.concat([decipher.update(bytes.rawPayload), decipher.final()])).toEqual(plain['540p']![index]);
    }
  });

  test('the playlist URL lapses after a day (fetchBy); asking again signs a fresh one', async () => {
    const m = await member(30);
    const first = await licence(m);
    t.clock.advance(DAY + 1000);
    expect((await t.app.inject({ method: 'GET', url: new URL(first.playlistUrl).pathname })).statusCode).toBe(403);
    const again = await licence(m);
    expect(again.id).toBe(first.id);
    expect((await t.app.inject({ method: 'GET', url: new URL(again.playlistUrl).pathname })).statusCode).toBe(200);
  });

  test(`the licence ends at min(VIP end, now + ${OFFLINE_DAYS_DEFAULT} days), and at the operator's offlineDays`, async () => {
    const shortVip = await member(3);
    expect((await licence(shortVip)).expiresAt).toBe(now() + 3 * DAY);
    const longVip = await member(30);
    expect((await licence(longVip)).expiresAt).toBe(now() + 7 * DAY);

    expect((await admin({ offlineDays: 2 })).statusCode).toBe(200);
    expect((await licence(longVip)).expiresAt).toBe(now() + 2 * DAY);
    expect((await admin({ offlineDays: 20 })).statusCode).toBe(200);
    expect((await licence(longVip)).expiresAt).toBe(now() + 20 * DAY);
    expect((await licence(shortVip)).expiresAt).toBe(now() + 3 * DAY);
  });

  test(`offlineDays is ${OFFLINE_DAYS_MIN} to ${OFFLINE_DAYS_MAX} days: anything else is a 400 and changes nothing`, async () => {
    for (const days of [OFFLINE_DAYS_MIN - 1, OFFLINE_DAYS_MAX + 1, 1.5, 'long']) expect((await admin({ offlineDays: days })).statusCode, String(days)).toBe(400);
    for (const days of [OFFLINE_DAYS_MIN, OFFLINE_DAYS_MAX]) expect((await admin({ offlineDays: days })).statusCode).toBe(200);
    const config = envelope<{ offlineDays: number }>(await call(t.app, 'POST', api.config.path), t.config).data;
    expect(config.offlineDays).toBe(OFFLINE_DAYS_MAX);
  });

  test('asking again for the same device, episode and rendition renews the same licence; another rendition or device is another', async () => {
    const m = await member(30);
    const first = await licence(m);
    t.clock.advance(DAY);
    const again = await licence(m);
    expect(again.id).toBe(first.id);
    expect(again.expiresAt).toBe(now() + OFFLINE_DAYS_DEFAULT * DAY);
    const other = await licence(m, request({ rendition: '360p' }));
    const elsewhere = await licence(m, request({ device: OTHER_DEVICE }));
    expect(new Set([first.id, other.id, elsewhere.id]).size).toBe(3);
    expect(await licenceRows()).toHaveLength(3);
  });

  test('a double tap (ten asks at once) grants one licence: one id, one row', async () => {
    const m = await member(30);
    const answers = await Promise.all(Array.from({ length: 10 }, () => licence(m, request({ rendition: '360p' }))));
    expect(new Set(answers.map((answer) => answer.id)).size).toBe(1);
    expect((await licenceRows()).filter((row) => row.id === answers[0]!.id)).toHaveLength(1);
  });

  test('a member who bought the episode gets a licence of the full offline days, and only for that episode', async () => {
    const m = await member();
    await db.query('INSERT INTO episode_purchases (member_id, episode_id, coins) VALUES ($1, 1, 2)', [m.id]);
    expect((await licence(m)).expiresAt).toBe(now() + OFFLINE_DAYS_DEFAULT * DAY);
    expect((await askLicence(m, request({ episodeId: 3 }))).json()).toMatchObject({ code: REFUSED_CODE, msg: zhCNOffline.refusal.notEntitled });
  });

  test('an episode of another video or not published, or a rendition not in its encrypted ladder, is refused with its sentence', async () => {
    const m = await member(30);
    const refusal = async (body: OfflineLicenceRequest) => (await askLicence(m, body)).json();
    expect(await refusal(request({ vid: 2 }))).toMatchObject({ code: REFUSED_CODE, msg: zhCNOffline.refusal.noSuchEpisode });
    expect(await refusal(request({ episodeId: 99 }))).toMatchObject({ code: REFUSED_CODE, msg: zhCNOffline.refusal.noSuchEpisode });
    expect(await refusal(request({ rendition: '1080p' }))).toMatchObject({ code: REFUSED_CODE, msg: zhCNOffline.refusal.noSuchRendition });
    // A plain ladder's segments are signed and short-lived: it cannot be kept as served.
    expect(await refusal(request({ episodeId: 2 }))).toMatchObject({ code: REFUSED_CODE, msg: zhCNOffline.refusal.noSuchRendition });
    await db.query("UPDATE videos SET status = 'taken_down' WHERE id = 1");
    expect(await refusal(request())).toMatchObject({ code: REFUSED_CODE, msg: zhCNOffline.refusal.noSuchEpisode });
    expect(await licenceRows()).toEqual([]);
  });

  test("a suspended member's calls are refused by the route layer (code 403), licence and check alike", async () => {
    const m = await member(30);
    await db.query('UPDATE members SET suspended_at = $2 WHERE id = $1', [m.id, t.clock.now()]);
    for (const answer of [await askLicence(m), await askCheck(m, { device: DEVICE, ids: [] })]) {
      expect(answer.json()).toMatchObject({ code: FORBIDDEN_CODE, msg: zhCNOperator.memberSuspended });
    }
    expect(await licenceRows()).toEqual([]);
  });

  test('junk bodies are a 400, never a 500; without a token it is 8000', async () => {
    const m = await member(30);
    const junk: unknown[] = [
      {},
      { ...request(), vid: 'abc' },
      { ...request(), vid: '9'.repeat(400) },
      { ...request(), episodeId: -1 },
      { ...request(), episodeId: '1'.repeat(400) },
      { ...request(), rendition: '../x' },
      { ...request(), rendition: '' },
      { ...request(), device: 'short' },
      { ...request(), device: 'has spaces in it' },
      { ...request(), device: 'x'.repeat(65) },
      [],
    ];
    for (const body of junk) {
      const answer = await askLicence(m, body);
      expect(answer.json().code, JSON.stringify(body)).toBe(400);
    }
    expect((await call(t.app, 'POST', api.offlineLicence.path, request())).json().code).toBe(8000);
  });
});

describe('offlineCheck', () => {
  test('a held licence is renewed from now; after the VIP ends it is revoked for good with vipEnded', async () => {
    const m = await member(30);
    const { id } = await licence(m);
    t.clock.advance(2 * DAY);
    expect(await check(m, [id])).toEqual([{ id, state: 'valid', expiresAt: now() + OFFLINE_DAYS_DEFAULT * DAY }]);

    await db.query('UPDATE members SET vip_expires_at = $2 WHERE id = $1', [m.id, new Date(now() - 1000)]);
    expect(await check(m, [id])).toEqual([{ id, state: 'revoked', reason: 'vipEnded' }]);
    expect(await licenceRows()).toEqual([{ id, revoke_reason: 'vipEnded' }]);
    // VIP again: the revoked licence stays revoked until the member asks for it again.
    await grantVipDays(db, { memberId: m.id, days: 30, reason: 'plan', now: t.clock.now(), period: 1 });
    expect(await check(m, [id])).toEqual([{ id, state: 'revoked', reason: 'vipEnded' }]);
    expect((await licence(m)).id).toBe(id);
    expect(await check(m, [id])).toEqual([{ id, state: 'valid', expiresAt: now() + OFFLINE_DAYS_DEFAULT * DAY }]);
  });

  test('the VIP lapsing by the clock revokes it too, and the renewal never passes the VIP end', async () => {
    const m = await member(5);
    const { id } = await licence(m);
    const vipEnd = now() + 5 * DAY;
    t.clock.advance(DAY);
    expect(await check(m, [id])).toEqual([{ id, state: 'valid', expiresAt: vipEnd }]);
    t.clock.advance(4 * DAY);
    expect(await check(m, [id])).toEqual([{ id, state: 'revoked', reason: 'vipEnded' }]);
  });

  test("answers in the order asked; unknown ids, another device's and another member's answer revoked", async () => {
    const m = await member(30);
    const stranger = await member(30);
    const mine = await licence(m);
    const otherDevice = await licence(m, request({ device: OTHER_DEVICE }));
    const theirs = await licence(stranger);
    const unknown = '00000000-0000-4000-8000-000000000000';
    const states = await check(m, [theirs.id, unknown, mine.id, otherDevice.id]);
    expect(states).toEqual([
      { id: theirs.id, state: 'revoked', reason: 'revoked' },
      { id: unknown, state: 'revoked', reason: 'revoked' },
      { id: mine.id, state: 'valid', expiresAt: now() + OFFLINE_DAYS_DEFAULT * DAY },
      { id: otherDevice.id, state: 'revoked', reason: 'revoked' },
    ]);
    // Asking about them revoked nothing of theirs.
    expect(await check(stranger, [theirs.id])).toEqual([{ id: theirs.id, state: 'valid', expiresAt: now() + OFFLINE_DAYS_DEFAULT * DAY }]);
    expect(await check(m, [otherDevice.id], OTHER_DEVICE)).toMatchObject([{ state: 'valid' }]);
  });

  test('an episode taken down revokes its licences with noSuchEpisode; a bought one is renewed past its end', async () => {
    const m = await member(30);
    const { id } = await licence(m);
    await db.query("UPDATE videos SET status = 'taken_down' WHERE id = 1");
    expect(await check(m, [id])).toEqual([{ id, state: 'revoked', reason: 'noSuchEpisode' }]);

    const buyer = await member();
    await db.query("UPDATE videos SET status = 'published' WHERE id = 1");
    await db.query('INSERT INTO episode_purchases (member_id, episode_id, coins) VALUES ($1, 1, 2)', [buyer.id]);
    const bought = await licence(buyer);
    // Past the licence's own end: a check renews it all the same.
    t.clock.advance(OFFLINE_DAYS_DEFAULT * DAY + 1000);
    expect(await check(buyer, [bought.id])).toEqual([{ id: bought.id, state: 'valid', expiresAt: now() + OFFLINE_DAYS_DEFAULT * DAY }]);
  });

  test(`${OFFLINE_CHECK_MAX_IDS} ids at most: one more is a clear 400; junk is a 400`, async () => {
    const m = await member(30);
    const ids = (count: number) => Array.from({ length: count }, (_, index) => `id-${index}`);
    expect(await check(m, ids(OFFLINE_CHECK_MAX_IDS))).toHaveLength(OFFLINE_CHECK_MAX_IDS);
    const tooMany = (await askCheck(m, { device: DEVICE, ids: ids(OFFLINE_CHECK_MAX_IDS + 1) })).json();
    expect(tooMany.code).toBe(400);
    expect(tooMany.msg).toContain(`${OFFLINE_CHECK_MAX_IDS}`);
    for (const body of [{}, { device: DEVICE }, { device: DEVICE, ids: 'x' }, { device: DEVICE, ids: [1, {}] }, { device: DEVICE, ids: ['bad id'] }, { device: 'x', ids: [] }]) {
      expect((await askCheck(m, body)).json().code, JSON.stringify(body)).toBe(400);
    }
  });
});
