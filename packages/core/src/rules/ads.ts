/**
 * Ad placement rules (SPEC.md sections 2, 5 and 9): which items are ads, where random ads go
 * in a video list, and which ad blocks and popups show.
 */
import type { AdItem, Config, FeedItem, PaihangAd } from '../api/types.ts';

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

/** The config flags that switch an ad block on. */
export type AdFlag = 'showDarksideAd' | 'showMeAd' | 'showPaihangAd' | 'showPlayAd' | 'showRandomAd' | 'showSquareAd' | 'showSwiperAd';

/**
 * Whether an ad block shows: `showAd` is the master switch, and the block's own flag must be
 * on too. Before the config has loaded nothing shows.
 */
export function showAdBlock(config: Pick<Config, 'showAd' | AdFlag> | null | undefined, flag: AdFlag): boolean {
  return Boolean(config?.showAd && config[flag]);
}

/** Paihang strips render only their switched-on ads. */
export function visiblePaihangAds(ads: readonly PaihangAd[]): PaihangAd[] {
  return ads.filter((ad) => ad.status === AD_STATUS_ON);
}

/** The home popup shows only when the first popup ad is switched on. */
export function shouldShowPopupAd(ads: readonly Pick<AdItem, 'status'>[]): boolean {
  return ads[0]?.status === AD_STATUS_ON;
}
