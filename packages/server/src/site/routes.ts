import { api } from '@nocturne/core';
import type { RouteModule } from '../http/deps.ts';
import { idempotent } from '../http/idempotent.ts';
import { ReadCache } from '../http/readCache.ts';
import { route } from '../http/route.ts';
import { s } from '../http/schema.ts';
import { countAdClick, readAds, type AdPlacement } from './ads.ts';
import { siteConfig } from './appConfig.ts';

const CLICK_COUNTERS = [
  [api.randomAdClick, 'random'],
  [api.squareAdClick, 'square'],
  [api.paihangAdClick, 'paihang'],
  [api.swiperAdClick, 'swiper'],
  [api.darkSideAdClick, 'darkSide'],
  [api.meAdClick, 'me'],
  [api.playAdClick, 'play'],
  [api.indexAdClick, 'index'],
] as const satisfies readonly (readonly [unknown, AdPlacement])[];

export const configAdsRoutes: RouteModule = (app, deps) => {
  const cache = new ReadCache(deps.config.catalogueCacheMs, deps.now);
  route(app, deps, api.config, null, () => cache.get('config', () => siteConfig(deps.db, deps.config)));
  route(app, deps, api.ads, null, () => cache.get('ads', () => readAds(deps.db, deps.config.publicUrl)));
  for (const [endpoint, placement] of CLICK_COUNTERS) {
    // The original client decrypts the answer: it is the count, encrypted (core's contract).
    // A member's click resent (a proxy's retry, a double tap) counts once and answers the same count.
    route(
      app,
      deps,
      endpoint,
      s.object({ id: s.integer({ minimum: 1 }) }),
      idempotent(deps, `adClick:${placement}`, ({ body }, tx) => countAdClick(tx.db, body.id, placement, tx.now(), tx.config.businessTimeZone)),
    );
  }
};
