/** The ads of every group (content and owner): add, edit with an uploaded image, remove. */
import { operatorApi, zhCNConsole, type AdGroupName, type NewSiteAd, type SiteAd, type SiteAdChange } from '@nocturne/core';
import { listStore } from './list.ts';
import { attempt, wentThrough } from './outcome.ts';
import { operatorClient } from './runtime.ts';

/** Every group's ads at once (the group picker counts them); the page shows the chosen group's. */
export const ads = listStore(() => operatorClient().call(operatorApi.ads), {
  paging: 'whole',
  extra: { group: 'banner' as AdGroupName, busy: false, uploading: false },
});
export const adsState = ads.state;

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
      adsState.items = [...adsState.items, await operatorClient().call(operatorApi.addAd, fields as NewSiteAd)];
    } else {
      const saved = await operatorClient().call(operatorApi.changeAd, fields, { id });
      adsState.items = adsState.items.map((ad) => (ad.id === id ? saved : ad));
    }
  }, zhCNConsole.ads.saved);
}

export function removeAd(id: number): Promise<boolean> {
  return busyWith(async () => {
    await operatorClient().call(operatorApi.removeAd, undefined, { id });
    adsState.items = adsState.items.filter((ad: SiteAd) => ad.id !== id);
  }, zhCNConsole.ads.removed);
}
