import { api, BUSINESS_TIME_ZONE, isTimeZone, visibleAdGroups, type AdGroups, type Config } from '@nocturne/core';
import { proxy } from 'valtio';
import { runtime } from './runtime.ts';

export const configState = proxy<{ config: Config | null; ads: AdGroups | null }>({ config: null, ads: null });

let configLoad: Promise<void> | null = null;
let adsLoad: Promise<void> | null = null;

/** The config of docs/product.md section 3 (flags, notice, preview seconds), loaded once. */
export function loadConfig(): Promise<void> {
  configLoad ??= runtime()
    .client.call(api.config)
    .then((config) => {
      configState.config = config;
    })
    .catch((error: unknown) => {
      configLoad = null; // a later page may try again
      throw error;
    });
  return configLoad;
}

/**
 * The zone every date on the wire is written in (getConfig's timeZone, the server's
 * BUSINESS_TZ): core reads vipDate and the offer's end in it, and the business day turns over
 * at its midnight. The default zone until the config has loaded (or if it names none this
 * browser knows).
 */
export function businessTimeZone(): string {
  const zone = configState.config?.timeZone;
  return zone && isTimeZone(zone) ? zone : BUSINESS_TIME_ZONE;
}

/** Every ad group, loaded once; pages read only the ads that are switched on. */
export function loadAds(): Promise<void> {
  adsLoad ??= runtime()
    .client.call(api.ads)
    .then((ads) => {
      configState.ads = visibleAdGroups(ads);
    })
    .catch((error: unknown) => {
      adsLoad = null;
      throw error;
    });
  return adsLoad;
}

/** For tests: forget what was loaded. */
export function resetConfig(): void {
  configLoad = null;
  adsLoad = null;
  configState.config = null;
  configState.ads = null;
}

/** The click counter of each ad placement (docs/product.md section 7). */
export const AD_CLICK_ENDPOINTS = {
  random: api.randomAdClick,
  square: api.squareAdClick,
  paihang: api.paihangAdClick,
  swiper: api.swiperAdClick,
  darkSide: api.darkSideAdClick,
  me: api.meAdClick,
  play: api.playAdClick,
  index: api.indexAdClick,
} as const;

export type AdPlacement = keyof typeof AD_CLICK_ENDPOINTS;

/**
 * An ad click: count it, then open the ad. docs/product.md section 5: the result is handled only
 * when the code is 0, so a failed count opens nothing.
 */
export async function clickAd(placement: AdPlacement, ad: { id: number; url: string }): Promise<void> {
  const { client, openExternal } = runtime();
  try {
    await client.call(AD_CLICK_ENDPOINTS[placement], { id: ad.id });
  } catch {
    return;
  }
  if (ad.url) openExternal(ad.url);
}
