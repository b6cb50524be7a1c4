/**
 * Where one episode's download stands, as the 缓存 control and the 离线缓存 list draw it.
 * - none: not downloaded; queued: waiting its turn; downloading: segments coming in;
 * - paused: the member paused it, or the app closed or lost the network mid-way;
 * - done: every segment and key stored, playable offline while its licence holds;
 * - expired: stored, but the licence has ended (refused until renewed online);
 * - failed: stopped by an error the member can retry; noSpace: stopped by the quota.
 */
export type DownloadStatus = 'none' | 'queued' | 'downloading' | 'paused' | 'done' | 'expired' | 'failed' | 'noSpace';

/** One download as the screens show it. */
export interface DownloadView {
  /** The licence id. */
  id: string;
  vid: number;
  episodeId: number;
  /** The video's title and cover, and the episode's name, as they were when it was downloaded. */
  title: string;
  cover: string;
  episodeName: string;
  rendition: string;
  status: DownloadStatus;
  /** Bytes stored, and the total expected (the sum of stored segments once done). */
  bytesDone: number;
  bytesTotal: number;
  /** 0..100, whole. */
  percent: number;
  /** Unix ms: the licence's end. */
  expiresAt: number;
}
