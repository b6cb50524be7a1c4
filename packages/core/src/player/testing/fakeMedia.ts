import { NATIVE_HLS_TYPE, type PlayerMediaElement } from '../playerMedia.ts';

/** A media element without a browser: the test moves time and fires events itself. */
export class FakeMedia implements PlayerMediaElement {
  currentTime = 0;
  duration = Number.NaN;
  paused = true;
  ended = false;
  autoplay = false;
  /** HAVE_NOTHING until playTo: then HAVE_ENOUGH_DATA. */
  readyState = 0;
  poster = '';
  private mutedNow = false;
  playbackRate = 1;
  defaultPlaybackRate = 1;
  /** Buffered ranges as [start, end] pairs. */
  ranges: [number, number][] = [];
  get buffered() {
    const { ranges } = this;
    return { length: ranges.length, start: (index: number) => ranges[index]![0], end: (index: number) => ranges[index]![1] };
  }
  src = '';
  /** Picture-in-picture asked for and left, in order. */
  pictureInPictureCalls: ('request' | 'exit')[] = [];
  readonly ownerDocument = {
    exitPictureInPicture: (): Promise<void> => {
      this.pictureInPictureCalls.push('exit');
      this.fire('leavepictureinpicture');
      return Promise.resolve();
    },
  };
  /** Loads requested through load(), the way a dropped source is flushed. */
  loads = 0;
  removedAttributes: string[] = [];
  playCalls = 0;
  /**
   * A phone's rule for sound: until the page has had a tap, play() with sound is refused
   * (NotAllowedError, no play event, still paused); muted play is allowed. Off by default.
   */
  refusesSoundUntilTap = false;
  private tapped = false;
  readonly listeners = new Map<string, Set<() => void>>();

  constructor(
    /** What canPlayType answers for HLS: '' (no native HLS), 'maybe' or 'probably'. */
    private readonly nativeHls: '' | 'maybe' | 'probably' = '',
    private readonly playResult: () => Promise<void> = () => Promise.resolve(),
  ) {}

  /** Like the element: a change of sound fires volumechange. */
  get muted(): boolean {
    return this.mutedNow;
  }
  set muted(muted: boolean) {
    if (muted === this.mutedNow) return;
    this.mutedNow = muted;
    this.fire('volumechange');
  }

  requestPictureInPicture(): Promise<void> {
    this.pictureInPictureCalls.push('request');
    this.fire('enterpictureinpicture');
    return Promise.resolve();
  }

  /** The member touched the page: from now on play() with sound is allowed. */
  tap(): void {
    this.tapped = true;
  }

  play(): Promise<void> {
    this.playCalls += 1;
    if (this.refusesSoundUntilTap && !this.tapped && !this.mutedNow) {
      return Promise.reject(new DOMException('play() can only be initiated by a user gesture.', 'NotAllowedError'));
    }
    this.paused = false;
    this.fire('play');
    return this.playResult();
  }

  pause(): void {
    if (this.paused) return;
    this.paused = true;
    this.fire('pause');
  }

  canPlayType(type: string): string {
    return type === NATIVE_HLS_TYPE ? this.nativeHls : '';
  }

  load(): void {
    this.loads += 1;
  }

  removeAttribute(name: string): void {
    this.removedAttributes.push(name);
    if (name === 'src') this.src = '';
  }

  addEventListener(type: string, listener: () => void): void {
    const set = this.listeners.get(type) ?? new Set();
    set.add(listener);
    this.listeners.set(type, set);
  }

  removeEventListener(type: string, listener: () => void): void {
    this.listeners.get(type)?.delete(listener);
  }

  listenerCount(): number {
    return [...this.listeners.values()].reduce((sum, set) => sum + set.size, 0);
  }

  fire(type: string): void {
    this.listeners.get(type)?.forEach((listener) => listener());
  }

  /** Playback reached `seconds`: the browser fires timeupdate. */
  playTo(seconds: number): void {
    this.paused = false;
    this.readyState = 4;
    this.currentTime = seconds;
    this.fire('timeupdate');
  }
}
