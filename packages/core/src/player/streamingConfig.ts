import type { HlsConfig, LoadPolicy } from 'hls.js';

/** SPEC.md section 9, Streaming: buffer length 30 s, max 300 s, loading timeouts 10 000 ms. */
export const STREAM_BUFFER_SECONDS = 30;
export const STREAM_MAX_BUFFER_SECONDS = 300;
export const STREAM_LOAD_TIMEOUT_MS = 10_000;

type LoadPolicies = Pick<HlsConfig, 'manifestLoadPolicy' | 'playlistLoadPolicy' | 'fragLoadPolicy'>;

// Sets the timeout the way hls.js maps its deprecated *LoadingTimeOut options (first byte and
// whole load), keeping hls.js's own retry settings for each kind of request.
const withTimeout = (policy: LoadPolicy): LoadPolicy => ({
  default: { ...policy.default, maxTimeToFirstByteMs: STREAM_LOAD_TIMEOUT_MS, maxLoadTimeMs: STREAM_LOAD_TIMEOUT_MS },
});

/** The hls.js options of SPEC.md, on top of the library's defaults (pass `Hls.DefaultConfig`). */
export function streamingConfig(defaults: LoadPolicies): Partial<HlsConfig> {
  return {
    maxBufferLength: STREAM_BUFFER_SECONDS,
    maxMaxBufferLength: STREAM_MAX_BUFFER_SECONDS,
    manifestLoadPolicy: withTimeout(defaults.manifestLoadPolicy),
    playlistLoadPolicy: withTimeout(defaults.playlistLoadPolicy),
    fragLoadPolicy: withTimeout(defaults.fragLoadPolicy),
  };
}
