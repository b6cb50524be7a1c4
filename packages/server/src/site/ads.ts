/** Ads by group (core's AdGroups) and their click counters. */
import { AD_GROUPS, AD_STATUS_ON, type AdGroupName, type AdGroups, type AdItem, businessDate, type ImageAd } from '@nocturne/core';
import type { Db } from '../db/db.ts';
import { queryOne } from '../db/db.ts';
import { editableRows } from '../db/editableRows.ts';
import { notFound } from '../http/errors.ts';
import { publicAddress } from '../http/publicOrigin.ts';

/** The groups are core's (the console lists them); kept importable here for the ads' routes. */
export { AD_GROUPS };

/** The ads as operators edit them (admin/content.ts). */
export const adRows = editableRows('ads', ['ad_group', 'title', 'image', 'url', 'status', 'adtype', 'type', 'sort'], 'ad_group, sort, id');

export interface AdRow {
  id: number;
  ad_group: string;
  title: string;
  image: string;
  url: string;
  status: number;
  adtype: number;
  type: number;
}

export function toAdItem(row: AdRow, publicUrl: string): AdItem {
  return { id: row.id, img: publicAddress(publicUrl, row.image), title: row.title, url: row.url, adtype: row.adtype || 1, status: row.status, type: row.type };
}

/** A group the client reads as ONE ad and none is set: switched off, so nothing shows. */
const NO_AD: ImageAd = { id: 0, img: '', url: '', status: 0 };

function toImageAd(row: AdRow, publicUrl: string): ImageAd {
  return { id: row.id, img: publicAddress(publicUrl, row.image), url: row.url, status: row.status };
}

/** The one ad of a single-ad group: its first switched-on ad, else its first, else none. */
function singleAd(rows: readonly AdRow[], publicUrl: string): ImageAd {
  const row = rows.find((candidate) => candidate.status === AD_STATUS_ON) ?? rows[0];
  return row ? toImageAd(row, publicUrl) : { ...NO_AD };
}

/**
 * Every group in the shape the original client reads (core's AdGroups): lists keep every
 * ad with its status (clients show status 1), `fenlei` and `paihang` are one ad each.
 */
export async function readAds(db: Db, publicUrl: string): Promise<AdGroups> {
  const rows = await db.query<AdRow>('SELECT * FROM ads ORDER BY sort, id');
  const inGroup = (group: AdGroupName) => rows.filter((row) => row.ad_group === group);
  const items = (group: AdGroupName) => inGroup(group).map((row) => toAdItem(row, publicUrl));
  return {
    randomad: items('randomad'),
    indexPopupAd: items('indexPopupAd'),
    play: items('play'),
    banner: inGroup('banner').map((row) => ({ id: row.id, image: publicAddress(publicUrl, row.image), h5Url: row.url, status: row.status })),
    user: inGroup('user').map((row) => toImageAd(row, publicUrl)),
    squaread: items('squaread'),
    darksidead: items('darksidead'),
    fenlei: singleAd(inGroup('fenlei'), publicUrl),
    paihang: singleAd(inGroup('paihang'), publicUrl),
  };
}

/** The switched-on random ads that video lists mix in. */
export async function randomAds(db: Db, publicUrl: string): Promise<AdItem[]> {
  const rows = await db.query<AdRow>(`SELECT * FROM ads WHERE ad_group = 'randomad' AND status = 1 ORDER BY sort, id`);
  return rows.map((row) => toAdItem(row, publicUrl));
}

/** The eight click counters of docs/product.md section 7, by the placement that was clicked. */
export type AdPlacement = 'random' | 'square' | 'paihang' | 'swiper' | 'darkSide' | 'me' | 'play' | 'index';

/** Counts a click; answers the ad's clicks at that placement on this business day. */
export async function countAdClick(db: Db, adId: number, placement: AdPlacement, now: Date, timeZone: string): Promise<number> {
  if (!(await queryOne(db, 'SELECT 1 FROM ads WHERE id = $1', [adId]))) throw notFound();
  const row = await queryOne<{ clicks: number }>(
    db,
    `INSERT INTO ad_clicks (ad_id, placement, business_day, clicks) VALUES ($1, $2, $3, 1)
     ON CONFLICT (ad_id, placement, business_day) DO UPDATE SET clicks = ad_clicks.clicks + 1
     RETURNING clicks`,
    [adId, placement, businessDate(now, timeZone)],
  );
  return Number(row?.clicks ?? 1);
}
