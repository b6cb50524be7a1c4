// Referenced rather than left ambient, so every package that compiles core's source sees the
// declaration; an import cannot pull in a declaration-only file.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./hlsLight.d.ts" />
import type Hls from 'hls.js';
import type { HlsConfig } from 'hls.js';

/** The parts of an hls.js instance the controller drives. */
export type HlsInstance = Pick<Hls, 'loadSource' | 'attachMedia' | 'startLoad' | 'recoverMediaError' | 'destroy' | 'on' | 'nextLevel'>;

/** The hls.js class as the controller sees it; tests inject a fake with the same shape. */
export interface HlsConstructor {
  new (config: Partial<HlsConfig>): HlsInstance;
  isSupported(): boolean;
  readonly DefaultConfig: HlsConfig;
  readonly Events: typeof Hls.Events;
  readonly ErrorTypes: typeof Hls.ErrorTypes;
}

export type HlsLoader = () => Promise<HlsConstructor>;

/**
 * The production loader. The dynamic import keeps hls.js (about 116 KB gzip for the light
 * build) out of every eager bundle: it is fetched only when a video is about to play.
 */
export const loadHlsLight: HlsLoader = () => import('hls.js/light').then((module) => module.default);
