/** Ads by group (core's AdGroups) and their click counters. */
import type { AdGroupName, AdGroups, AdItem } from '@nocturne/core';
import type { Db } from '../db/db.ts';
import { queryOne } from '../db/db.ts';
import { notFound } from '../http/errors.ts';
import { businessDate } from '../rewards/businessDay.ts';
import { publicAddress } from '../catalogue/videoRows.ts';

export const AD_GROUPS: readonly AdGroupName[] = ['randomad', 'indexPopupAd', 'play', 'banner', 'user', 'squaread', 'darksidead', 'fenlei', 'paihang'];

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

export async function readAds(db: Db, publicUrl: string): Promise<AdGroups> {
  const rows = await db.query<AdRow>('SELECT * FROM ads ORDER BY sort, id');
  const groups: AdGroups = { randomad: [], indexPopupAd: [], play: [], banner: [], user: [], squaread: [], darksidead: [], fenlei: [], paihang: [] };
  for (const row of rows) {
    switch (row.ad_group) {
      case 'banner':
      case 'user':
        groups[row.ad_group].push({ id: row.id, image: publicAddress(publicUrl, row.image), h5Url: row.url });
        break;
      case 'paihang':
        groups.paihang.push({ id: row.id, img: publicAddress(publicUrl, row.image), url: row.url, status: row.status });
        break;
      case 'randomad':
      case 'indexPopupAd':
      case 'play':
      case 'squaread':
      case 'darksidead':
      case 'fenlei':
        groups[row.ad_group].push(toAdItem(row, publicUrl));
        break;
      default:
        break;
    }
  }
  return groups;
}

/** The switched-on random ads that video lists mix in. */
export async function randomAds(db: Db, publicUrl: string): Promise<AdItem[]> {
  const rows = await db.query<AdRow>(`SELECT * FROM ads WHERE ad_group = 'randomad' AND status = 1 ORDER BY sort, id`);
  return rows.map((row) => toAdItem(row, publicUrl));
}

/** The eight click counters of SPEC.md section 7, by the placement that was clicked. */
export type AdPlacement = 'random' | 'square' | 'paihang' | 'swiper' | 'darkSide' | 'me' | 'play' | 'index';

export async function countAdClick(db: Db, adId: number, placement: AdPlacement, now: Date, timeZone: string): Promise<void> {
  if (!(await queryOne(db, 'SELECT 1 FROM ads WHERE id = $1', [adId]))) throw notFound();
  await db.query(
    `INSERT INTO ad_clicks (ad_id, placement, business_day, clicks) VALUES ($1, $2, $3, 1)
     ON CONFLICT (ad_id, placement, business_day) DO UPDATE SET clicks = ad_clicks.clicks + 1`,
    [adId, placement, businessDate(now, timeZone)],
  );
}
