/** The ads of every group (content and owner): add, edit with an uploaded image, remove. */
import { operatorApi, zhCNConsole, type AdGroupName, type NewSiteAd, type SiteAd, type SiteAdChange } from '@nocturne/core';
import { proxy } from 'valtio';
import { messageOf } from './errors.ts';
import { operatorClient } from './runtime.ts';
import { attempt, wentThrough } from './outcome.ts';

export interface AdsState {
  ads: SiteAd[];
  group: AdGroupName;
  status: 'loading' | 'ready' | 'error';
  error: string | null;
  busy: boolean;
  uploading: boolean;
}

export const adsState = proxy<AdsState>({ ads: [], group: 'banner', status: 'loading', error: null, busy: false, uploading: false });

export async function loadAds(): Promise<void> {
  adsState.status = 'loading';
  try {
    adsState.ads = await operatorClient().call(operatorApi.ads);
    adsState.status = 'ready';
  } catch (error) {
    Object.assign(adsState, { status: 'error', error: messageOf(error) });
  }
}

export function chooseGroup(group: AdGroupName): void {
  adsState.group = group;
}

/** Sends the picked image to the store; answers its address for the ad, or null (the refusal toasted). */
export async function uploadAdImage(file: File): Promise<string | null> {
  let address: string | null = null;
  await attempt(
    async () => {
      const form = new FormData();
      form.append('file', file, file.name);
      address = (await operatorClient().call(operatorApi.uploadImage, form)).url;
    },
    null,
    (on) => (adsState.uploading = on),
  );
  return address;
}

const busyWith = async (work: () => Promise<void>, done: string) => wentThrough(await attempt(work, done, (on) => (adsState.busy = on)));

/** A new ad (no id yet) or a change to one. */
export function saveAd(id: number | null, fields: NewSiteAd | SiteAdChange): Promise<boolean> {
  return busyWith(async () => {
    if (id === null) {
      adsState.ads = [...adsState.ads, await operatorClient().call(operatorApi.addAd, fields as NewSiteAd)];
    } else {
      const saved = await operatorClient().call(operatorApi.changeAd, fields, { id });
      adsState.ads = adsState.ads.map((ad) => (ad.id === id ? saved : ad));
    }
  }, zhCNConsole.ads.saved);
}

export function removeAd(id: number): Promise<boolean> {
  return busyWith(async () => {
    await operatorClient().call(operatorApi.removeAd, undefined, { id });
    adsState.ads = adsState.ads.filter((ad) => ad.id !== id);
  }, zhCNConsole.ads.removed);
}
