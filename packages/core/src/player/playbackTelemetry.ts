import type { PlaybackBeacon, PlaybackErrorKind, RenditionWatched } from '../api/types.ts';
import type { HlsController } from './hlsController.ts';

/**
 * Upper bounds of the time-to-first-frame buckets, in ms (the last bucket is everything
 * above): the server's daily rollup counts plays per bucket, so operators read percentiles
 * from it, and its Prometheus histogram uses the same bounds.
 */
export const FIRST_FRAME_BUCKETS_MS = [250, 500, 1000, 2000, 4000, 8000] as const;

/**
 * The most one beacon may carry; the server refuses anything beyond, and the collector
 * clamps to it, so a long or odd session still sends a valid beacon.
 */
export const BEACON_LIMITS = {
  firstFrames: 10,
  firstFrameMs: 120_000,
  rebuffers: 1000,
  /** Milliseconds, per beacon: rebuffering, and time watched on one rendition. */
  spanMs: 6 * 3_600_000,
  renditions: 12,
  height: 4320,
  bitrate: 200_000_000,
  switches: 1000,
  errorsPerKind: 100,
} as const;

export const PLAYBACK_ERROR_KINDS: readonly PlaybackErrorKind[] = ['unsupported', 'network', 'media', 'other'];

/** The slice of the <video> the collector listens to; tests pass a fake. */
export interface TelemetryMedia {
  readonly paused: boolean;
  readonly seeking: boolean;
  /** What the browser decodes (the native player has no ladder to name it). */
  readonly videoHeight: number;
  addEventListener(type: string, listener: () => void): void;
  removeEventListener(type: string, listener: () => void): void;
}

export interface PlaybackTelemetryOptions {
  media: TelemetryMedia;
  controller: Pick<HlsController, 'on'>;
  video: number;
  /** Milliseconds on a monotonic clock (performance.now in the browser). */
  now: () => number;
  /** When the first stream started loading, on `now`'s clock; default: now(). */
  startedAt?: number;
  /** When its first frame showed, if it did before the watch began (a stream started ahead of its page). */
  shownAt?: number;
}

export interface PlaybackTelemetry {
  /** What happened since the last call, or null when nothing did. Open spans are split at now. */
  takeReport(): PlaybackBeacon | null;
  /** Stops listening; what was not taken yet is still returned by takeReport(). */
  stop(): void;
}

const clamp = (value: number, max: number) => Math.min(max, Math.max(0, Math.round(value)));

/**
 * Watches one player for what members feel: time to first frame, stalls, the rendition
 * played and failures. It listens to the media element (loadeddata, waiting, playing, ...)
 * and to the controller's `change` (the rendition hls.js plays) and `error` events; it
 * never touches the page, so the app decides when a beacon leaves.
 */
export function watchPlayback({ media, controller, video, now, startedAt, shownAt }: PlaybackTelemetryOptions): PlaybackTelemetry {
  /** When the current stream started loading; null once its first frame arrived. */
  let loadingSince: number | null = startedAt ?? now();
  let firstFrames: number[] = [];
  if (shownAt !== undefined) {
    firstFrames.push(Math.max(0, shownAt - loadingSince));
    loadingSince = null;
  }
  let rebuffers = 0;
  let rebufferMs = 0;
  let rebufferSince: number | null = null;
  let playingSince: number | null = null;
  let switches = 0;
  let errors: Partial<Record<PlaybackErrorKind, number>> = {};
  /** Watched ms by rendition key `${height}:${bitrate}`. */
  let watched = new Map<string, RenditionWatched>();
  let rendition: { height: number; bitrate: number } | null = null;

  const current = () => rendition ?? { height: media.videoHeight || 0, bitrate: 0 };

  const closePlaying = (at: number) => {
    if (playingSince === null) return;
    const { height, bitrate } = current();
    const key = `${height}:${bitrate}`;
    const entry = watched.get(key) ?? { height, bitrate, watchedMs: 0 };
    entry.watchedMs += at - playingSince;
    watched.set(key, entry);
    playingSince = null;
  };
  const closeRebuffer = (at: number) => {
    if (rebufferSince === null) return;
    rebufferMs += at - rebufferSince;
    rebufferSince = null;
  };

  const listeners: [string, () => void][] = [
    [
      'loadeddata',
      () => {
        if (loadingSince === null) return;
        firstFrames.push(now() - loadingSince);
        loadingSince = null;
      },
    ],
    [
      'playing',
      () => {
        const at = now();
        closeRebuffer(at);
        if (playingSince === null) playingSince = at;
      },
    ],
    [
      'waiting',
      () => {
        const at = now();
        closePlaying(at);
        // Before the first frame it is the start, and after a seek it is the seek: neither is a stall.
        if (loadingSince !== null || media.seeking || media.paused || rebufferSince !== null) return;
        rebuffers += 1;
        rebufferSince = at;
      },
    ],
    ['pause', () => [closePlaying, closeRebuffer].forEach((close) => close(now()))],
    ['ended', () => closePlaying(now())],
    [
      // The stream was dropped (a new episode, a retry): the next one is timed from here.
      'emptied',
      () => {
        const at = now();
        closePlaying(at);
        closeRebuffer(at);
        loadingSince = at;
        rendition = null;
      },
    ],
  ];
  for (const [type, listener] of listeners) media.addEventListener(type, listener);

  const offChange = controller.on('change', ({ qualities, playingQuality }) => {
    const level = qualities.find((quality) => quality.index === playingQuality);
    if (!level || (rendition && rendition.height === level.height && rendition.bitrate === level.bitrate)) return;
    const at = now();
    const wasPlaying = playingSince !== null;
    closePlaying(at);
    if (rendition) switches += 1;
    rendition = { height: level.height, bitrate: level.bitrate };
    if (wasPlaying) playingSince = at;
  });
  const offError = controller.on('error', ({ reason }) => {
    errors[reason] = (errors[reason] ?? 0) + 1;
  });

  return {
    takeReport() {
      const at = now();
      const wasPlaying = playingSince !== null;
      const wasRebuffering = rebufferSince !== null;
      closePlaying(at);
      closeRebuffer(at);
      if (wasPlaying) playingSince = at;
      if (wasRebuffering) rebufferSince = at;

      const renditions = [...watched.values()]
        .filter((entry) => entry.watchedMs >= 1)
        .slice(0, BEACON_LIMITS.renditions)
        .map((entry) => ({
          height: clamp(entry.height, BEACON_LIMITS.height),
          bitrate: clamp(entry.bitrate, BEACON_LIMITS.bitrate),
          watchedMs: clamp(entry.watchedMs, BEACON_LIMITS.spanMs),
        }));
      const errorCounts = Object.fromEntries(
        PLAYBACK_ERROR_KINDS.filter((kind) => errors[kind]).map((kind) => [kind, clamp(errors[kind]!, BEACON_LIMITS.errorsPerKind)]),
      );
      const report: PlaybackBeacon = {
        video,
        firstFramesMs: firstFrames.slice(0, BEACON_LIMITS.firstFrames).map((ms) => clamp(ms, BEACON_LIMITS.firstFrameMs)),
        rebuffers: clamp(rebuffers, BEACON_LIMITS.rebuffers),
        rebufferMs: clamp(rebufferMs, BEACON_LIMITS.spanMs),
        renditions,
        switches: clamp(switches, BEACON_LIMITS.switches),
        errors: errorCounts,
      };
      firstFrames = [];
      rebuffers = 0;
      rebufferMs = 0;
      switches = 0;
      errors = {};
      watched = new Map();
      const empty =
        report.firstFramesMs.length === 0 &&
        report.rebuffers === 0 &&
        report.rebufferMs === 0 &&
        report.renditions.length === 0 &&
        report.switches === 0 &&
        Object.keys(report.errors).length === 0;
      return empty ? null : report;
    },
    stop() {
      for (const [type, listener] of listeners) media.removeEventListener(type, listener);
      offChange();
      offError();
    },
  };
}
