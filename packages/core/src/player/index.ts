export {
  HlsController,
  NETWORK_RETRY_MAX,
  MEDIA_RECOVERY_MAX,
  PROGRESS_INTERVAL_SECONDS,
  type HlsControllerOptions,
  type PlaybackMode,
  type LoadOutcome,
  type StreamOptions,
} from './hlsController.ts';
export { PREVIEW_END_TOLERANCE_SECONDS, type PreviewOptions } from './previewGuard.ts';
export { loadHlsLight, type HlsConstructor, type HlsInstance, type HlsLoader } from './hlsTypes.ts';
export { bufferedEndAt, hasMediaSource, NATIVE_HLS_TYPE, playsNativelyForAirPlay, type PlayerMediaElement } from './playerMedia.ts';
export {
  currentRate,
  HOLD_PLAYBACK_RATE,
  INITIAL_PLAYBACK,
  isAdvancing,
  KEPT_ON_NEW_SOURCE,
  KEPT_ON_RELOAD,
  NEXT_EPISODE_COUNTDOWN_SECONDS,
  PLAYBACK_RATES,
  SEEK_STEP_SECONDS,
  type PlaybackError,
  type PlaybackFailure,
  type PlaybackSnapshot,
  type QualityChoice,
  type QualityLevel,
} from './playbackState.ts';
export { playerScreen, type PlayerScreen, type PlayerScreenInput } from './playerScreen.ts';
export { displayDuration, resumePoint, RESUME_MARGIN_SECONDS, type ResumeInput } from './playablePart.ts';
export { parseThumbnailTrack, thumbnailAt, type ThumbnailCue } from './thumbnailTrack.ts';
export type { PlayerEventMap, PlayerEventName, PlayerListener } from './playerEvents.ts';
export {
  startVariantOf,
  streamingConfig,
  STREAM_BUFFER_SECONDS,
  STREAM_MAX_BUFFER_SECONDS,
  STREAM_LOAD_TIMEOUT_MS,
  STREAM_START_LEVEL,
  STREAM_DEFAULT_BANDWIDTH_BPS,
  STREAM_MAX_DEVICE_PIXEL_RATIO,
} from './streamingConfig.ts';
export {
  watchPlayback,
  BEACON_LIMITS,
  FIRST_FRAME_BUCKETS_MS,
  PLAYBACK_ERROR_KINDS,
  type PlaybackTelemetry,
  type PlaybackTelemetryOptions,
  type TelemetryMedia,
} from './playbackTelemetry.ts';
export { earlyFetchLoader, fetchEarly, type EarlyAnswer, type EarlyFetches } from './earlyFetches.ts';
