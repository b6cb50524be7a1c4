import { describe, expect, test } from 'vitest';
import {
  HOLE_TOLERANCE_SECONDS,
  STALL_CHECK_MS,
  STALL_LADDER,
  STALL_LADDER_RESET_SECONDS,
  STALL_NO_FRAME_SECONDS,
  STALL_PROGRESS_SECONDS,
  STALL_RECOVERY_SECONDS,
  STALL_STEP_SECONDS,
  StallWatchdog,
  type StallSample,
} from './stallWatchdog.ts';

/** Samples every STALL_CHECK_MS from `from` ms for `ms`, at a standing position; answers the actions taken. */
function standStill(watchdog: StallWatchdog, from: number, ms: number, sample: Partial<StallSample> = {}): (string | null)[] {
  const actions = [];
  for (let now = from; now <= from + ms; now += STALL_CHECK_MS) {
    actions.push(watchdog.sample({ now, position: 4, shouldAdvance: true, online: true, fetching: false, frameShown: true, ...sample }));
  }
  return actions;
}
const at = (watchdog: StallWatchdog, now: number, position: number) =>
  watchdog.sample({ now, position, shouldAdvance: true, online: true, fetching: false, frameShown: true });

describe('the stall watchdog', () => {
  test('pins its numbers: a sample every 250 ms, 1 s still (under 0.25 s of progress) before the first step, 2.5 s for each to work', () => {
    expect(STALL_CHECK_MS).toBe(250);
    expect(STALL_RECOVERY_SECONDS).toBe(1);
    expect(STALL_STEP_SECONDS).toBe(2.5);
    expect(STALL_PROGRESS_SECONDS).toBe(0.25);
    expect(STALL_LADDER_RESET_SECONDS).toBe(2);
    expect(STALL_LADDER).toEqual(['recover-media', 'reload', 'give-up']);
  });

  test('a stream standing still with its data here steps up the ladder: after 1 s, then every 2.5 s', () => {
    const watchdog = new StallWatchdog();
    const actions = standStill(watchdog, 0, 6000);
    expect(actions.map((action, i) => (action ? `${i * STALL_CHECK_MS}:${action}` : null)).filter(Boolean)).toEqual([
      '1000:recover-media',
      '3500:reload',
      '6000:give-up',
    ]);
  });

  test('creeping a frame or two is still a stall; playing at half speed is not', () => {
    const creeping = new StallWatchdog();
    // 0.18 s in the first second (a stream stuck at a hole moves a frame or two).
    expect([at(creeping, 0, 0), at(creeping, 250, 0.1), at(creeping, 500, 0.18), at(creeping, 750, 0.18), at(creeping, 1000, 0.18)]).toEqual([
      null,
      null,
      null,
      null,
      'recover-media',
    ]);
    const halfSpeed = new StallWatchdog();
    const actions = [];
    for (let now = 0; now <= 5000; now += STALL_CHECK_MS) actions.push(at(halfSpeed, now, now / 2000));
    expect(actions.every((action) => action === null)).toBe(true);
  });

  test('a stall while a fragment is on its way is buffering: left alone until the data arrives', () => {
    const watchdog = new StallWatchdog();
    expect(standStill(watchdog, 0, 10_000, { fetching: true }).every((action) => action === null)).toBe(true);
    // The fragment arrived: the player, its frame shown, gets its second from then to play on
    // (acting at once threw away the fragment that had just come, on a slow link).
    watchdog.fragmentBuffered();
    expect(standStill(watchdog, 10_250, 750, { fetching: true }).filter(Boolean)).toEqual([]);
    expect(watchdog.sample({ now: 11_250, position: 4, shouldAdvance: true, online: true, fetching: true, frameShown: true })).toBe('recover-media');
    // Without a frame for the position the data is there and unusable: acted on at once.
    const holed = new StallWatchdog();
    standStill(holed, 0, 10_000, { fetching: true, frameShown: false });
    holed.fragmentBuffered();
    expect(holed.sample({ now: 10_250, position: 4, shouldAdvance: true, online: true, fetching: true, frameShown: false })).toBe('recover-media');
  });

  test('data appended yet no frame for the position (the audio hole) is acted on after 0.5 s', () => {
    expect(STALL_NO_FRAME_SECONDS).toBe(0.5);
    const watchdog = new StallWatchdog();
    standStill(watchdog, 0, 0, { frameShown: false });
    watchdog.fragmentBuffered();
    expect(standStill(watchdog, 250, 250, { frameShown: false }).filter(Boolean)).toEqual(['recover-media']);
    // Without a fragment appended during the stall it is the usual second (nothing to use yet).
    const waiting = new StallWatchdog();
    expect(standStill(waiting, 0, 750, { frameShown: false }).filter(Boolean)).toEqual([]);
    expect(standStill(waiting, 1000, 0, { frameShown: false }).filter(Boolean)).toEqual(['recover-media']);
  });

  test('a hole at the position (data appended, no frame, nothing buffered there) is skipped once after 0.5 s; then the ladder as before', () => {
    expect(HOLE_TOLERANCE_SECONDS).toBe(0.05);
    const watchdog = new StallWatchdog();
    const hole = { frameShown: false, unbufferedPosition: true };
    standStill(watchdog, 0, 0, hole);
    watchdog.fragmentBuffered();
    expect(standStill(watchdog, 250, 250, hole).filter(Boolean)).toEqual(['skip-hole']);
    // The skip did not get it moving: no second skip, the media recovery next, then the reload.
    watchdog.fragmentBuffered();
    const after = standStill(watchdog, 750, 4000, hole);
    expect(after.map((action, i) => (action ? `${750 + i * STALL_CHECK_MS}:${action}` : null)).filter(Boolean)).toEqual(['1000:recover-media', '3500:reload']);
    // With media at the position (a frame that will not come for another reason) there is nothing to skip.
    const buffered = new StallWatchdog();
    standStill(buffered, 0, 0, { frameShown: false, unbufferedPosition: false });
    buffered.fragmentBuffered();
    expect(standStill(buffered, 250, 250, { frameShown: false, unbufferedPosition: false }).filter(Boolean)).toEqual(['recover-media']);
  });

  test('playing on 2 s past a skip lets a later hole be skipped too', () => {
    const watchdog = new StallWatchdog();
    const hole = { frameShown: false, unbufferedPosition: true };
    standStill(watchdog, 0, 0, hole);
    watchdog.fragmentBuffered();
    expect(standStill(watchdog, 250, 250, hole).filter(Boolean)).toEqual(['skip-hole']);
    at(watchdog, 750, 6);
    standStill(watchdog, 1000, 0, { ...hole, position: 6 });
    watchdog.fragmentBuffered();
    expect(standStill(watchdog, 1250, 500, { ...hole, position: 6 }).filter(Boolean)).toEqual(['skip-hole']);
  });

  test('offline, nothing is done: the network coming back ends that stall', () => {
    const watchdog = new StallWatchdog();
    expect(standStill(watchdog, 0, 6000, { online: false }).every((action) => action === null)).toBe(true);
  });

  test('paused, ended or held at the preview limit is not a stall', () => {
    const watchdog = new StallWatchdog();
    expect(standStill(watchdog, 0, 6000, { shouldAdvance: false }).every((action) => action === null)).toBe(true);
    // Playing is asked for again (after the sample at 6000 ms): the stall is counted from then.
    expect(standStill(watchdog, 6250, 500).every((action) => action === null)).toBe(true);
    expect(at(watchdog, 7000, 4)).toBe('recover-media');
  });

  test('playing on 2 s past a step starts the ladder over; a little progress and stopping again does not', () => {
    const watchdog = new StallWatchdog();
    expect(standStill(watchdog, 0, 1000).filter(Boolean)).toEqual(['recover-media']);
    // Half a second of progress, then still again: the next step is the reload.
    at(watchdog, 1250, 4.5);
    expect(standStill(watchdog, 1500, 2500, { position: 4.5 }).filter(Boolean)).toEqual(['reload']);
    // Playing on 2 s: a later stall begins at the first step again, after 1 s.
    at(watchdog, 4250, 6.6);
    expect(standStill(watchdog, 4500, 1000, { position: 6.6 }).filter(Boolean)).toEqual(['recover-media']);
  });

  test('reset (a new stream, a seek) forgets the stall and the steps taken', () => {
    const watchdog = new StallWatchdog();
    standStill(watchdog, 0, 4000);
    watchdog.reset();
    expect(standStill(watchdog, 2250, 1000).filter(Boolean)).toEqual(['recover-media']);
  });
});
