import RealHls, { type ErrorData, type HlsConfig } from 'hls.js/light';
import type { HlsConstructor } from '../hlsTypes.ts';

type Handler = (event: string, data: unknown) => void;

/** One constructed fake: records what the controller asked of hls.js and lets the test fire events. */
export class FakeHlsInstance {
  readonly calls: string[] = [];
  loadedUrl: string | null = null;
  /** What the controller last asked for through `nextLevel` (-1: automatic). */
  requestedLevels: number[] = [];
  attachedMedia: unknown = null;
  private readonly handlers = new Map<string, Handler[]>();

  constructor(readonly config: Partial<HlsConfig>) {}

  loadSource(url: string): void {
    this.calls.push('loadSource');
    this.loadedUrl = url;
  }
  attachMedia(media: unknown): void {
    this.calls.push('attachMedia');
    this.attachedMedia = media;
  }
  startLoad(): void {
    this.calls.push('startLoad');
  }
  recoverMediaError(): void {
    this.calls.push('recoverMediaError');
  }
  destroy(): void {
    this.calls.push('destroy');
  }
  get nextLevel(): number {
    return this.requestedLevels.at(-1) ?? -1;
  }
  set nextLevel(level: number) {
    this.requestedLevels.push(level);
  }
  on(event: string, handler: Handler): void {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
  }

  fire(event: string, data: unknown = {}): void {
    this.handlers.get(event)?.forEach((handler) => handler(event, data));
  }

  fireError(type: ErrorData['type'], fatal = true, details = 'fakeDetails'): void {
    this.fire(RealHls.Events.ERROR, { type, fatal, details });
  }

  count(call: string): number {
    return this.calls.filter((name) => name === call).length;
  }
}

/**
 * A fake hls.js class with the real library's statics (Events, ErrorTypes, DefaultConfig), so
 * the controller is tested against the names and defaults it meets in production.
 */
export function fakeHls({ supported = true } = {}) {
  const instances: FakeHlsInstance[] = [];
  class FakeHls extends FakeHlsInstance {
    static isSupported = () => supported;
    static Events = RealHls.Events;
    static ErrorTypes = RealHls.ErrorTypes;
    static DefaultConfig = RealHls.DefaultConfig;
    constructor(config: Partial<HlsConfig>) {
      super(config);
      instances.push(this);
    }
  }
  // The fake's `on` takes plain strings where hls.js types an overloaded generic; calls match at runtime.
  return { Hls: FakeHls as unknown as HlsConstructor, instances, ErrorTypes: RealHls.ErrorTypes, Events: RealHls.Events };
}
