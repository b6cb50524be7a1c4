import { api, type PlaybackBeacon } from '@nocturne/core';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { watchPlaybackQuality } from './playbackQuality.ts';
import { viewingSession } from './viewing/session.ts';

/** A <video> as the collector sees it: the test fires its events. */
class Media extends EventTarget {
  paused = false;
  seeking = false;
  videoHeight = 720;
  fire(type: string) {
    this.dispatchEvent(new Event(type));
  }
}

const controller = { on: () => () => undefined };
let beacons: { url: string; body: PlaybackBeacon }[];

beforeEach(() => {
  beacons = [];
  vi.stubGlobal('navigator', {
    sendBeacon: (url: string, body: string) => {
      beacons.push({ url, body: JSON.parse(body) as PlaybackBeacon });
      return true;
    },
  });
  viewingSession.code = 42;
});

afterEach(() => {
  vi.unstubAllGlobals();
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
});

describe('playback quality beacons', () => {
  test('go out when the page is hidden, carrying what happened since the last one', () => {
    const media = new Media();
    const stop = watchPlaybackQuality(media, controller);
    media.fire('loadeddata');
    media.fire('playing');
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(beacons).toHaveLength(1);
    expect(beacons[0]!.url).toBe(api.playbackBeacon.path);
    expect(beacons[0]!.body).toMatchObject({ video: 42, firstFramesMs: [expect.any(Number)] });
    media.fire('pause');
    stop();
    // The player went away: the rest (the time watched until the pause) goes in a last beacon.
    expect(beacons).toHaveLength(2);
    expect(beacons[1]!.body.firstFramesMs).toEqual([]);
  });

  test('go out on pagehide, and nothing is sent when nothing happened', () => {
    const media = new Media();
    const stop = watchPlaybackQuality(media, controller);
    window.dispatchEvent(new Event('pagehide'));
    expect(beacons).toEqual([]);
    media.fire('loadeddata');
    window.dispatchEvent(new Event('pagehide'));
    expect(beacons).toHaveLength(1);
    stop();
    expect(beacons).toHaveLength(1);
  });

  test('stay off without a video', () => {
    viewingSession.code = null;
    const media = new Media();
    const stop = watchPlaybackQuality(media, controller);
    media.fire('loadeddata');
    window.dispatchEvent(new Event('pagehide'));
    stop();
    expect(beacons).toEqual([]);
  });
});
