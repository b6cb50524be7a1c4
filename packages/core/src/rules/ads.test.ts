import { describe, expect, test } from 'vitest';
import type { AdGroups, AdItem, Config, ImageAd, Member, Video } from '../api/types.ts';
import {
  AD_STATUS_ON,
  adsShownTo,
  CAROUSEL_AUTOPLAY_MS,
  NO_ADS,
  CATEGORY_AD_EVERY,
  HOME_AD_EVERY,
  POPUP_AD_DELAY_MS,
  POPUP_AD_TYPE,
  RANDOM_AD_EVERY,
  insertRandomAds,
  isAd,
  popupAdToShow,
  showAdBlock,
  singleAdToShow,
  switchedOnAds,
  visibleAdGroups,
  withRandomAds,
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
  cartoonCode: 0,
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

describe('switchedOnAds', () => {
  test('keeps only status 1, in order', () => {
    const ads: ImageAd[] = [
      { id: 1, img: '', url: '', status: 1 },
      { id: 2, img: '', url: '', status: 0 },
      { id: 3, img: '', url: '', status: 2 },
      { id: 4, img: '', url: '', status: 1 },
    ];
    expect(switchedOnAds(ads).map((a) => a.id)).toEqual([1, 4]);
  });
});

describe('popupAdToShow', () => {
  test('pins the popup type at 1', () => {
    expect(POPUP_AD_TYPE).toBe(1);
  });

  const popup = (id: number, fields: Partial<AdItem> = {}) => ad(id, { type: POPUP_AD_TYPE, ...fields });

  test('the first ad of type 1, only when it has status 1', () => {
    expect(popupAdToShow([popup(1), popup(2, { status: 0 })])?.id).toBe(1);
    expect(popupAdToShow([popup(1, { status: 0 }), popup(2)])).toBeNull();
    expect(popupAdToShow([])).toBeNull();
  });

  test('skips ads of another type', () => {
    expect(popupAdToShow([popup(1, { type: 2 }), popup(2)])?.id).toBe(2);
    expect(popupAdToShow([popup(1, { type: 2 }), popup(2, { status: 0 }), popup(3)])).toBeNull();
  });
});

describe('withRandomAds', () => {
  const on = { showAd: true, showRandomAd: true } as Config;

  test('home lists every 7th slot, category lists every 10th', () => {
    expect(RANDOM_AD_EVERY).toEqual({ home: 7, category: 10 });
    expect(adSlots(withRandomAds(videos(20), 'home', on, [ad(1)]))).toEqual([6, 13, 20]);
    expect(adSlots(withRandomAds(videos(20), 'category', on, [ad(1)]))).toEqual([9, 19]);
  });

  test('mixes in only switched-on ads', () => {
    const result = withRandomAds(videos(14), 'home', on, [ad(1, { status: 0 }), ad(2)]);
    expect(adSlots(result).map((slot) => (result[slot] as AdItem).id)).toEqual([2, 2]);
  });

  test('none unless both switches are on and the ads have loaded', () => {
    expect(withRandomAds(videos(14), 'home', { ...on, showRandomAd: false }, [ad(1)])).toEqual(videos(14));
    expect(withRandomAds(videos(14), 'home', { ...on, showAd: false }, [ad(1)])).toEqual(videos(14));
    expect(withRandomAds(videos(14), 'home', null, [ad(1)])).toEqual(videos(14));
    expect(withRandomAds(videos(14), 'home', on, null)).toEqual(videos(14));
  });
});

describe('visibleAdGroups', () => {
  const image = (id: number, status: number): ImageAd => ({ id, img: '', url: '', status });
  const groups: AdGroups = {
    randomad: [ad(1), ad(2, { status: 0 })],
    indexPopupAd: [ad(3, { status: 0, type: POPUP_AD_TYPE }), ad(4, { type: POPUP_AD_TYPE })],
    play: [ad(5, { status: 0 }), ad(6)],
    banner: [{ id: 7, image: '', h5Url: '', status: 0 }, { id: 8, image: '', h5Url: '', status: 1 }],
    user: [image(9, 1), image(10, 2)],
    squaread: [ad(11, { status: 0 })],
    darksidead: [ad(12)],
    fenlei: image(13, 0),
    paihang: image(14, 1),
  };

  test('every list keeps only its switched-on ads', () => {
    const visible = visibleAdGroups(groups);
    expect(visible.randomad.map((a) => a.id)).toEqual([1]);
    expect(visible.play.map((a) => a.id)).toEqual([6]);
    expect(visible.banner.map((a) => a.id)).toEqual([8]);
    expect(visible.user.map((a) => a.id)).toEqual([9]);
    expect(visible.squaread).toEqual([]);
    expect(visible.darksidead.map((a) => a.id)).toEqual([12]);
  });

  test('the popup list and the single ads stay as they are, for their own rules', () => {
    const visible = visibleAdGroups(groups);
    expect(visible.indexPopupAd).toEqual(groups.indexPopupAd);
    expect(popupAdToShow(visible.indexPopupAd)).toBeNull();
    expect(singleAdToShow(visible.fenlei)).toBeNull();
    expect(singleAdToShow(visible.paihang)?.id).toBe(14);
    expect(singleAdToShow(null)).toBeNull();
  });
});

describe('adsShownTo: VIP means no ads', () => {
  const now = new Date('2025-03-10T04:00:00Z'); // 12:00 in the business zone
  const groups: AdGroups = {
    randomad: [ad(1)],
    indexPopupAd: [ad(2, { type: POPUP_AD_TYPE })],
    play: [ad(3)],
    banner: [{ id: 4, image: 'b.png', h5Url: 'https://example.test', status: 1 }],
    user: [{ id: 5, img: 'u.png', url: '', status: 1 }],
    squaread: [ad(6)],
    darksidead: [ad(7)],
    fenlei: { id: 8, img: 'f.png', url: '', status: 1 },
    paihang: { id: 9, img: 'p.png', url: '', status: 1 },
  };
  type VipFields = Pick<Member, 'memberVip' | 'vipPeriod' | 'vipDate'>;
  const vip: VipFields = { memberVip: 0, vipPeriod: 1, vipDate: '2025-04-10 12:00:00' };
  const expired: VipFields = { memberVip: 0, vipPeriod: 1, vipDate: '2025-03-01 12:00:00' };

  test('a VIP member gets no ad in any slot', () => {
    const shown = adsShownTo(groups, vip, now)!;
    expect(shown).toBe(NO_ADS);
    expect(popupAdToShow(shown.indexPopupAd)).toBeNull();
    expect(singleAdToShow(shown.fenlei)).toBeNull();
    expect(singleAdToShow(shown.paihang)).toBeNull();
    const config = { showAd: true, showRandomAd: true } as Config;
    expect(withRandomAds(videos(20), 'home', config, shown.randomad)).toEqual(videos(20));
    for (const list of [shown.play, shown.banner, shown.user, shown.squaread, shown.darksidead]) expect(list).toEqual([]);
  });

  test('a member without VIP, or whose VIP ran out, sees the ads; not loaded stays not loaded', () => {
    expect(adsShownTo(groups, { memberVip: 0, vipPeriod: 0, vipDate: '' } as VipFields, now)).toBe(groups);
    expect(adsShownTo(groups, expired, now)).toBe(groups);
    expect(adsShownTo(groups, null, now)).toBe(groups);
    expect(adsShownTo(null, vip, now)).toBeNull();
  });
});
