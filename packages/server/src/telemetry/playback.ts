/**
 * Playback quality: a beacon becomes its day's rollup row and the Prometheus
 * playback metrics; the operator report reads the rollup back with percentiles.
 */
import { businessDate, FIRST_FRAME_BUCKETS_MS, type PlaybackBeacon } from '@nocturne/core';
import type { AppDeps } from '../http/deps.ts';
import { publishedVideo, videoNames } from '../catalogue/videos.ts';
import { renditionName } from './renditions.ts';
import { addToRollup, readRollup, type RollupDelta } from './rollup.ts';
import type { ServerMetrics } from './metrics.ts';

/** The bucket key of the last bucket (above the largest bound), as Prometheus spells it. */
export const OVERFLOW_BUCKET = '+Inf';
/** The operator report's longest range and most rows. */
export const REPORT_MAX_DAYS = 92;
export const REPORT_MAX_ROWS = 500;

export function firstFrameBucket(ms: number): string {
  const bound = FIRST_FRAME_BUCKETS_MS.find((upper) => ms <= upper);
  return bound === undefined ? OVERFLOW_BUCKET : String(bound);
}

const bump = (counts: Record<string, number>, key: string, by: number) => {
  if (by > 0) counts[key] = (counts[key] ?? 0) + by;
};

/** What one beacon adds to its day's row. */
export function rollupDelta(beacon: PlaybackBeacon): RollupDelta {
  const firstFrameBuckets: Record<string, number> = {};
  for (const ms of beacon.firstFramesMs) bump(firstFrameBuckets, firstFrameBucket(ms), 1);
  const renditions: Record<string, number> = {};
  for (const rendition of beacon.renditions) bump(renditions, renditionName(rendition.height), rendition.watchedMs);
  const errors: Record<string, number> = {};
  for (const [kind, count] of Object.entries(beacon.errors)) bump(errors, kind, count ?? 0);
  return {
    plays: beacon.firstFramesMs.length,
    firstFrameMs: beacon.firstFramesMs.reduce((sum, ms) => sum + ms, 0),
    firstFrameBuckets,
    rebuffers: beacon.rebuffers,
    rebufferMs: beacon.rebufferMs,
    watchedMs: beacon.renditions.reduce((sum, rendition) => sum + rendition.watchedMs, 0),
    switches: beacon.switches,
    errors,
    renditions,
  };
}

/** Adds a beacon to today's row of its video and to the metrics; unknown videos are refused. */
export async function recordBeacon(deps: AppDeps, metrics: ServerMetrics, beacon: PlaybackBeacon): Promise<void> {
  const day = businessDate(deps.now(), deps.config.businessTimeZone);
  // 404 (视频不存在) for a video that is not published.
  await publishedVideo(deps.db, beacon.video);
  await addToRollup(deps.db, day, beacon.video, rollupDelta(beacon));
  metrics.observeBeacon(beacon);
}

export interface PlaybackDay {
  day: string;
  cartoonCode: number;
  videoName: string;
  beacons: number;
  plays: number;
  /** Mean time to first frame; null without plays. */
  firstFrameMeanMs: number | null;
  /** Upper bound of the bucket holding the median / the 90th percentile play ('+Inf' above the largest). */
  firstFrameP50Ms: string | null;
  firstFrameP90Ms: string | null;
  firstFrameBuckets: Record<string, number>;
  rebuffers: number;
  rebufferSeconds: number;
  /** Stalled time over watched plus stalled time (0..1). */
  rebufferRatio: number;
  watchedSeconds: number;
  /** Rendition switches (hls.js adapting, or the member choosing). */
  switches: number;
  errors: Record<string, number>;
  /** Share of watched time by height, e.g. {"720": 0.8, "360": 0.2}. */
  renditionShare: Record<string, number>;
}

/** The bound of the bucket where the cumulative count reaches `quantile` of all plays. */
export function bucketQuantile(buckets: Record<string, number>, quantile: number): string | null {
  const keys = [...FIRST_FRAME_BUCKETS_MS.map(String), OVERFLOW_BUCKET];
  const total = keys.reduce((sum, key) => sum + (buckets[key] ?? 0), 0);
  if (total === 0) return null;
  let seen = 0;
  for (const key of keys) {
    seen += buckets[key] ?? 0;
    if (seen >= quantile * total) return key;
  }
  return OVERFLOW_BUCKET;
}

const round = (value: number, digits = 3) => Number(value.toFixed(digits));

export async function playbackReport(deps: AppDeps, from: string, to: string, videoId: number | null): Promise<PlaybackDay[]> {
  const rows = await readRollup(deps.db, from, to, videoId, REPORT_MAX_ROWS);
  // A rollup row's video is always there (the row goes with the video).
  const videos = await videoNames(
    deps.db,
    rows.map((row) => row.video_id),
  );
  return rows.map((row) => {
    const stalledAndWatched = row.watched_ms + row.rebuffer_ms;
    return {
      day: row.day,
      cartoonCode: row.video_id,
      videoName: videos.get(row.video_id)!.name,
      beacons: row.beacons,
      plays: row.plays,
      firstFrameMeanMs: row.plays > 0 ? Math.round(row.first_frame_ms / row.plays) : null,
      firstFrameP50Ms: bucketQuantile(row.first_frame_buckets, 0.5),
      firstFrameP90Ms: bucketQuantile(row.first_frame_buckets, 0.9),
      firstFrameBuckets: row.first_frame_buckets,
      rebuffers: row.rebuffers,
      rebufferSeconds: round(row.rebuffer_ms / 1000),
      rebufferRatio: stalledAndWatched > 0 ? round(row.rebuffer_ms / stalledAndWatched, 4) : 0,
      watchedSeconds: round(row.watched_ms / 1000),
      switches: row.switches,
      errors: row.errors,
      renditionShare: Object.fromEntries(
        Object.entries(row.renditions).map(([height, ms]) => [height, row.watched_ms > 0 ? round(ms / row.watched_ms, 4) : 0]),
      ),
    };
  });
}
