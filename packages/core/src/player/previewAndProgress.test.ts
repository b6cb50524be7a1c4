import { describe, expect, test } from 'vitest';
import { PROGRESS_INTERVAL_SECONDS } from './hlsController.ts';
import { FakeMedia } from './testing/fakeMedia.ts';
import { setupController } from './testing/setupController.ts';

const URL = 'https://media.example/v1/index.m3u8';
const LIMIT = 60;

async function previewing(media?: FakeMedia) {
  const setup = setupController(media ? { media } : {});
  await setup.controller.load(URL);
  setup.controller.setPreview({ limitSeconds: LIMIT, entitled: false });
  return setup;
}

describe('preview limit', () => {
  test('plays freely up to the limit', async () => {
    const { media, events } = await previewing();
    media.playTo(LIMIT);
    expect(media.paused).toBe(false);
    expect(events['preview-ended']).toEqual([]);
  });

  test('past the limit it pauses, seeks back to the limit and reports once', async () => {
    const { media, events } = await previewing();
    media.playTo(LIMIT + 0.3);
    expect(media.paused).toBe(true);
    expect(media.currentTime).toBe(LIMIT);
    expect(events['preview-ended']).toEqual([{ limitSeconds: LIMIT }]);
    // A late timeupdate from before the seek landed is the same crossing.
    media.playTo(LIMIT + 0.5);
    expect(events['preview-ended']).toHaveLength(1);
    expect(media.currentTime).toBe(LIMIT);
  });

  test('playing past the limit again is a new crossing and reports again', async () => {
    const { media, events } = await previewing();
    media.playTo(LIMIT + 1);
    media.fire('timeupdate'); // the seek back lands at the limit
    media.playTo(LIMIT + 1);
    expect(events['preview-ended']).toHaveLength(2);
  });

  test('entitlement resumes playback stopped at the limit and lifts the limit', async () => {
    const { controller, media, events } = await previewing();
    media.playTo(LIMIT + 1);
    controller.setEntitled(true);
    expect(media.playCalls).toBe(1);
    expect(media.paused).toBe(false);
    media.playTo(LIMIT + 100);
    expect(media.currentTime).toBe(LIMIT + 100);
    expect(events['preview-ended']).toHaveLength(1);
  });

  test('entitlement given through setPreview resumes the same way', async () => {
    const { controller, media } = await previewing();
    media.playTo(LIMIT + 1);
    controller.setPreview({ limitSeconds: LIMIT, entitled: true });
    expect(media.playCalls).toBe(1);
  });

  test('entitlement does not start playback that the limit did not stop', async () => {
    const { controller, media } = await previewing();
    media.playTo(10);
    media.pause();
    controller.setEntitled(true);
    expect(media.playCalls).toBe(0);
  });

  test('once the member pressed play again, entitlement has nothing to resume', async () => {
    const { controller, media } = await previewing();
    media.playTo(LIMIT + 1);
    void media.play();
    controller.setEntitled(true);
    expect(media.playCalls).toBe(1);
  });

  test('a refused play() on resume is swallowed', async () => {
    const media = new FakeMedia('', () => Promise.reject(new Error('NotAllowedError')));
    const { controller } = await previewing(media);
    media.playTo(LIMIT + 1);
    expect(() => controller.setEntitled(true)).not.toThrow();
    await Promise.resolve();
    expect(media.playCalls).toBe(1);
  });

  test('an entitled member has no limit', async () => {
    const { controller, media, events } = setupController();
    await controller.load(URL);
    controller.setPreview({ limitSeconds: LIMIT, entitled: true });
    media.playTo(LIMIT + 30);
    expect(media.paused).toBe(false);
    expect(events['preview-ended']).toEqual([]);
  });

  test('setting a limit below the current position applies it at once', async () => {
    const { controller, media, events } = setupController();
    await controller.load(URL);
    media.playTo(90);
    controller.setPreview({ limitSeconds: LIMIT, entitled: false });
    expect(media.currentTime).toBe(LIMIT);
    expect(events['preview-ended']).toHaveLength(1);
  });

  test('losing entitlement past the limit applies the limit', async () => {
    const { controller, media, events } = setupController();
    await controller.load(URL);
    controller.setPreview({ limitSeconds: LIMIT, entitled: true });
    media.playTo(90);
    controller.setEntitled(false);
    expect(media.currentTime).toBe(LIMIT);
    expect(events['preview-ended']).toHaveLength(1);
  });

  test('nothing is enforced before a stream is loaded', () => {
    const { controller, media, events } = setupController();
    controller.setPreview({ limitSeconds: LIMIT, entitled: false });
    media.playTo(90);
    expect(media.currentTime).toBe(90);
    expect(events['preview-ended']).toEqual([]);
    expect(events.progress).toEqual([]);
  });
});

describe('progress to save', () => {
  test(`is reported every ${PROGRESS_INTERVAL_SECONDS} s of playback`, async () => {
    expect(PROGRESS_INTERVAL_SECONDS).toBe(5);
    const { controller, media, events } = setupController();
    await controller.load(URL);
    for (const seconds of [1, 2, 4.9, 5, 7, 9.9, 10.2]) media.playTo(seconds);
    expect(events.progress).toEqual([
      { url: URL, seconds: 5, durationSeconds: null },
      { url: URL, seconds: 10.2, durationSeconds: null },
    ]);
  });

  test('is reported on pause, with the duration once it is known', async () => {
    const { controller, media, events } = setupController();
    await controller.load(URL);
    media.duration = 600;
    media.playTo(3);
    media.pause();
    expect(events.progress).toEqual([{ url: URL, seconds: 3, durationSeconds: 600 }]);
  });

  test('an unsubscribed listener hears nothing more', async () => {
    const { controller, media } = setupController();
    await controller.load(URL);
    const heard: number[] = [];
    const unsubscribe = controller.on('progress', ({ seconds }) => heard.push(seconds));
    media.playTo(5);
    unsubscribe();
    media.playTo(10);
    expect(heard).toEqual([5]);
  });
});

describe('resume from saved progress', () => {
  test('before the metadata loads, the position is applied when it does', async () => {
    const { controller, media } = setupController();
    await controller.load(URL);
    controller.resumeAt(125);
    expect(media.currentTime).toBe(0);
    media.fire('loadedmetadata');
    expect(media.currentTime).toBe(125);
    // Only once: a later metadata event (e.g. a quality switch) does not jump back.
    media.currentTime = 200;
    media.fire('loadedmetadata');
    expect(media.currentTime).toBe(200);
  });

  test('set before load() applies to the stream that load() starts', async () => {
    const { controller, media } = setupController();
    controller.resumeAt(30);
    await controller.load(URL);
    media.fire('loadedmetadata');
    expect(media.currentTime).toBe(30);
  });

  test('after the metadata has loaded, it seeks at once', async () => {
    const { controller, media } = setupController();
    await controller.load(URL);
    media.fire('loadedmetadata');
    controller.resumeAt(40);
    expect(media.currentTime).toBe(40);
  });

  test("is dropped when its stream is switched away before it applied", async () => {
    const { controller, media } = setupController();
    await controller.load(URL);
    controller.resumeAt(40);
    await controller.load('https://media.example/v2/index.m3u8');
    media.fire('loadedmetadata');
    expect(media.currentTime).toBe(0);
  });

  test('a saved position past the preview limit is held at the limit', async () => {
    const { controller, media, events } = await previewing();
    controller.resumeAt(300);
    media.fire('loadedmetadata');
    expect(media.currentTime).toBe(LIMIT);
    expect(events['preview-ended']).toHaveLength(1);
  });

  test('metadata events with no stream loaded are ignored', () => {
    const { controller, media } = setupController();
    controller.resumeAt(30);
    media.fire('loadedmetadata');
    expect(media.currentTime).toBe(0);
  });
});
