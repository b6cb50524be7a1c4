import type { ErrorData, HlsConfig } from 'hls.js';
import { loadHlsLight, type HlsConstructor, type HlsInstance, type HlsLoader } from './hlsTypes.ts';
import { INITIAL_PLAYBACK, KEPT_ON_NEW_SOURCE, KEPT_ON_RELOAD, type PlaybackFailure, type PlaybackSnapshot, type QualityChoice } from './playbackState.ts';
import { DISPLAY_EVENTS, PlaybackView, type DisplayEvent } from './playbackView.ts';
import { PreviewGuard, type PreviewOptions } from './previewGuard.ts';
import { PlayerEvents, type PlayerEventName, type PlayerListener } from './playerEvents.ts';
import { earlyFetchLoader, type EarlyFetches } from './earlyFetches.ts';
import { bufferedEndAt, HAVE_CURRENT_DATA, hasMediaSource, NATIVE_HLS_TYPE, playsNativelyForAirPlay, type PlayerMediaElement } from './playerMedia.ts';
import { FragmentsInFlight, type FragmentRef } from './fragmentsInFlight.ts';
import { HOLE_TOLERANCE_SECONDS, StallWatchdog, STALL_CHECK_MS } from './stallWatchdog.ts';
import { streamingConfig } from './streamingConfig.ts';

/** The fragment an hls.js event names, if any. */
const fragmentOf = (data: unknown): FragmentRef | undefined => (data as { frag?: FragmentRef } | undefined)?.frag;

/** The browser's refusal of play() by its autoplay policy (no tap on the page yet). */
function isPlayRefused(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'NotAllowedError';
}

/** Fatal network errors retried with startLoad() before the stream is given up. */
export const NETWORK_RETRY_MAX = 3;
/** Fatal media errors recovered with recoverMediaError() before the stream is given up. */
export const MEDIA_RECOVERY_MAX = 3;
/** Seconds of playback between two progress reports. */
export const PROGRESS_INTERVAL_SECONDS = 5;

/** How a stream plays: through hls.js, the browser's own HLS, or not at all. */
export type PlaybackMode = 'hls.js' | 'native' | 'unsupported';
/** `cancelled`: a later load() or destroy() overtook this one while hls.js was loading (or there was nothing to retry). */
export type LoadOutcome = PlaybackMode | 'cancelled';

/** What load() may be told besides the URL. */
export interface StreamOptions {
  /** The episode's poster frame, shown until the first frame; '' for none. */
  poster?: string;
  /**
   * hls.js settings of this stream over streamingConfig's, such as the offline loader of a
   * downloaded episode. A stream with its own settings plays through hls.js only: the
   * browser's native HLS would fetch the URL itself.
   */
  hlsConfig?: Partial<HlsConfig>;
  /**
   * Playlists and the first segment of this stream fetched before hls.js had arrived (the
   * page's early start): hls.js takes them instead of asking again. Only where hls.js plays;
   * the browser's own HLS fetches for itself.
   */
  prefetched?: EarlyFetches;
}

export interface HlsControllerOptions {
  media: PlayerMediaElement;
  /** Defaults to a dynamic import of hls.js/light. */
  loadHls?: HlsLoader;
  /** Whether MSE or ManagedMediaSource exists; defaults to a check of globalThis at call time. */
  hasMediaSource?: () => boolean;
  /**
   * Whether to leave HLS to the browser even though hls.js could run (iPhone: only
   * ManagedMediaSource, which would switch AirPlay off); defaults to playsNativelyForAirPlay.
   */
  preferNative?: () => boolean;
  /** A monotonic clock in ms for the stall watchdog; defaults to performance.now. */
  now?: () => number;
  /** Whether the browser is online, and a way to hear it come back; defaults to navigator and window. */
  network?: NetworkWatch;
}

/** The browser's connection as the controller needs it. */
export interface NetworkWatch {
  online(): boolean;
  /** Calls `back` whenever the connection returns; answers the unsubscribe. */
  onBack(back: () => void): () => void;
}

/** navigator.onLine and the window's `online` event, read when called (never at import). */
const browserNetwork: NetworkWatch = {
  online: () => globalThis.navigator?.onLine !== false,
  onBack: (back) => {
    if (typeof globalThis.addEventListener !== 'function') return () => undefined;
    globalThis.addEventListener('online', back);
    return () => globalThis.removeEventListener('online', back);
  },
};

/**
 * Plays an HLS URL on a media element (docs/product.md section 4, Player), in the shape of vidstack's
 * HLSController: it owns the hls.js instance, maps its errors onto retries or a failure event,
 * and lazy-loads hls.js. It is the one owner of the media element: the preview limit
 * (PreviewGuard), the position to save, sound, picture-in-picture, the poster, and the one
 * store the screen reads (PlaybackView's snapshot: time, quality, whether a frame has shown,
 * the preview's end, the failure) all go through it, so no two parts ever drive the element
 * against each other and no page keeps a second copy of what the player knows.
 */
export class HlsController {
  private readonly media: PlayerMediaElement;
  private readonly loadHls: HlsLoader;
  private readonly hasMediaSource: () => boolean;
  private readonly preferNative: () => boolean;
  private readonly events = new PlayerEvents();
  private readonly mediaListeners: [string, () => void][];
  private readonly now: () => number;
  private readonly network: NetworkWatch;
  private readonly stopHearingNetwork: () => void;
  private readonly watchdog = new StallWatchdog();
  private watchdogTimer: ReturnType<typeof setInterval> | null = null;

  private hls: HlsInstance | null = null;
  /** The hls.js class the stream plays with: a reload makes a new instance of it. */
  private HlsClass: HlsConstructor | null = null;
  /** Where the fragment last appended ends, s (the watchdog's skip over a hole goes there); null before one. */
  private appendedFragmentEnd: number | null = null;
  /** The fragments being fetched (for the watchdog: a stall then is buffering). */
  private readonly fetching: FragmentsInFlight;
  /**
   * A fragment of this stream has reached the buffer (a reload of it keeps this). Before that the stream is still
   * starting (the master, the playlists, a key, the first fragment: seconds on a slow network
   * or a busy phone), which hls.js's own timeouts and retries look after; the watchdog's media
   * recovery and reload only started it over, and gave it up after about 6 s.
   */
  private bufferedOnce = false;
  /**
   * Playing is wanted: play() or an autoplaying element, until something pauses it. An
   * autoplaying element stays `paused` until it has data, so `paused` alone cannot tell a
   * stream that never started from one the member stopped.
   */
  private wantsToPlay = false;
  /** The stream loaded now; null before the first, after a failure and after destroy(). */
  private url: string | null = null;
  /** The stream last asked for: what retry() loads again, and what tells a reload from another episode. */
  private source: { url: string; poster: string; hlsConfig: Partial<HlsConfig> | undefined; prefetched: EarlyFetches | undefined } | null = null;
  /** Bumped by every load() and destroy(), so a load that finishes late knows it is stale. */
  private generation = 0;
  private destroyed = false;
  private networkRetries = 0;
  private mediaRecoveries = 0;
  private metadataLoaded = false;
  private pendingResume: number | null = null;
  private lastReportedSeconds = 0;
  private readonly preview: PreviewGuard;
  private snapshot: PlaybackSnapshot = INITIAL_PLAYBACK;
  private readonly view: PlaybackView;

  constructor({
    media,
    loadHls = loadHlsLight,
    hasMediaSource: probe = hasMediaSource,
    preferNative = playsNativelyForAirPlay,
    now = () => performance.now(),
    network = browserNetwork,
  }: HlsControllerOptions) {
    this.media = media;
    this.now = now;
    this.fetching = new FragmentsInFlight(now);
    this.network = network;
    // Back online, fetch at once instead of waiting out hls.js's retry back-off (up to 8 s).
    this.stopHearingNetwork = network.onBack(() => this.hls?.startLoad());
    this.loadHls = loadHls;
    this.hasMediaSource = probe;
    this.preferNative = preferNative;
    this.view = new PlaybackView(media);
    this.preview = new PreviewGuard(media, (limitSeconds) => {
      this.view.setPreviewEnded(true);
      this.events.emit('preview-ended', { limitSeconds });
      this.refresh();
    });
    this.mediaListeners = [
      ['timeupdate', () => this.onTimeUpdate()],
      ['pause', () => this.onPause()],
      ['loadedmetadata', () => this.onLoadedMetadata()],
      ['play', () => this.onPlay()],
      ['ended', () => this.onEnded()],
      ['error', () => this.onNativeError()],
      ...DISPLAY_EVENTS.map((type): [string, () => void] => [type, () => this.onDisplayEvent(type)]),
    ];
    for (const [type, listener] of this.mediaListeners) media.addEventListener(type, listener);
  }

  on<E extends PlayerEventName>(event: E, listener: PlayerListener<E>): () => void {
    return this.events.on(event, listener);
  }

  /** For `useSyncExternalStore`: called on every change of the snapshot. */
  readonly subscribe = (onChange: () => void): (() => void) => this.events.on('change', () => onChange());

  /** What the screen shows of the player; the same object until something changes. */
  readonly getSnapshot = (): PlaybackSnapshot => this.snapshot;

  /**
   * Plays `url`, first tearing down the stream already playing (switching episode). The
   * snapshot starts again at once, keeping what the list says (KEPT_ON_RELOAD for the same
   * URL again, KEPT_ON_NEW_SOURCE for another), so the last stream's failure or end never
   * shows while this one loads.
   */
  async load(url: string, { poster = '', hlsConfig, prefetched }: StreamOptions = {}): Promise<LoadOutcome> {
    if (this.destroyed) return 'cancelled';
    this.teardownStream();
    const generation = ++this.generation;
    this.view.newSource(this.source?.url === url ? KEPT_ON_RELOAD : KEPT_ON_NEW_SOURCE);
    this.source = { url, poster, hlsConfig, prefetched };
    this.media.poster = poster;
    this.networkRetries = 0;
    this.mediaRecoveries = 0;
    this.metadataLoaded = false;
    this.bufferedOnce = false;
    this.lastReportedSeconds = 0;
    this.preview.newStream();
    this.wantsToPlay = this.media.autoplay;
    this.refresh();
    const Hls = this.hasMediaSource() ? await this.loadHlsOrNull() : null;
    if (generation !== this.generation) return 'cancelled';

    if (Hls?.isSupported() && (hlsConfig !== undefined || !(this.preferNative() && this.media.canPlayType(NATIVE_HLS_TYPE)))) {
      this.url = url;
      this.attachHls(Hls, url);
      this.autoplayStarted();
      return 'hls.js';
    }
    if (!hlsConfig && this.media.canPlayType(NATIVE_HLS_TYPE)) {
      this.url = url;
      this.media.src = url;
      this.autoplayStarted();
      return 'native';
    }
    this.fail('unsupported');
    return 'unsupported';
  }

  /**
   * 重试 after a failure: the same stream again, from where it failed (the snapshot kept that
   * position), with the rendition the member chose; it plays if the element autoplays.
   * Nothing to retry (no failure) answers `cancelled`.
   */
  retry(): Promise<LoadOutcome> {
    const { source, snapshot } = this;
    if (!source || !snapshot.error) return Promise.resolve('cancelled');
    const loading = this.load(source.url, source);
    if (snapshot.currentTime > 0) this.resumeAt(snapshot.currentTime);
    return loading;
  }

  /**
   * Starts from a saved position: at once if the stream's metadata is loaded, else when it is.
   * Called while no stream is playing (before load(), or while hls.js is loading) it applies to
   * the next stream; a pending position is dropped when its stream is torn down.
   */
  resumeAt(seconds: number): void {
    if (this.metadataLoaded) this.media.currentTime = seconds;
    else this.pendingResume = seconds;
  }

  /** Sets the limit and entitlement; gaining entitlement resumes playback as setEntitled(true) does. */
  setPreview({ limitSeconds, entitled }: PreviewOptions): void {
    this.preview.setLimit(limitSeconds);
    this.setEntitled(entitled);
  }

  /** After a purchase, or cancel for a VIP: lifts the limit and resumes playback stopped at it. */
  setEntitled(entitled: boolean): void {
    if (this.preview.setEntitled(entitled)) this.play();
    if (entitled && this.snapshot.previewEnded) {
      this.view.setPreviewEnded(false);
      this.refresh();
    }
    this.enforcePreview();
  }

  /** Whether the element starts each stream by itself (the page's player does; the warm start's waits). */
  setAutoplay(autoplay: boolean): void {
    this.media.autoplay = autoplay;
  }

  /** Sound off or on; the store follows at once (and again on the element's volumechange). */
  setMuted(muted: boolean): void {
    this.media.muted = muted;
    this.view.noteEvent('volumechange');
    this.refresh();
  }

  /** Picture-in-picture, or back from it; a refusal (no gesture, not allowed) changes nothing. */
  togglePictureInPicture(): void {
    const request = this.snapshot.pictureInPicture ? this.media.ownerDocument?.exitPictureInPicture?.() : this.media.requestPictureInPicture?.();
    void Promise.resolve(request).catch(() => undefined);
  }

  /** The video's own fullscreen (iPhone Safari, where the stage cannot go fullscreen); answers whether there is one. */
  enterNativeFullscreen(): boolean {
    if (typeof this.media.webkitEnterFullscreen !== 'function') return false;
    this.media.webkitEnterFullscreen();
    return true;
  }

  /**
   * Whether the player's stage fills the screen: the page sees the stage and tells (it listens
   * to fullscreenchange); kept here so the controls and the page read one store, across episodes.
   */
  setFullscreen(fullscreen: boolean): void {
    if (this.snapshot.fullscreen === fullscreen) return;
    this.view.setFullscreen(fullscreen);
    this.refresh();
  }

  /**
   * Plays. A phone refuses sound to a page the member has not tapped yet (a link from a chat
   * app, a reload, a restored tab): the player then waits paused on its first frame, with the
   * poster and the play control, and is no longer wanted to play, so the stall watchdog never
   * takes the wait for a stall. The member's tap on play plays it.
   */
  play(): void {
    this.wantsToPlay = true;
    const generation = this.generation;
    Promise.resolve(this.media.play()).catch((error: unknown) => {
      if (generation !== this.generation || !isPlayRefused(error) || !this.media.paused) return;
      this.wantsToPlay = false;
      this.watchdog.reset();
      this.refresh();
    });
  }

  pause(): void {
    this.media.pause();
  }

  /**
   * Seeks within the media. Without entitlement a seek past the preview limit stops at the
   * limit, pauses and reports 'preview-ended' (the member asked for the paid part).
   */
  seek(seconds: number): void {
    if (this.url === null || !Number.isFinite(seconds)) return;
    const { duration } = this.media;
    const end = Number.isFinite(duration) && duration > 0 ? duration : Number.POSITIVE_INFINITY;
    const target = Math.min(Math.max(0, seconds), end);
    if (!this.preview.allowSeek(target)) return;
    this.watchdog.reset();
    this.media.currentTime = target;
    this.refresh();
  }

  /** The speed the member chose; it outlives a hold (长按倍速) and a change of source. */
  setRate(rate: number): void {
    if (!(rate > 0)) return;
    this.view.setRate(rate);
    this.refresh();
  }

  /** 长按倍速: while held the video plays at HOLD_PLAYBACK_RATE; on release at the chosen rate. */
  holdRate(held: boolean): void {
    this.view.hold(held);
    this.refresh();
  }

  /**
   * 自动 lets hls.js adapt; a level index fixes that rendition. `nextLevel` switches from the
   * next fragment without flushing what plays now (no stall), unlike `currentLevel`.
   */
  setQuality(choice: QualityChoice): void {
    if (!this.hls || !this.view.chooseQuality(choice)) return;
    this.hls.nextLevel = choice === 'auto' ? -1 : choice;
    this.refresh();
  }

  /** Final: reports the position, tears the stream down, ignores everything that arrives later. */
  destroy(): void {
    if (this.destroyed) return;
    this.teardownStream();
    this.destroyed = true;
    this.generation += 1;
    this.stopHearingNetwork();
    for (const [type, listener] of this.mediaListeners) this.media.removeEventListener(type, listener);
    this.events.clear();
  }

  /**
   * An autoplaying element refused by the browser's policy says nothing and stays paused, which
   * would look like a stream that never starts; asking play() of it too gets the refusal heard.
   */
  private autoplayStarted(): void {
    if (this.media.autoplay) this.play();
  }

  // A failed download of hls.js (offline, blocked) leaves the native player to try.
  private async loadHlsOrNull(): Promise<HlsConstructor | null> {
    try {
      return await this.loadHls();
    } catch {
      return null;
    }
  }

  /** `startPosition`: where a reload picks the stream up (hls.js's own start otherwise). */
  private attachHls(Hls: HlsConstructor, url: string, startPosition?: number): void {
    const hls = new Hls({
      ...streamingConfig(Hls.DefaultConfig),
      ...(this.source?.prefetched ? { pLoader: earlyFetchLoader(this.source.prefetched), fLoader: earlyFetchLoader(this.source.prefetched) } : {}),
      ...this.source?.hlsConfig,
      ...(startPosition === undefined ? {} : { startPosition }),
    });
    this.hls = hls;
    this.HlsClass = Hls;
    this.fetching.clear();
    hls.on(Hls.Events.ERROR, (_event, data) => {
      if (this.hls !== hls) return;
      if (data.frag) this.fetching.ended(data.frag);
      this.onHlsError(Hls, hls, data);
    });
    hls.on(Hls.Events.MANIFEST_PARSED, (_event, data) => {
      if (this.hls !== hls) return;
      this.view.setLadder(data.levels);
      // A reload (the watchdog's, 重试) keeps the rendition the member picked.
      const { quality } = this.snapshot;
      if (quality !== 'auto') hls.nextLevel = quality;
      this.refresh();
    });
    hls.on(Hls.Events.LEVEL_SWITCHED, (_event, data) => {
      if (this.hls !== hls) return;
      this.view.setPlayingQuality(data.level);
      this.refresh();
    });
    hls.on(Hls.Events.FRAG_LOADING, (_event, data) => {
      if (this.hls === hls) this.fetching.started(fragmentOf(data));
    });
    // Loaded is no longer on its way, whether or not it reaches the buffer: hls.js drops a
    // fragment it no longer wants (a switch of quality) with no event of its own, and one
    // left on its way would hold the watchdog off.
    const fetched = (_event: unknown, data?: unknown) => {
      if (this.hls === hls) this.fetching.ended(fragmentOf(data));
    };
    hls.on(Hls.Events.FRAG_LOADED, fetched);
    hls.on(Hls.Events.FRAG_LOAD_EMERGENCY_ABORTED, fetched);
    // Data reached the buffer again: the stream has recovered, so later faults get fresh retries.
    hls.on(Hls.Events.FRAG_BUFFERED, (_event, data) => {
      if (this.hls !== hls) return;
      const frag = (data as { frag?: { start: number; duration: number } } | undefined)?.frag;
      if (frag && Number.isFinite(frag.start + frag.duration)) this.appendedFragmentEnd = frag.start + frag.duration;
      this.fetching.ended(fragmentOf(data));
      this.bufferedOnce = true;
      this.watchdog.fragmentBuffered();
      this.networkRetries = 0;
      this.mediaRecoveries = 0;
    });
    hls.loadSource(url);
    // A real <video> in the browser; hls.js declares the full element it needs.
    hls.attachMedia(this.media as HTMLVideoElement);
    this.watchdogTimer ??= setInterval(() => this.checkStall(), STALL_CHECK_MS);
  }

  /** The watchdog's sample (stallWatchdog.ts): a stall that waiting will not end is acted on. */
  private checkStall(): void {
    const hls = this.hls;
    if (!hls) return;
    const action = this.watchdog.sample({
      now: this.now(),
      position: this.media.currentTime,
      shouldAdvance: this.wantsToPlay && !this.media.ended,
      online: this.network.online(),
      fetching: this.fetching.any() || !this.bufferedOnce,
      frameShown: this.media.readyState >= HAVE_CURRENT_DATA,
      unbufferedPosition: bufferedEndAt(this.media) <= this.media.currentTime + HOLE_TOLERANCE_SECONDS,
    });
    if (action === 'skip-hole') {
      // Straight on the element, not seek(): the watchdog keeps its ladder (a skip that does not
      // help is followed by the media recovery), and the position is the stream's own.
      const end = this.appendedFragmentEnd;
      if (end !== null && end > this.media.currentTime + HOLE_TOLERANCE_SECONDS) this.media.currentTime = end;
    } else if (action === 'recover-media') {
      // A new MediaSource loads the element again, which leaves it paused: play on.
      hls.recoverMediaError();
      this.play();
    } else if (action === 'reload') this.reloadAt(this.media.currentTime);
    else if (action === 'give-up') this.fail('media', 'playbackStalled');
  }

  /** A new hls.js instance on the same stream, from `position`; playing on if it was. */
  private reloadAt(position: number): void {
    const { hls, HlsClass, url } = this;
    if (!hls || !HlsClass || url === null) return;
    hls.destroy();
    this.attachHls(HlsClass, url, position);
    if (this.wantsToPlay) this.play();
  }

  private onHlsError(Hls: HlsConstructor, hls: HlsInstance, data: ErrorData): void {
    if (this.hls !== hls || !data.fatal) return;
    if (data.type === Hls.ErrorTypes.NETWORK_ERROR) {
      if (this.networkRetries < NETWORK_RETRY_MAX) {
        this.networkRetries += 1;
        hls.startLoad();
        return;
      }
      this.fail('network', data.details);
    } else if (data.type === Hls.ErrorTypes.MEDIA_ERROR) {
      if (this.mediaRecoveries < MEDIA_RECOVERY_MAX) {
        this.mediaRecoveries += 1;
        hls.recoverMediaError();
        return;
      }
      this.fail('media', data.details);
    } else {
      this.fail('other', data.details);
    }
  }

  /** Gives the stream up: its position stays in the snapshot with the reason, for 重试. */
  private fail(reason: PlaybackFailure, detail?: string): void {
    this.refresh();
    this.teardownStream();
    const error = detail === undefined ? { reason } : { reason, detail };
    this.view.fail(error);
    this.refresh();
    this.events.emit('error', error);
  }

  /** Saves the old stream's position, then stops it: hls.js destroyed, or the native source dropped. */
  private teardownStream(): void {
    if (this.url === null) return;
    this.reportProgress();
    if (this.watchdogTimer !== null) clearInterval(this.watchdogTimer);
    this.watchdogTimer = null;
    this.watchdog.reset();
    if (this.hls) {
      this.hls.destroy();
      this.hls = null;
    } else {
      // The documented way to make a media element stop fetching its source.
      this.media.removeAttribute('src');
      this.media.load();
    }
    this.url = null;
    this.pendingResume = null;
  }

  // With hls.js the element's errors reach us as hls.js MEDIA_ERRORs; the native player has only this.
  private onNativeError(): void {
    if (this.url !== null && this.hls === null) this.fail('media', 'nativePlaybackError');
  }

  private onLoadedMetadata(): void {
    if (this.url === null) return;
    this.metadataLoaded = true;
    if (this.pendingResume !== null) {
      this.media.currentTime = this.pendingResume;
      this.pendingResume = null;
    }
    this.enforcePreview();
  }

  private onTimeUpdate(): void {
    if (this.url === null) return;
    this.enforcePreview();
    if (Math.abs(this.media.currentTime - this.lastReportedSeconds) >= PROGRESS_INTERVAL_SECONDS) this.reportProgress();
    this.refresh();
  }

  private onPlay(): void {
    this.wantsToPlay = true;
    this.preview.played();
    this.refresh();
  }

  private onPause(): void {
    this.wantsToPlay = false;
    this.reportProgress();
    this.view.noteEvent('pause');
    this.refresh();
  }

  /** An entitled end shows in the snapshot; a preview that ended at its limit is the paywall's moment. */
  private onEnded(): void {
    if (this.url === null) return;
    if (!this.preview.ended()) this.refresh();
  }

  private onDisplayEvent(type: DisplayEvent): void {
    // A frame shows only of a stream that is loaded (a late event of a dropped one is not a start).
    if (this.url === null && (type === 'loadeddata' || type === 'playing')) return;
    this.view.noteEvent(type);
    this.refresh();
  }

  /** Replaces the snapshot and tells subscribers; nothing after destroy(). */
  private refresh(): void {
    if (this.destroyed) return;
    this.snapshot = this.view.snapshot(this.url !== null);
    this.events.emit('change', this.snapshot);
  }

  /** docs/product.md section 4: past the preview seconds, pause and go back to the limit. */
  private enforcePreview(): void {
    if (this.url !== null) this.preview.enforce();
  }

  private reportProgress(): void {
    if (this.url === null) return;
    const seconds = this.media.currentTime;
    const { duration } = this.media;
    this.lastReportedSeconds = seconds;
    this.events.emit('progress', { url: this.url, seconds, durationSeconds: Number.isFinite(duration) ? duration : null });
  }
}
