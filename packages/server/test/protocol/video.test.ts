/**
 * The original client's video page (`views/VideoInfo/index.vue`): the detail, the
 * entitlement check, buying an episode, likes and favourites, and the favourites list,
 * replayed with the exact bodies it sends and read the way it reads them. Its player is
 * hls.js, which plays the encrypted ladders (HLS AES-128) the demo streams are here: the
 * master, the member's rendition playlist, its keys and the public segments all load by
 * CORS from the client's own origin.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { Db } from '../../src/db/db.ts';
import { newKeySeed, segmentCipher, segmentDecipher, windowKey } from '../../src/media/keys/contentKeys.ts';
import { keyWindowOf } from '../../src/media/keys/keyWindows.ts';
import { mediaFolder } from '../../src/media/library.ts';
import { writeMaster } from '../../src/media/master.ts';
import { DEMO_STREAMS } from '../../src/seed/demoData.ts';
import { seedDemo } from '../../src/seed/demo.ts';
import { grantVipDays } from '../../src/members/vip.ts';
import { openTestDb, resetDb, TEST_START, testApp, type TestApp } from '../harness.ts';
import { credit, memberIdOf } from '../money.ts';
import { decryptLikeClient, LOOK_NOT_ALLOWED, originalClient, originalClientConfig, registeredClient, type OriginalClient } from './originalClient.ts';

let db: Db;
let t: TestApp;

/** What the client reads of the detail (its onGetVideoInfo and template). */
interface ClientDetail {
  videoInfo: { cartoonCode: number; cartoonName: string; cartoonImage: string; cartoonHot: number; vodDuration: number; cartoonAuthor: string; sonDictCode: string; dictCode: string };
  recommend: { cartoonCode: number; cartoonImage: string }[];
  srcList: { channel: string; urlList: { id: number; name: string; url: string }[] }[];
  danmuList: unknown[];
}

const SEGMENTS = 10;

/** The seed the stand-in ladders are encrypted under (recorded with their media after each seed). */
const KEY_SEED = newKeySeed();
/** One MPEG-TS packet: what every stand-in segment holds before encryption. */
const PACKET = Buffer.concat([Buffer.from([0x47]), Buffer.alloc(187)]);

/** Stand-in encrypted ladders of one rendition for the demo media (no ffmpeg here: test/media.test.ts runs it). */
function writeDemoStreams(): void {
  for (const stream of DEMO_STREAMS) {
    const folder = mediaFolder(t.config, stream.dir);
    mkdirSync(path.join(folder, '360p'), { recursive: true });
    const lines = ['#EXTM3U', '#EXT-X-VERSION:3', '#EXT-X-TARGETDURATION:2'];
    for (let i = 0; i < SEGMENTS; i += 1) {
      const file = `seg${String(i).padStart(3, '0')}.ts`;
      lines.push('#EXTINF:2.000000,', file);
      const cipher = segmentCipher(windowKey(KEY_SEED, keyWindowOf(i)), i);
      writeFileSync(path.join(folder, '360p', file), Buffer.concat([cipher.update(PACKET), cipher.final()]));
    }
    lines.push('#EXT-X-ENDLIST', '');
    writeFileSync(path.join(folder, '360p', 'index.m3u8'), lines.join('\n'));
    writeFileSync(
      path.join(folder, 'master.m3u8'),
      writeMaster([{ name: '360p', bandwidth: 900_000, averageBandwidth: 700_000, width: 640, height: 360, codecs: 'avc1.4d401e,mp4a.40.2' }]),
    );
  }
}

/** A rendition playlist's lines that are not tags, and its key URIs (each once). */
const linesOf = (playlist: string) => playlist.split('\n').filter((line) => line && !line.startsWith('#'));
const keysOf = (playlist: string) => [...new Set([...playlist.matchAll(/#EXT-X-KEY:METHOD=AES-128,URI="([^"]+)"/g)].map((match) => match[1]!))];

/** What hls.js does with the first segment and its key: the plain packet back. */
function decryptFirst(segment: Buffer, key: Buffer): Buffer {
  const decipher = segmentDecipher(key, 0);
  return Buffer.concat([decipher.update(segment), decipher.final()]);
}

beforeAll(async () => {
  db = await openTestDb();
  t = await testApp(db, { config: originalClientConfig() });
  writeDemoStreams();
});
beforeEach(async () => {
  await resetDb(db);
  await seedDemo(db, t.config, { media: false, now: TEST_START });
  await db.query('UPDATE media SET key_seed = $1', [KEY_SEED]);
});
afterAll(async () => {
  await t.app.close();
  await db.close();
});

/** A published VIP video of the demo catalogue: its code as the client's route query carries it. */
async function vipVideoId(): Promise<string> {
  const [row] = await db.query<{ id: number }>("SELECT id FROM videos WHERE vip AND status = 'published' ORDER BY id LIMIT 1");
  return String(row!.id);
}

/** onGetVideoInfo: `post('/app-api/cartoon/getVideoDetail', { index: 0, vid: id })`, id being `route.query.id` (text). */
async function openDetail(client: OriginalClient, id: string): Promise<ClientDetail> {
  const res = await client.post('/app-api/cartoon/getVideoDetail', { index: 0, vid: id });
  expect(res.code).toBe(0);
  return decryptLikeClient<ClientDetail>(res.data);
}

/** onLookOk: `{ cartoonCode: id * 1, moviesInfoId: srcList[0].urlList[0].id * 1 }`; data compared with the fixed text. */
function lookOk(client: OriginalClient, id: string, detail: ClientDetail) {
  return client.post('/app-api/cartoon/lookOk', { cartoonCode: Number(id), moviesInfoId: detail.srcList[0]!.urlList[0]!.id });
}

/** onLike and onSave send the same body (VideoInfo/index.vue). */
function collectBody(detail: ClientDetail) {
  const v = detail.videoInfo;
  return {
    collectAuthor: v.cartoonAuthor,
    collectCode: v.cartoonCode,
    collectDuration: v.vodDuration,
    collectHot: v.cartoonHot,
    collectImage: v.cartoonImage,
    collectName: v.cartoonName,
    collectType: v.sonDictCode,
    sortNum: v.dictCode,
    type: 2,
  };
}

describe('getVideoDetail', () => {
  test('answers what the page renders: numeric codes, channel names, absolute .m3u8 URLs and covers', async () => {
    const { client } = await registeredClient(t.app);
    const id = await vipVideoId();
    const detail = await openDetail(client, id);
    expect(detail.videoInfo.cartoonCode).toBe(Number(id));
    expect(detail.recommend.every((video) => typeof video.cartoonCode === 'number')).toBe(true);
    expect(Array.isArray(detail.danmuList)).toBe(true);
    // The template renders `item.channel` and `item.urlList[0].name`.
    expect(detail.srcList[0]!.channel).toBe('线路一');
    expect(detail.srcList[0]!.urlList[0]!.name).toBe('第1集');
    const url = detail.srcList[0]!.urlList[0]!.url;
    // `new URL(url).origin` throws on a relative URL; hls.js is picked only for '.m3u8'.
    expect(new URL(url).origin).toBe('http://localhost');
    expect(url.endsWith('.m3u8')).toBe(true);
    expect(new URL(detail.videoInfo.cartoonImage).origin).toBe('http://localhost');
    expect(new URL(detail.recommend[0]!.cartoonImage).origin).toBe('http://localhost');
  });

  test('the playlist and its segments load from any origin, and a cover too', async () => {
    const { client } = await registeredClient(t.app);
    const detail = await openDetail(client, await vipVideoId());
    const url = detail.srcList[0]!.urlList[0]!.url;
    const fromClient = (address: string) => t.app.inject({ method: 'GET', url: address, headers: { origin: 'http://client.example' } });
    const master = await fromClient(url);
    expect(master.statusCode).toBe(200);
    expect(master.headers['access-control-allow-origin']).toBe('*');
    expect(master.body.startsWith('#EXTM3U')).toBe(true);
    // hls.js resolves each line against the playlist's URL: the rendition, then its segments and keys.
    const variantUrl = new URL(linesOf(master.body)[0]!, url).toString();
    const playlist = await fromClient(variantUrl);
    expect(playlist.statusCode).toBe(200);
    expect(playlist.headers['access-control-allow-origin']).toBe('*');
    const segment = await fromClient(new URL(linesOf(playlist.body)[0]!, variantUrl).toString());
    expect(segment.statusCode).toBe(200);
    expect(segment.headers['access-control-allow-origin']).toBe('*');
    expect(segment.headers['cache-control']).toContain('immutable');
    const key = await fromClient(new URL(keysOf(playlist.body)[0]!, variantUrl).toString());
    expect(key.statusCode).toBe(200);
    expect(key.headers['access-control-allow-origin']).toBe('*');
    expect(decryptFirst(segment.rawPayload, key.rawPayload)).toEqual(PACKET);
    const cover = await t.app.inject({ method: 'GET', url: detail.videoInfo.cartoonImage });
    expect(cover.statusCode).toBe(200);
    expect(cover.headers['access-control-allow-origin']).toBe('*');
  });

  test('URLs follow the Host the client reached, and PUBLIC_URL when it is set', async () => {
    const { member } = await registeredClient(t.app);
    const id = await vipVideoId();
    const viaHost = await t.app.inject({
      method: 'POST',
      url: '/app-api/cartoon/getVideoDetail',
      headers: { token: member.token, host: 'video.example:8443', 'content-type': 'application/json' },
      payload: JSON.stringify({ index: 0, vid: id }),
    });
    const detail = decryptLikeClient<ClientDetail>(viaHost.json().data);
    expect(new URL(detail.srcList[0]!.urlList[0]!.url).origin).toBe('http://video.example:8443');

    const configured = await testApp(db, { config: originalClientConfig({ publicUrl: 'https://cdn.example' }) });
    try {
      const res = await originalClient(configured.app, member.token).post('/app-api/cartoon/getVideoDetail', { index: 0, vid: id });
      const viaConfig = decryptLikeClient<ClientDetail>(res.data);
      expect(new URL(viaConfig.srcList[0]!.urlList[0]!.url).origin).toBe('https://cdn.example');
      expect(viaConfig.videoInfo.cartoonImage.startsWith('https://cdn.example/')).toBe(true);
    } finally {
      await configured.app.close();
    }
  });
});

describe('a shared link opened before auto-register has answered (no token)', () => {
  // VideoInfo/index.vue's onMounted posts getVideoDetail (then lookOk) without awaiting the
  // auto-register its onBeforeMount started: 8000 would wipe it and send it to /login.
  test('the detail is a visitor\'s: the page renders, its playlist is the preview and plays from where it was asked', async () => {
    const visitor = originalClient(t.app);
    const id = await vipVideoId();
    const detail = await openDetail(visitor, id);
    expect(detail.videoInfo.cartoonCode).toBe(Number(id));
    const url = detail.srcList[0]!.urlList[0]!.url;
    expect(url.endsWith('.m3u8')).toBe(true);
    // Signed for the visitor (member 0) and the address it asked from (inject's 127.0.0.1).
    expect(new URL(url).pathname).toMatch(/^\/media\/play\/0\//);
    const master = await t.app.inject({ method: 'GET', url });
    expect(master.statusCode).toBe(200);
    const variantUrl = new URL(linesOf(master.body)[0]!, url).toString();
    const playlist = await t.app.inject({ method: 'GET', url: variantUrl });
    const segments = linesOf(playlist.body);
    // The preview (10 s of 2-second segments: five start before the limit, and one more), never the whole.
    expect(segments).toHaveLength(6);
    const segment = await t.app.inject({ method: 'GET', url: new URL(segments[0]!, variantUrl).toString() });
    expect(segment.statusCode).toBe(200);
    const [firstKey, ...otherKeys] = keysOf(playlist.body).map((key) => new URL(key, variantUrl).toString());
    expect(otherKeys).toHaveLength(1);
    const key = await t.app.inject({ method: 'GET', url: firstKey! });
    expect(decryptFirst(segment.rawPayload, key.rawPayload)).toEqual(PACKET);
    // Handed to another address, the visitor's URLs open nothing: segments are public, but
    // neither the playlists nor the keys answer there.
    expect((await t.app.inject({ method: 'GET', url, remoteAddress: '203.0.113.9' })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: variantUrl, remoteAddress: '203.0.113.9' })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: firstKey!, remoteAddress: '203.0.113.9' })).statusCode).toBe(403);
    // A visitor earns no watch time and warms no heat.
    expect(await db.query('SELECT 1 FROM watch_time')).toHaveLength(0);
  });

  test('lookOk says not allowed with the text the client compares with', async () => {
    const visitor = originalClient(t.app);
    const id = await vipVideoId();
    const answer = await lookOk(visitor, id, await openDetail(visitor, id));
    expect(answer).toMatchObject({ code: 0, data: LOOK_NOT_ALLOWED });
  });

  test('a token that came along must still be good: an ended session hears 8000', async () => {
    const id = await vipVideoId();
    const stale = originalClient(t.app, 'x'.repeat(43));
    expect((await stale.post('/app-api/cartoon/getVideoDetail', { index: 0, vid: id })).code).toBe(8000);
    expect((await stale.post('/app-api/cartoon/lookOk', { cartoonCode: Number(id), moviesInfoId: 1 })).code).toBe(8000);
  });
});

describe('lookOk and buy', () => {
  test('a member without entitlement gets exactly the ciphertext the client compares with; after buying, true', async () => {
    const { member, client } = await registeredClient(t.app);
    const id = await vipVideoId();
    const detail = await openDetail(client, id);

    const before = await lookOk(client, id, detail);
    expect(before.code).toBe(0);
    expect(before.data).toBe(LOOK_NOT_ALLOWED);

    // onBuy: `{ cartoonCode: videoInfo.cartoonCode * 1, moviesInfoId: srcList[0].urlList[moveId].id * 1, type: 0 }`.
    await credit(db, await memberIdOf(db, member.memberCode), 'coins', 2);
    const bought = await client.post('/app-api/cartoon/buy', { cartoonCode: detail.videoInfo.cartoonCode * 1, moviesInfoId: detail.srcList[0]!.urlList[0]!.id, type: 0 });
    expect(bought.code).toBe(0);
    // The client shows the decrypted data as a toast.
    expect(typeof decryptLikeClient(bought.data)).toBe('string');

    const after = await lookOk(client, id, detail);
    expect(after.code).toBe(0);
    expect(after.data).not.toBe(LOOK_NOT_ALLOWED);
    expect(decryptLikeClient(after.data)).toBe(true);
  });

  test('a VIP member is allowed', async () => {
    const { member, client } = await registeredClient(t.app);
    await grantVipDays(db, { memberId: await memberIdOf(db, member.memberCode), days: 3, reason: 'test', now: t.clock.now() });
    const id = await vipVideoId();
    expect(decryptLikeClient((await lookOk(client, id, await openDetail(client, id))).data)).toBe(true);
  });

  test('a buy the member cannot pay for is a failure code (the client then opens /pay)', async () => {
    const { client } = await registeredClient(t.app);
    const detail = await openDetail(client, await vipVideoId());
    const res = await client.post('/app-api/cartoon/buy', { cartoonCode: detail.videoInfo.cartoonCode, moviesInfoId: detail.srcList[0]!.urlList[0]!.id, type: 0 });
    expect(res.code).not.toBe(0);
    expect(res.msg).toBeTruthy();
  });
});

describe('like, favourites and progress', () => {
  test('like and favourite answer data the client decrypts; both count as favourites, listed by getCollectList', async () => {
    const { client } = await registeredClient(t.app);
    const detail = await openDetail(client, await vipVideoId());
    // onLike, then onSave: identical bodies, collectType the sub-category code.
    for (let press = 0; press < 2; press += 1) {
      const res = await client.post('/renren-api/api/member/like', collectBody(detail));
      expect(res.code).toBe(0);
      expect(() => decryptLikeClient(res.data)).not.toThrow();
    }
    // onGetSavelit: `post('/renren-api/api/member/getCollectList', {})`, data decrypted.
    const list = await client.post('/renren-api/api/member/getCollectList', {});
    expect(list.code).toBe(0);
    const favourites = decryptLikeClient<{ cartoonCode: number; cartoonName: string }[]>(list.data);
    expect(favourites.map((video) => video.cartoonCode)).toEqual([detail.videoInfo.cartoonCode]);
    expect(favourites[0]!.cartoonName).toBe(detail.videoInfo.cartoonName);
  });

  test('our app\'s like (collectType 1) is a like, not a favourite', async () => {
    const { client } = await registeredClient(t.app);
    const detail = await openDetail(client, await vipVideoId());
    const res = await client.post('/renren-api/api/member/like', { ...collectBody(detail), collectType: 1, sortNum: 0 });
    expect(res.code).toBe(0);
    expect(decryptLikeClient((await client.post('/renren-api/api/member/getCollectList', {})).data)).toEqual([]);
  });

  test('playback progress (type 3) with a numeric code comes back in the detail', async () => {
    const { client } = await registeredClient(t.app);
    const id = await vipVideoId();
    const detail = await openDetail(client, id);
    const res = await client.post('/renren-api/api/member/moviesPlayback', { ...collectBody(detail), collectType: 2, collectDuration: 5, type: 3 });
    expect(res.code).toBe(0);
    expect((await openDetail(client, id)).videoInfo).toMatchObject({ progress: 5 });
  });
});
