/**
 * 离线缓存's actions: the 缓存 control's and the 离线缓存 page's, over the manager's snapshot
 * mirrored into offlineState.ts. The manager, the store and the loader load on first use
 * (offlineRuntime.ts); the licence calls go through the one API client.
 */
import {
  api,
  ApiError,
  downloadBytesOf,
  FORBIDDEN_CODE,
  masterVariants,
  REFUSED_CODE,
  zhCNOffline,
  type DownloadView,
  type OfflineLicenceRequest,
  type OfflineRefusal,
} from '@nocturne/core';
import { runtime } from '../runtime.ts';
import { showToast } from '../toasts.ts';
import type { OfflineRuntime } from './offlineRuntime.ts';
import { offlineState } from './offlineState.ts';

export { offlineState } from './offlineState.ts';

let opening: Promise<OfflineRuntime> | null = null;

/** The offline runtime, opened once: its downloads restored and mirrored into offlineState. */
export function offlineRuntime(): Promise<OfflineRuntime> {
  opening ??= import('./offlineRuntime.ts').then(async ({ openOfflineRuntime }) => {
    const opened = openOfflineRuntime();
    await adopt(opened);
    return opened;
  });
  return opening;
}

/** Tests install a runtime over the memory store. */
export async function installOfflineRuntime(next: OfflineRuntime): Promise<void> {
  opening = Promise.resolve(next);
  await adopt(next);
}

/** A download that stops by itself says why, once, wherever the member is. */
const SAID_ON_STOPPING: Partial<Record<DownloadView['status'], string>> = {
  noSpace: zhCNOffline.noSpaceSentence,
  failed: zhCNOffline.failedSentence,
};

async function adopt({ manager }: OfflineRuntime): Promise<void> {
  let restored = false;
  const mirror = () => {
    const before = new Map(offlineState.downloads.map((download) => [download.id, download.status]));
    offlineState.downloads = manager.snapshot();
    let changed = before.size !== offlineState.downloads.length;
    for (const download of offlineState.downloads) {
      if (before.get(download.id) === download.status) continue;
      changed = true;
      const said = SAID_ON_STOPPING[download.status];
      if (restored && said) showToast(said);
    }
    // The storage is measured again when a download starts, stops, ends or goes, not on every segment.
    if (restored && changed) void measureStorage().catch(() => undefined);
  };
  manager.subscribe(mirror);
  await manager.restore();
  mirror();
  restored = true;
  offlineState.ready = true;
}

/** Reads the storage figures again (after a download's progress, a removal). */
export async function measureStorage(): Promise<void> {
  const { estimate } = await offlineRuntime();
  const { usage, quota } = await estimate();
  offlineState.storage = { used: usage, quota };
}

/**
 * The renditions the quality sheet offers for an episode: from its master, sized for `seconds`.
 * Null, with the sentence said, when the master cannot be had (offline, a dropped network).
 */
export async function renditionChoices(masterUrl: string, seconds: number): Promise<{ name: string; bytes: number }[] | null> {
  try {
    const answer = await window.fetch(masterUrl);
    if (!answer.ok) throw new Error(`master ${answer.status}`);
    return masterVariants(await answer.text()).map((variant) => ({ name: variant.name, bytes: downloadBytesOf(variant, seconds) }));
  } catch {
    showToast(zhCNOffline.failedSentence);
    return null;
  }
}

/** What the licence calls say of a device: the id this browser keeps. */
function device(): string {
  const { stores, newDeviceId } = runtime();
  return stores.offlineDevice.idOr(newDeviceId);
}

/** The refusal's sentence: the server's own words, else ours. */
function refused(error: unknown): boolean {
  if (error instanceof ApiError && Number(error.code) === REFUSED_CODE) {
    showToast(error.message || zhCNOffline.refusal.notEntitled);
    return true;
  }
  return false;
}

export interface EpisodeToKeep {
  vid: number;
  episodeId: number;
  rendition: string;
  title: string;
  cover: string;
  episodeName: string;
}

/** A cover this large stays a link: the list shows it only online. */
const KEPT_COVER_MAX_BYTES = 200_000;

/**
 * The cover as a data: URL, so 离线缓存's list shows it with no network (and asks the network
 * for nothing while an episode plays offline); its link when it cannot be kept.
 */
async function keptCover(url: string): Promise<string> {
  try {
    const answer = await window.fetch(url);
    const picture = answer.ok ? await answer.blob() : null;
    if (!picture || picture.size > KEPT_COVER_MAX_BYTES) return url;
    return await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : url);
      reader.onerror = () => resolve(url);
      reader.readAsDataURL(picture);
    });
  } catch {
    return url;
  }
}

/** 缓存: asks for a licence, then downloads under it. A refusal shows its sentence; nothing is stored. */
export async function downloadEpisode(episode: EpisodeToKeep): Promise<void> {
  const request: OfflineLicenceRequest = { vid: episode.vid, episodeId: episode.episodeId, rendition: episode.rendition, device: device() };
  try {
    const [licence, { manager }, cover] = await Promise.all([runtime().client.call(api.offlineLicence, request), offlineRuntime(), keptCover(episode.cover)]);
    await manager.start(licence, { title: episode.title, cover, episodeName: episode.episodeName });
    // The 离线缓存 page must open with no network: fetch its code now, while there is one.
    void import('../../pages/offline/OfflinePage.tsx').catch(() => undefined);
  } catch (error) {
    if (!refused(error)) showToast(zhCNOffline.failedSentence);
  }
}

export async function pauseDownload(id: string): Promise<void> {
  await (await offlineRuntime()).manager.pause(id);
}

/**
 * 继续 / 重试: picks the download up where it stopped. The licence is asked again first (a
 * fresh signature for what is missing, a renewed end); offline, it goes on under the old one.
 */
export async function resumeDownload(id: string): Promise<void> {
  const { manager } = await offlineRuntime();
  const download = offlineState.downloads.find((candidate) => candidate.id === id);
  if (!download) return;
  try {
    const licence = await runtime().client.call(api.offlineLicence, {
      vid: download.vid,
      episodeId: download.episodeId,
      rendition: download.rendition,
      device: device(),
    });
    await manager.resume(id, licence);
  } catch (error) {
    if (refused(error)) return;
    await manager.resume(id);
  }
}

export async function removeDownload(id: string): Promise<void> {
  await (await offlineRuntime()).manager.remove(id);
}

/**
 * Online, on launch and when the network returns: renews every licence on the device and
 * deletes what the server revoked (VIP ended, refunded, suspended), saying why once.
 */
export async function checkOfflineLicences(): Promise<void> {
  const { manager } = await offlineRuntime();
  const ids = manager.snapshot().map((download) => download.id);
  if (ids.length === 0) return;
  let states;
  try {
    states = await runtime().client.call(api.offlineCheck, { device: device(), ids });
  } catch (error) {
    // A suspended member is refused every call: nothing of theirs stays.
    if (!(error instanceof ApiError && Number(error.code) === FORBIDDEN_CODE)) throw error;
    await manager.removeAll();
    showToast(zhCNOffline.refusal.suspended);
    return;
  }
  await manager.applyCheck(states);
  const reasons = new Set(states.flatMap((state) => (state.state === 'revoked' ? [state.reason] : [])));
  const [first] = [...reasons] as OfflineRefusal[];
  if (first) showToast(zhCNOffline.refusal[first]);
}

/** Signing out: nothing downloaded under this member stays on the device. */
export async function forgetDownloads(): Promise<void> {
  await (await offlineRuntime()).manager.removeAll();
}

/**
 * From launch: on a browser that has downloaded, the licences are checked now when online and
 * again each time the network returns. Answers the stop.
 */
export function watchOfflineLicences(): () => void {
  if (!runtime().stores.offlineDevice.exists()) return () => undefined;
  const check = () => void checkOfflineLicences().catch(() => undefined);
  if (navigator.onLine) check();
  window.addEventListener('online', check);
  return () => window.removeEventListener('online', check);
}
