/**
 * The original client's configuration call, the first thing every page of it asks.
 */
import { describe, expect, test } from 'vitest';
import { serverPerFile, type TestApp } from '../harness.ts';
import type { Db } from '../../src/db/db.ts';
import { decryptLikeClient, originalClient, originalClientConfig, registeredClient } from './originalClient.ts';

let db: Db;
let t: TestApp;
serverPerFile((server) => ({ db, t } = server), undefined, { config: originalClientConfig() });

describe('getConfig', () => {
  test('answers the switches the client copies into its store, in plain JSON', async () => {
    const res = await originalClient(t.app).post('/app-api/ajax/getConfig', {});
    expect(res.code).toBe(0);
    const data = res.data as Record<string, unknown>;
    for (const key of ['showAd', 'showDarksideAd', 'showMeAd', 'showPaihangAd', 'showPlayAd', 'showRandomAd', 'showSonType', 'showSquareAd', 'showSwiperAd']) {
      expect(typeof data[key], key).toBe('boolean');
    }
    expect(typeof data.popupContent).toBe('string');
    expect(typeof data.shikan).toBe('number');
  });
});

/** Inserts an ad as an operator would; answers its id. */
async function insertAd(group: string, fields: { status?: number; type?: number; sort?: number } = {}): Promise<number> {
  const rows = await db.query<{ id: number }>(
    `INSERT INTO ads (ad_group, title, image, url, status, adtype, type, sort) VALUES ($1, $2, $3, $4, $5, 1, $6, $7) RETURNING id`,
    [group, `${group} ad`, `/covers/ad/${group}.svg`, `https://example.com/${group}`, fields.status ?? 1, fields.type ?? 0, fields.sort ?? 0],
  );
  return rows[0]!.id;
}

describe('guanggao', () => {
  test('store/home.ts getGuangGao: plain data; every list item carries the status the client filters on', async () => {
    for (const group of ['randomad', 'play', 'banner', 'user', 'squaread', 'darksidead']) {
      await insertAd(group);
      await insertAd(group, { status: 0 });
    }
    const res = await originalClient(t.app).post('/app-api/ajax/guanggao', {});
    expect(res.code).toBe(0);
    const data = res.data as Record<string, Record<string, unknown>[]>;
    for (const group of ['randomad', 'play', 'banner', 'user', 'squaread', 'darksidead']) {
      expect(data[group], group).toHaveLength(2);
      expect(data[group]!.filter((item) => item.status === 1), group).toHaveLength(1);
    }
    // SquAD, DarkAd, PlayAd and the list ads render img and title and open url.
    for (const group of ['randomad', 'play', 'squaread', 'darksidead']) {
      expect(data[group]![0], group).toMatchObject({ id: expect.any(Number), img: expect.any(String), title: expect.any(String), url: expect.any(String) });
    }
    // HomeView's banner renders `image` and opens `h5Url`; MyView's carousel renders `img` and opens `url`.
    expect(data.banner![0]).toMatchObject({ id: expect.any(Number), image: '/covers/ad/banner.svg', h5Url: 'https://example.com/banner', status: 1 });
    expect(data.user![0]).toMatchObject({ id: expect.any(Number), img: '/covers/ad/user.svg', url: 'https://example.com/user', status: 1 });
  });

  test('App.vue pops up indexPopupAd.filter(type === 1)[0] when its status is 1, with img, url and id', async () => {
    await insertAd('indexPopupAd', { type: 0, sort: 0 });
    const popup = await insertAd('indexPopupAd', { type: 1, sort: 1 });
    const data = (await originalClient(t.app).post('/app-api/ajax/guanggao', {})).data as { indexPopupAd: Record<string, unknown>[] };
    const shown = data.indexPopupAd.filter((item) => item.type === 1);
    expect(shown[0]).toMatchObject({ id: popup, status: 1, img: '/covers/ad/indexPopupAd.svg', url: 'https://example.com/indexPopupAd' });
  });

  test('PaihangADO.vue reads fenlei and paihang as ONE ad each: the first switched on', async () => {
    await insertAd('paihang', { status: 0, sort: 0 });
    const on = await insertAd('paihang', { status: 1, sort: 1 });
    await insertAd('paihang', { status: 1, sort: 2 });
    const data = (await originalClient(t.app).post('/app-api/ajax/guanggao', {})).data as Record<string, unknown>;
    expect(data.paihang).toEqual({ id: on, img: '/covers/ad/paihang.svg', url: 'https://example.com/paihang', status: 1 });
  });

  test('a single-ad group with no ad is an object with status 0 (the client reads item.status, never null)', async () => {
    const data = (await originalClient(t.app).post('/app-api/ajax/guanggao', {})).data as Record<string, unknown>;
    expect(data.fenlei).toEqual({ id: 0, img: '', url: '', status: 0 });
    expect(data.paihang).toMatchObject({ status: 0 });
  });
});

describe('the eight ad click counters', () => {
  const counters = ['random', 'square', 'paihang', 'swiper', 'darkSide', 'me', 'play', 'index'];

  test.each(counters)('%sAdClickCount {id}: data decrypts with the client key (the count of today)', async (name) => {
    const id = await insertAd('banner');
    const { client } = await registeredClient(t.app);
    const first = await client.post(`/renren-api/api/member/${name}AdClickCount`, { id });
    expect(first.code).toBe(0);
    expect(decryptLikeClient(first.data)).toBe(1);
    // Another member's click counts too (the same member's repeat within 10 s is one click).
    const other = (await registeredClient(t.app)).client;
    const second = await other.post(`/renren-api/api/member/${name}AdClickCount`, { id });
    expect(decryptLikeClient(second.data)).toBe(2);
  });

  test('an unknown ad is not 0, so the client decrypts nothing and still opens the link', async () => {
    const { client } = await registeredClient(t.app);
    const res = await client.post('/renren-api/api/member/meAdClickCount', { id: 9999 });
    expect(res.code).toBe(404);
    expect(res.message).toEqual(expect.any(String));
  });
});
