import type { HlsConfig, LoadPolicy } from 'hls.js';

/** docs/product.md section 9, Streaming: buffer length 30 s, max 300 s, loading timeouts 10 000 ms. */
export const STREAM_BUFFER_SECONDS = 30;
export const STREAM_MAX_BUFFER_SECONDS = 300;
export const STREAM_LOAD_TIMEOUT_MS = 10_000;

/**
 * Start level: -1, chosen from the bandwidth estimate below, without hls.js's bandwidth test.
 * At 500 kbps the first fragment comes from the lowest rendition (a 2-second 360p segment is
 * a few hundred KB), so the first frame shows soonest on a phone's network, and hls.js climbs
 * the ladder from its measurement of that fragment. The test (`testBandwidth`) would download
 * the first fragment once only to time it and then again to play it: bench:web measured the
 * second download at about 160 ms before the first frame.
 */
export const STREAM_START_LEVEL = -1;
/**
 * The estimate hls.js uses until the first measurement: hls.js's own default (500 kbps),
 * written here so the choice is visible: it picks the start rendition.
 */
export const STREAM_DEFAULT_BANDWIDTH_BPS = 500_000;
/** hls.js's abrBandWidthFactor default: a rendition fits when its bitrate is within this share of the estimate. */
const ABR_BANDWIDTH_FACTOR = 0.95;

/**
 * The rendition hls.js starts on with the settings above: the best that fits the default
 * estimate, else the lowest. The page's early start (packages/app/src/early) fetches its
 * playlist while hls.js itself still downloads; should hls.js choose otherwise, it fetches
 * its own choice and the early one goes unused (a few hundred bytes).
 */
export function startVariantOf<Variant extends { bitrate: number }>(variants: readonly Variant[]): Variant | null {
  const byBitrate = [...variants].sort((a, b) => a.bitrate - b.bitrate);
  const fitting = byBitrate.filter((variant) => variant.bitrate <= STREAM_DEFAULT_BANDWIDTH_BPS * ABR_BANDWIDTH_FACTOR);
  return fitting.at(-1) ?? byBitrate[0] ?? null;
}
/**
 * capLevelToPlayerSize counts device pixels; a phone's 3x screen would make the 375 px
 * inline player ask for 1080p. At 2x the inline player gets 540p-720p and landscape
 * fullscreen 1080p: sharper than 3x is not visible in moving video, and it saves the
 * member's data.
 */
export const STREAM_MAX_DEVICE_PIXEL_RATIO = 2;

type LoadPolicies = Pick<HlsConfig, 'manifestLoadPolicy' | 'playlistLoadPolicy' | 'fragLoadPolicy'>;

// Sets the timeout the way hls.js maps its deprecated *LoadingTimeOut options (first byte and
// whole load), keeping hls.js's own retry settings for each kind of request.
const withTimeout = (policy: LoadPolicy): LoadPolicy => ({
  default: { ...policy.default, maxTimeToFirstByteMs: STREAM_LOAD_TIMEOUT_MS, maxLoadTimeMs: STREAM_LOAD_TIMEOUT_MS },
});

/** The hls.js options of docs/product.md, on top of the library's defaults (pass `Hls.DefaultConfig`). */
export function streamingConfig(defaults: LoadPolicies): Partial<HlsConfig> {
  return {
    startLevel: STREAM_START_LEVEL,
    testBandwidth: false,
    abrEwmaDefaultEstimate: STREAM_DEFAULT_BANDWIDTH_BPS,
    // Never fetch more pixels than the player shows (inline 16:9 at phone width): the ladder's
    // top rendition is for fullscreen; hls.js re-checks the size when it changes.
    capLevelToPlayerSize: true,
    maxDevicePixelRatio: STREAM_MAX_DEVICE_PIXEL_RATIO,
    // hls.js's default, set on purpose: with ManagedMediaSource hls.js sets
    // disableRemotePlayback on the element (WebKit opens an MMS only with remote playback off
    // or a native source alternative), which removes AirPlay. Where classic MediaSource exists
    // (iPad, Mac) use it; the iPhone, which has only ManagedMediaSource, plays natively
    // instead (playsNativelyForAirPlay in playerMedia.ts).
    preferManagedMediaSource: false,
    // The first fragment as soon as its playlist is here, even before the element is attached
    // to MediaSource: hls.js otherwise waits for its next tick (100 ms) after the attach when
    // the playlists were quicker (the page's early start fetched them; bench:web).
    startFragPrefetch: true,
    maxBufferLength: STREAM_BUFFER_SECONDS,
    maxMaxBufferLength: STREAM_MAX_BUFFER_SECONDS,
    manifestLoadPolicy: withTimeout(defaults.manifestLoadPolicy),
    playlistLoadPolicy: withTimeout(defaults.playlistLoadPolicy),
    fragLoadPolicy: withTimeout(defaults.fragLoadPolicy),
  };
}
