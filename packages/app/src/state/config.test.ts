import { api, BUSINESS_TIME_ZONE, DEFAULT_CONFIG, POPUP_AD_TYPE, type AdGroups, type AdItem } from '@nocturne/core';
import { beforeEach, describe, expect, test } from 'vitest';
import { fakeRuntime, ok } from '../test/fakeRuntime.ts';
import { businessTimeZone, clickAd, configState, loadAds, loadConfig, resetConfig } from './config.ts';
import { installRuntime } from './runtime.ts';

let fake: ReturnType<typeof fakeRuntime>;

beforeEach(() => {
  fake = fakeRuntime();
  installRuntime(fake.runtime);
  resetConfig();
});

const item = (id: number, status = 1, type = 0): AdItem => ({ id, img: `/a${id}.png`, title: '', url: `https://example.test/${id}`, adtype: 1, status, type });

/** guanggao as the server answers it: lists with every ad and its status, two single ads. */
const groups: AdGroups = {
  randomad: [item(1), item(2, 0)],
  indexPopupAd: [item(3, 1, POPUP_AD_TYPE)],
  play: [item(4, 0)],
  banner: [
    { id: 5, image: '/b5.png', h5Url: 'https://example.test/5', status: 1 },
    { id: 6, image: '/b6.png', h5Url: 'https://example.test/6', status: 0 },
  ],
  user: [
    { id: 7, img: '/u7.png', url: 'https://example.test/7', status: 0 },
    { id: 8, img: '/u8.png', url: 'https://example.test/8', status: 1 },
  ],
  squaread: [item(9)],
  darksidead: [],
  fenlei: { id: 10, img: '/f.png', url: 'https://example.test/10', status: 1 },
  paihang: { id: 0, img: '', url: '', status: 0 },
};

describe('ads', () => {
  test('pages get only the switched-on ads of every list; single ads and the popup list as they came', async () => {
    fake.server.on(api.ads, ok(groups));
    await loadAds();
    expect(configState.ads?.randomad.map((ad) => ad.id)).toEqual([1]);
    expect(configState.ads?.play).toEqual([]);
    expect(configState.ads?.banner.map((ad) => ad.id)).toEqual([5]);
    expect(configState.ads?.user.map((ad) => ad.id)).toEqual([8]);
    expect(configState.ads?.indexPopupAd.map((ad) => ad.id)).toEqual([3]);
    expect(configState.ads?.fenlei).toEqual(groups.fenlei);
    expect(configState.ads?.paihang.status).toBe(0);
  });

  test('a click is counted (the answer is the encrypted count), then the ad opens', async () => {
    fake.server.on(api.meAdClick, ok(3));
    await clickAd('me', { id: 8, url: 'https://example.test/8' });
    expect(fake.server.received.get(api.meAdClick.path)).toEqual([{ id: 8 }]);
    expect(fake.runtime.openExternal).toHaveBeenCalledWith('https://example.test/8');
  });

  test('a click the server does not count opens nothing', async () => {
    fake.server.on(api.meAdClick, { code: 404, msg: '内容不存在', data: null });
    await clickAd('me', { id: 99, url: 'https://example.test/99' });
    expect(fake.runtime.openExternal).not.toHaveBeenCalled();
  });
});

describe('the business time zone', () => {
  test("is the server's (getConfig's timeZone) once the config has loaded, the default before", async () => {
    expect(businessTimeZone()).toBe(BUSINESS_TIME_ZONE);
    fake.server.on(api.config, ok({ ...DEFAULT_CONFIG, timeZone: 'Europe/Berlin' }));
    await loadConfig();
    expect(businessTimeZone()).toBe('Europe/Berlin');
  });

  test('a zone this browser does not know is the default', async () => {
    fake.server.on(api.config, ok({ ...DEFAULT_CONFIG, timeZone: 'Mars/Olympus' }));
    await loadConfig();
    expect(businessTimeZone()).toBe(BUSINESS_TIME_ZONE);
  });
});
