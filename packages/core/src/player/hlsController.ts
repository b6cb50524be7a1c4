import type { ErrorData } from 'hls.js';
import { loadHlsLight, type HlsConstructor, type HlsInstance, type HlsLoader } from './hlsTypes.ts';
import { PlayerEvents, type PlaybackFailure, type PlayerEventName, type PlayerListener } from './playerEvents.ts';
import { hasMediaSource, NATIVE_HLS_TYPE, type PlayerMediaElement } from './playerMedia.ts';
import { streamingConfig } from './streamingConfig.ts';

/** Fatal network errors retried with startLoad() before the stream is given up. */
export const NETWORK_RETRY_MAX = 3;
/** Fatal media errors recovered with recoverMediaError() before the stream is given up. */
export const MEDIA_RECOVERY_MAX = 3;
/** Seconds of playback between two progress reports. */
export const PROGRESS_INTERVAL_SECONDS = 5;

/** How a stream plays: through hls.js, the browser's own HLS, or not at all. */
export type PlaybackMode = 'hls.js' | 'native' | 'unsupported';
/** `cancelled`: a later load() or destroy() overtook this one while hls.js was loading. */
export type LoadOutcome = PlaybackMode | 'cancelled';

export interface HlsControllerOptions {
  media: PlayerMediaElement;
  /** Defaults to a dynamic import of hls.js/light. */
  loadHls?: HlsLoader;
  /** Whether MSE or ManagedMediaSource exists; defaults to a check of globalThis at call time. */
  hasMediaSource?: () => boolean;
}

export interface PreviewOptions {
  /** The free preview (config `shikan`), in seconds. */
  limitSeconds: number;
  /** VIP, or the episode was bought: no limit. */
  entitled: boolean;
}

/**
 * Plays an HLS URL on a media element (SPEC.md section 4, Player), in the shape of vidstack's
 * HLSController: it owns the hls.js instance, maps its errors onto retries or a failure event,
 * and lazy-loads hls.js. It also enforces the preview limit and reports progress to save.
 */
export class HlsController {
  private readonly media: PlayerMediaElement;
  private readonly loadHls: HlsLoader;
  private readonly hasMediaSource: () => boolean;
  private readonly events = new PlayerEvents();
  private readonly mediaListeners: [string, () => void][];

  private hls: HlsInstance | null = null;
  private url: string | null = null;
  /** Bumped by every load() and destroy(), so a load that finishes late knows it is stale. */
  private generation = 0;
  private destroyed = false;
  private networkRetries = 0;
  private mediaRecoveries = 0;
  private metadataLoaded = false;
  private pendingResume: number | null = null;
  private lastReportedSeconds = 0;
  private preview: PreviewOptions = { limitSeconds: 0, entitled: true };
  /** Past the limit since we last saw the position within it: one 'preview-ended' per crossing. */
  private beyondLimit = false;
  /** We paused playback at the limit and the member has not played since. */
  private pausedAtLimit = false;

  constructor({ media, loadHls = loadHlsLight, hasMediaSource: probe = hasMediaSource }: HlsControllerOptions) {
    this.media = media;
    this.loadHls = loadHls;
    this.hasMediaSource = probe;
    this.mediaListeners = [
      ['timeupdate', () => this.onTimeUpdate()],
      ['pause', () => this.reportProgress()],
      ['loadedmetadata', () => this.onLoadedMetadata()],
      ['play', () => (this.pausedAtLimit = false)],
      ['error', () => this.onNativeError()],
    ];
    for (const [type, listener] of this.mediaListeners) media.addEventListener(type, listener);
  }

  on<E extends PlayerEventName>(event: E, listener: PlayerListener<E>): () => void {
    return this.events.on(event, listener);
  }

  /** Plays `url`, first tearing down the stream already playing (switching episode). */
  async load(url: string): Promise<LoadOutcome> {
    if (this.destroyed) return 'cancelled';
    this.teardownStream();
    const generation = ++this.generation;
    const Hls = this.hasMediaSource() ? await this.loadHlsOrNull() : null;
    if (generation !== this.generation) return 'cancelled';

    this.networkRetries = 0;
    this.mediaRecoveries = 0;
    this.metadataLoaded = false;
    this.lastReportedSeconds = 0;
    this.beyondLimit = false;
    this.pausedAtLimit = false;
    if (Hls?.isSupported()) {
      this.url = url;
      this.attachHls(Hls, url);
      return 'hls.js';
    }
    if (this.media.canPlayType(NATIVE_HLS_TYPE)) {
      this.url = url;
      this.media.src = url;
      return 'native';
    }
    this.fail('unsupported');
    return 'unsupported';
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
    this.preview = { ...this.preview, limitSeconds };
    this.beyondLimit = false;
    this.setEntitled(entitled);
  }

  /** After a purchase, or cancel for a VIP: lifts the limit and resumes playback stopped at it. */
  setEntitled(entitled: boolean): void {
    this.preview = { ...this.preview, entitled };
    if (entitled && this.pausedAtLimit) {
      this.pausedAtLimit = false;
      this.play();
    }
    this.enforcePreview();
  }

  /** Final: reports the position, tears the stream down, ignores everything that arrives later. */
  destroy(): void {
    if (this.destroyed) return;
    this.teardownStream();
    this.destroyed = true;
    this.generation += 1;
    for (const [type, listener] of this.mediaListeners) this.media.removeEventListener(type, listener);
    this.events.clear();
  }

  // A failed download of hls.js (offline, blocked) leaves the native player to try.
  private async loadHlsOrNull(): Promise<HlsConstructor | null> {
    try {
      return await this.loadHls();
    } catch {
      return null;
    }
  }

  private attachHls(Hls: HlsConstructor, url: string): void {
    const hls = new Hls(streamingConfig(Hls.DefaultConfig));
    this.hls = hls;
    hls.on(Hls.Events.ERROR, (_event, data) => this.onHlsError(Hls, hls, data));
    // Data reached the buffer again: the stream has recovered, so later faults get fresh retries.
    hls.on(Hls.Events.FRAG_BUFFERED, () => {
      if (this.hls !== hls) return;
      this.networkRetries = 0;
      this.mediaRecoveries = 0;
    });
    hls.loadSource(url);
    // A real <video> in the browser; hls.js declares the full HTMLMediaElement it needs.
    hls.attachMedia(this.media as HTMLMediaElement);
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

  private fail(reason: PlaybackFailure, detail?: string): void {
    this.teardownStream();
    this.events.emit('error', detail === undefined ? { reason } : { reason, detail });
  }

  /** Saves the old stream's position, then stops it: hls.js destroyed, or the native source dropped. */
  private teardownStream(): void {
    if (this.url === null) return;
    this.reportProgress();
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
  }

  /** SPEC.md section 4: past the preview seconds, pause and go back to the limit. */
  private enforcePreview(): void {
    const { limitSeconds, entitled } = this.preview;
    if (entitled || this.url === null) return;
    if (this.media.currentTime <= limitSeconds) {
      // Back within the preview (we sought back, or the member did): the next crossing reports again.
      this.beyondLimit = false;
      return;
    }
    this.media.pause();
    this.media.currentTime = limitSeconds;
    this.pausedAtLimit = true;
    if (!this.beyondLimit) {
      this.beyondLimit = true;
      this.events.emit('preview-ended', { limitSeconds });
    }
  }

  private reportProgress(): void {
    if (this.url === null) return;
    const seconds = this.media.currentTime;
    const { duration } = this.media;
    this.lastReportedSeconds = seconds;
    this.events.emit('progress', { url: this.url, seconds, durationSeconds: Number.isFinite(duration) ? duration : null });
  }

  private play(): void {
    // A refused play() (autoplay policy) leaves the player paused; the member presses play.
    Promise.resolve(this.media.play()).catch(() => undefined);
  }
}
