import { describe, expect, it } from 'vitest';
import { INITIAL_PLAYBACK, type QualityLevel } from './playbackState.ts';
import { BEACON_LIMITS, watchPlayback } from './playbackTelemetry.ts';
import { PlayerEvents } from './playerEvents.ts';
import { FakeMedia } from './testing/fakeMedia.ts';
import { setupController } from './testing/setupController.ts';

class Media extends FakeMedia {
  seeking = false;
  videoHeight = 0;
}

const LADDER: QualityLevel[] = [
  { index: 0, height: 360, bitrate: 800_000 },
  { index: 1, height: 720, bitrate: 2_800_000 },
];

/** A collector on a fake media element and a fake controller, on a clock the test moves. */
function setup(startedAt?: number, shownAt?: number) {
  let clock = 1000;
  const media = new Media();
  const events = new PlayerEvents();
  const telemetry = watchPlayback({
    media,
    controller: events,
    video: 7,
    now: () => clock,
    ...(startedAt === undefined ? {} : { startedAt }),
    ...(shownAt === undefined ? {} : { shownAt }),
  });
  return {
    media,
    telemetry,
    advance: (ms: number) => {
      clock += ms;
    },
    playing: (level: number | null) => events.emit('change', { ...INITIAL_PLAYBACK, qualities: LADDER, playingQuality: level }),
    fail: (reason: 'network' | 'media') => events.emit('error', { reason }),
  };
}

describe('watchPlayback', () => {
  it('times the first frame from when the stream started loading', () => {
    const { media, telemetry, advance } = setup();
    advance(640);
    media.fire('loadeddata');
    advance(100);
    media.fire('loadeddata'); // a later loadeddata (after a seek) is not a first frame
    expect(telemetry.takeReport()?.firstFramesMs).toEqual([640]);
  });

  it('counts from startedAt when the page says the stream started earlier', () => {
    const { media, telemetry, advance } = setup(400);
    advance(200);
    media.fire('loadeddata');
    expect(telemetry.takeReport()?.firstFramesMs).toEqual([800]);
  });

  it('takes a first frame that showed before the watch began (a stream started ahead of its page) as it was', () => {
    const { media, telemetry } = setup(0, 450);
    media.fire('loadeddata'); // the page taking the stream over: not a second first frame
    expect(telemetry.takeReport()?.firstFramesMs).toEqual([450]);
  });

  it('times the next episode from the moment the old stream was dropped', () => {
    const { media, telemetry, advance } = setup();
    advance(500);
    media.fire('loadeddata');
    advance(10_000);
    media.fire('emptied');
    advance(300);
    media.fire('loadeddata');
    expect(telemetry.takeReport()?.firstFramesMs).toEqual([500, 300]);
  });

  it('counts stalls after the first frame with their duration, not the start or a seek', () => {
    const { media, telemetry, advance } = setup();
    media.paused = false;
    media.fire('waiting'); // still starting
    advance(300);
    media.fire('loadeddata');
    media.fire('playing');
    advance(5000);
    media.fire('waiting');
    advance(1200);
    media.fire('playing');
    advance(1000);
    media.seeking = true;
    media.fire('waiting'); // the member sought
    advance(400);
    media.seeking = false;
    media.fire('playing');
    advance(1000);
    media.fire('waiting');
    advance(800);
    media.fire('waiting'); // the same stall reported twice
    advance(200);
    media.fire('playing');
    const report = telemetry.takeReport();
    expect(report?.rebuffers).toBe(2);
    expect(report?.rebufferMs).toBe(2200);
  });

  it('splits a stall still going on at report time between two beacons', () => {
    const { media, telemetry, advance } = setup();
    media.paused = false;
    media.fire('loadeddata');
    media.fire('playing');
    advance(1000);
    media.fire('waiting');
    advance(700);
    expect(telemetry.takeReport()).toMatchObject({ rebuffers: 1, rebufferMs: 700 });
    advance(300);
    media.fire('playing');
    expect(telemetry.takeReport()).toMatchObject({ rebuffers: 0, rebufferMs: 300, firstFramesMs: [] });
  });

  it('adds time watched to the rendition hls.js plays and counts switches', () => {
    const { media, telemetry, advance, playing } = setup();
    media.fire('loadeddata');
    playing(0);
    media.fire('playing');
    advance(4000);
    playing(1);
    advance(6000);
    media.fire('pause');
    advance(9000); // paused: not watched
    const report = telemetry.takeReport();
    expect(report?.renditions).toEqual([
      { height: 360, bitrate: 800_000, watchedMs: 4000 },
      { height: 720, bitrate: 2_800_000, watchedMs: 6000 },
    ]);
    expect(report?.switches).toBe(1);
  });

  it('names the native player\'s rendition by the decoded height', () => {
    const { media, telemetry, advance } = setup();
    media.videoHeight = 540;
    media.fire('loadeddata');
    media.fire('playing');
    advance(2500);
    expect(telemetry.takeReport()?.renditions).toEqual([{ height: 540, bitrate: 0, watchedMs: 2500 }]);
  });

  it('counts failures by kind', () => {
    const { telemetry, fail } = setup();
    fail('network');
    fail('network');
    fail('media');
    expect(telemetry.takeReport()?.errors).toEqual({ network: 2, media: 1 });
  });

  it('reports nothing when nothing happened since the last beacon', () => {
    const { media, telemetry, advance } = setup();
    advance(100);
    media.fire('loadeddata');
    expect(telemetry.takeReport()).not.toBeNull();
    advance(60_000);
    expect(telemetry.takeReport()).toBeNull();
  });

  it('clamps a beacon to the limits the server accepts', () => {
    const { media, telemetry, advance } = setup();
    advance(BEACON_LIMITS.firstFrameMs + 5000);
    media.fire('loadeddata');
    media.fire('playing');
    advance(BEACON_LIMITS.spanMs + 1);
    const report = telemetry.takeReport();
    expect(report?.firstFramesMs).toEqual([BEACON_LIMITS.firstFrameMs]);
    expect(report?.renditions[0]?.watchedMs).toBe(BEACON_LIMITS.spanMs);
  });

  it('stops listening on stop()', () => {
    const { media, telemetry, advance } = setup();
    telemetry.stop();
    advance(100);
    media.fire('loadeddata');
    expect(media.listenerCount()).toBe(0);
    expect(telemetry.takeReport()).toBeNull();
  });

  it('follows the rendition through the real controller and hls.js events', async () => {
    const media = new Media();
    const { controller, fake } = setupController({ media });
    let clock = 0;
    const telemetry = watchPlayback({ media, controller, video: 1, now: () => clock });
    await controller.load('https://media.example/a.m3u8');
    const hls = fake.instances[0]!;
    hls.fire(fake.Events.MANIFEST_PARSED, { levels: LADDER.map(({ height, bitrate }) => ({ height, bitrate })) });
    hls.fire(fake.Events.LEVEL_SWITCHED, { level: 1 });
    clock = 250;
    media.fire('loadeddata');
    media.fire('playing');
    clock = 1250;
    expect(telemetry.takeReport()).toMatchObject({ firstFramesMs: [250], renditions: [{ height: 720, watchedMs: 1000 }] });
  });
});
