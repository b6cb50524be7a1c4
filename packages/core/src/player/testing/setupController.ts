import { HlsController, type NetworkWatch } from '../hlsController.ts';
import type { PlayerEventMap, PlayerEventName } from '../playerEvents.ts';
import { fakeHls } from './fakeHls.ts';
import { FakeMedia } from './fakeMedia.ts';

export interface SetupOptions {
  mse?: boolean;
  supported?: boolean;
  nativeHls?: '' | 'maybe' | 'probably';
  media?: FakeMedia;
  /** The iPhone case: leave HLS to the browser when it can play it. */
  preferNative?: boolean;
  now?: () => number;
  network?: NetworkWatch;
}

/** A controller over a fake media element and fake hls.js, recording every event it emits. */
export function setupController({ mse = true, supported = true, nativeHls = '', media, preferNative = false, now, network }: SetupOptions = {}) {
  const fake = fakeHls({ supported });
  const element = media ?? new FakeMedia(nativeHls);
  let loaderCalls = 0;
  const controller = new HlsController({
    media: element,
    loadHls: async () => {
      loaderCalls += 1;
      return fake.Hls;
    },
    hasMediaSource: () => mse,
    preferNative: () => preferNative,
    ...(now ? { now } : {}),
    ...(network ? { network } : {}),
  });
  const events: { [E in PlayerEventName]: PlayerEventMap[E][] } = { 'preview-ended': [], progress: [], error: [], change: [] };
  controller.on('preview-ended', (payload) => events['preview-ended'].push(payload));
  controller.on('progress', (payload) => events.progress.push(payload));
  controller.on('error', (payload) => events.error.push(payload));
  return { controller, media: element, fake, events, loaderCalls: () => loaderCalls };
}
