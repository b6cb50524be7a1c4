export {
  HlsController,
  NETWORK_RETRY_MAX,
  MEDIA_RECOVERY_MAX,
  PROGRESS_INTERVAL_SECONDS,
  type HlsControllerOptions,
  type PreviewOptions,
  type PlaybackMode,
  type LoadOutcome,
} from './hlsController.ts';
export { loadHlsLight, type HlsConstructor, type HlsInstance, type HlsLoader } from './hlsTypes.ts';
export { hasMediaSource, NATIVE_HLS_TYPE, type PlayerMediaElement } from './playerMedia.ts';
export type { PlayerEventMap, PlayerEventName, PlayerListener, PlaybackFailure } from './playerEvents.ts';
export {
  streamingConfig,
  STREAM_BUFFER_SECONDS,
  STREAM_MAX_BUFFER_SECONDS,
  STREAM_LOAD_TIMEOUT_MS,
} from './streamingConfig.ts';
