/**
 * Ad placement rules (docs/product.md sections 2, 5 and 9): which items are ads, where random ads go
 * in a video list, and which ad blocks and popups show.
 */
import type { AdGroups, AdItem, Config, FeedItem, Member } from '../api/types.ts';
import { BUSINESS_TIME_ZONE } from './timeZone.ts';
import { isVip } from './vip.ts';

/** Home lists: an ad in every 7th slot (six videos, then an ad: "step 6 plus one"). */
export const HOME_AD_EVERY = 7;
/** Category lists: an ad in every 10th slot. */
export const CATEGORY_AD_EVERY = 10;
/** An ad whose status is this is switched on. */
export const AD_STATUS_ON = 1;
export const POPUP_AD_DELAY_MS = 500;
/** Banner and ad carousels. */
export const CAROUSEL_AUTOPLAY_MS = 3000;

/** A list item is an ad when its adtype is truthy. */
export function isAd(item: FeedItem): item is AdItem {
  return 'adtype' in item && Boolean(item.adtype);
}

/**
 * Puts an ad in every `every`-th slot of `list` (1-based slots every, 2*every, ...), cycling
 * through `ads` in order. An ad only ever sits between videos, never after the last one,
 * so a list that is too short gets none.
 */
export function insertRandomAds<T>(list: readonly T[], ads: readonly AdItem[], every: number): (T | AdItem)[] {
  if (ads.length === 0 || !Number.isInteger(every) || every < 2) return [...list];
  const result: (T | AdItem)[] = [];
  let nextAd = 0;
  for (const item of list) {
    if (result.length % every === every - 1) {
      result.push(ads[nextAd % ads.length]!);
      nextAd += 1;
    }
    result.push(item);
  }
  return result;
}

/** The two kinds of video list that take random ads, each with its own spacing. */
export type RandomAdList = 'home' | 'category';

/** The slot spacing of each kind: home lists every HOME_AD_EVERY, category lists every CATEGORY_AD_EVERY. */
export const RANDOM_AD_EVERY: Readonly<Record<RandomAdList, number>> = { home: HOME_AD_EVERY, category: CATEGORY_AD_EVERY };

/**
 * A video list as the member sees it. Lists travel without ads (the original client mixes
 * guanggao's random ads in itself, so a server-side ad would show twice); this is the one
 * place a client mixes them in: only with `showAd` and `showRandomAd` on, only switched-on
 * ads, spaced by the list's kind.
 */
export function withRandomAds<T>(
  list: readonly T[],
  kind: RandomAdList,
  config: Pick<Config, 'showAd' | AdFlag> | null | undefined,
  randomAds: readonly AdItem[] | null | undefined,
): (T | AdItem)[] {
  if (!showAdBlock(config, 'showRandomAd') || !randomAds) return [...list];
  return insertRandomAds(list, switchedOnAds(randomAds), RANDOM_AD_EVERY[kind]);
}

/** The config flags that switch an ad block on. */
export type AdFlag = 'showDarksideAd' | 'showMeAd' | 'showPaihangAd' | 'showPlayAd' | 'showRandomAd' | 'showSquareAd' | 'showSwiperAd';

/**
 * Whether an ad block shows: `showAd` is the master switch, and the block's own flag must be
 * on too. Before the config has loaded nothing shows.
 */
export function showAdBlock(config: Pick<Config, 'showAd' | AdFlag> | null | undefined, flag: AdFlag): boolean {
  return Boolean(config?.showAd && config[flag]);
}

/** Clients show only switched-on ads (status 1), in every group (the original client filters so). */
export function switchedOnAds<T extends { status: number }>(ads: readonly T[]): T[] {
  return ads.filter((ad) => ad.status === AD_STATUS_ON);
}

/** The home popup's ad type; other types in `indexPopupAd` never pop up. */
export const POPUP_AD_TYPE = 1;

/**
 * The home popup: the first ad of type 1, and only when that one is switched on (the
 * original client looks at the first of its type and nothing further).
 */
export function popupAdToShow(ads: readonly AdItem[]): AdItem | null {
  const first = ads.find((ad) => ad.type === POPUP_AD_TYPE);
  return first?.status === AD_STATUS_ON ? first : null;
}

/**
 * The ads a client shows, group by group: every list only its switched-on ads. The popup
 * list stays whole (popupAdToShow looks at its first ad of type 1 as it is), and `fenlei`
 * and `paihang` are one ad each whose status the strip checks.
 */
export function visibleAdGroups(ads: AdGroups): AdGroups {
  return {
    ...ads,
    randomad: switchedOnAds(ads.randomad),
    play: switchedOnAds(ads.play),
    banner: switchedOnAds(ads.banner),
    user: switchedOnAds(ads.user),
    squaread: switchedOnAds(ads.squaread),
    darksidead: switchedOnAds(ads.darksidead),
  };
}

/** A single-ad strip (fenlei, paihang) shows its ad only when it is switched on. */
export function singleAdToShow<T extends { status: number }>(ad: T | null | undefined): T | null {
  return ad?.status === AD_STATUS_ON ? ad : null;
}

/** No ad in any group: what a member who bought 无广告 gets. */
export const NO_ADS: AdGroups = Object.freeze({
  randomad: [],
  indexPopupAd: [],
  play: [],
  banner: [],
  user: [],
  squaread: [],
  darksidead: [],
  fenlei: { id: 0, img: '', url: '', status: 0 },
  paihang: { id: 0, img: '', url: '', status: 0 },
});

/**
 * VIP's 无广告 (docs/product.md: every benefit we sell is kept): a VIP member sees no ad at all,
 * in any slot (popup, carousels, strips, list ads, player, dark web). Every ad a client
 * shows passes through here; `null` (ads not loaded yet) stays `null`.
 */
export function adsShownTo<Groups extends object>(
  ads: Groups | null,
  member: Pick<Member, 'memberVip' | 'vipPeriod' | 'vipDate'> | null | undefined,
  now: Date,
  timeZone: string = BUSINESS_TIME_ZONE,
): Groups | AdGroups | null {
  if (ads === null) return null;
  return member && isVip(member, now, timeZone) ? NO_ADS : ads;
}
