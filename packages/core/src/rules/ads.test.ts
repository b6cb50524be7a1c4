import { describe, expect, test } from 'vitest';
import type { AdItem, Config, PaihangAd, Video } from '../api/types.ts';
import {
  AD_STATUS_ON,
  CAROUSEL_AUTOPLAY_MS,
  CATEGORY_AD_EVERY,
  HOME_AD_EVERY,
  POPUP_AD_DELAY_MS,
  insertRandomAds,
  isAd,
  showAdBlock,
  shouldShowPopupAd,
  visiblePaihangAds,
} from './ads.ts';

const ad = (id: number, fields: Partial<AdItem> = {}): AdItem => ({
  id,
  img: `ad${id}.png`,
  title: `ad ${id}`,
  url: 'https://example.test',
  adtype: 1,
  status: 1,
  type: 0,
  ...fields,
});

const video = (code: string): Video => ({
  cartoonCode: code,
  cartoonName: code,
  cartoonImage: '',
  cartoonVip: false,
  cartoonHot: 0,
  vodDuration: 60,
  cartoonScore: 0,
  cartoonIntroduce: '',
  cartoonAuthor: '',
  sonDictCode: '',
  dictCode: '',
});

const videos = (n: number): string[] => Array.from({ length: n }, (_, i) => `v${i + 1}`);
/** The indexes at which ads ended up. */
const adSlots = (list: readonly (string | AdItem)[]): number[] =>
  list.flatMap((item, index) => (typeof item === 'string' ? [] : [index]));

describe('ad constants', () => {
  test('pin the spec numbers', () => {
    expect(HOME_AD_EVERY).toBe(7);
    expect(CATEGORY_AD_EVERY).toBe(10);
    expect(AD_STATUS_ON).toBe(1);
    expect(POPUP_AD_DELAY_MS).toBe(500);
    expect(CAROUSEL_AUTOPLAY_MS).toBe(3000);
  });
});

describe('isAd', () => {
  test('an item with a truthy adtype is an ad', () => {
    expect(isAd(ad(1))).toBe(true);
    expect(isAd(ad(1, { adtype: 0 }))).toBe(false);
    expect(isAd(video('c1'))).toBe(false);
  });
});

describe('insertRandomAds', () => {
  test('home: six videos, then an ad, in every 7th slot', () => {
    const result = insertRandomAds(videos(20), [ad(1)], HOME_AD_EVERY);
    expect(adSlots(result)).toEqual([6, 13, 20]);
    expect(result.slice(0, 8)).toEqual(['v1', 'v2', 'v3', 'v4', 'v5', 'v6', ad(1), 'v7']);
    expect(result).toHaveLength(23);
  });

  test('category: an ad in every 10th slot', () => {
    expect(adSlots(insertRandomAds(videos(30), [ad(1)], CATEGORY_AD_EVERY))).toEqual([9, 19, 29]);
  });

  test('never ends a list with an ad', () => {
    expect(insertRandomAds(videos(6), [ad(1)], HOME_AD_EVERY)).toEqual(videos(6));
    expect(adSlots(insertRandomAds(videos(7), [ad(1)], HOME_AD_EVERY))).toEqual([6]);
  });

  test('cycles through the ads in order', () => {
    const ads = [ad(1), ad(2)];
    const result = insertRandomAds(videos(19), ads, HOME_AD_EVERY);
    expect(adSlots(result).map((slot) => (result[slot] as AdItem).id)).toEqual([1, 2, 1]);
  });

  test('adds nothing without ads or videos, or with a nonsense step', () => {
    expect(insertRandomAds(videos(20), [], HOME_AD_EVERY)).toEqual(videos(20));
    expect(insertRandomAds([], [ad(1)], HOME_AD_EVERY)).toEqual([]);
    expect(insertRandomAds(videos(3), [ad(1)], 1)).toEqual(videos(3));
  });

  test('leaves the input list untouched', () => {
    const list = videos(10);
    insertRandomAds(list, [ad(1)], HOME_AD_EVERY);
    expect(list).toEqual(videos(10));
  });
});

describe('showAdBlock', () => {
  const config = { showAd: true, showDarksideAd: true, showMeAd: false } as Config;

  test('needs the master switch and the block flag', () => {
    expect(showAdBlock(config, 'showDarksideAd')).toBe(true);
    expect(showAdBlock(config, 'showMeAd')).toBe(false);
    expect(showAdBlock({ ...config, showAd: false }, 'showDarksideAd')).toBe(false);
  });

  test('shows nothing before the config has loaded', () => {
    expect(showAdBlock(null, 'showSwiperAd')).toBe(false);
    expect(showAdBlock(undefined, 'showSwiperAd')).toBe(false);
  });
});

describe('visiblePaihangAds', () => {
  test('keeps only status 1', () => {
    const ads: PaihangAd[] = [
      { id: 1, img: '', url: '', status: 1 },
      { id: 2, img: '', url: '', status: 0 },
      { id: 3, img: '', url: '', status: 2 },
      { id: 4, img: '', url: '', status: 1 },
    ];
    expect(visiblePaihangAds(ads).map((a) => a.id)).toEqual([1, 4]);
  });
});

describe('shouldShowPopupAd', () => {
  test('only when the first popup ad has status 1', () => {
    expect(shouldShowPopupAd([ad(1), ad(2, { status: 0 })])).toBe(true);
    expect(shouldShowPopupAd([ad(1, { status: 0 }), ad(2)])).toBe(false);
    expect(shouldShowPopupAd([])).toBe(false);
  });
});
