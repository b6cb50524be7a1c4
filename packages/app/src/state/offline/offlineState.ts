import type { DownloadView } from '@nocturne/core';
import { proxy } from 'valtio';

/**
 * 离线缓存 as the screens see it: every download (the manager's snapshot, mirrored by
 * downloads.ts), the storage they use, and whether the device has been read. A module of its
 * own, without the actions, so the video page's 缓存 control reads it without loading them.
 */
export interface OfflineState {
  /** Newest first; empty until the downloads have been read from the device. */
  downloads: readonly DownloadView[];
  /** What this site's storage uses and may use, bytes; null until measured. */
  storage: { used: number; quota: number } | null;
  /** The downloads have been read from the device (the page shows its empty state only then). */
  ready: boolean;
}

export const offlineState = proxy<OfflineState>({ downloads: [], storage: null, ready: false });

/** The download of one episode, if there is one. */
export function downloadOf(snapshot: Pick<OfflineState, 'downloads'>, vid: number, episodeId: number): DownloadView | undefined {
  return snapshot.downloads.find((download) => download.vid === vid && download.episodeId === episodeId);
}
