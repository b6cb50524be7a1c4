import { describe, expect, test } from 'vitest';
import { STALL_CHECK_MS, STALL_LADDER, STALL_RECOVERY_SECONDS, StallWatchdog, type StallSample } from './stallWatchdog.ts';

/** Samples every STALL_CHECK_MS from `from` ms for `ms`, at a standing position; answers the actions taken. */
function standStill(watchdog: StallWatchdog, from: number, ms: number, sample: Partial<StallSample> = {}): (string | null)[] {
  const actions = [];
  for (let now = from; now <= from + ms; now += STALL_CHECK_MS) {
    actions.push(watchdog.sample({ now, position: 4, shouldAdvance: true, online: true, fetching: false, ...sample }));
  }
  return actions;
}

describe('the stall watchdog', () => {
  test(`pins its numbers: a sample every ${STALL_CHECK_MS} ms, ${STALL_RECOVERY_SECONDS} s still before each step`, () => {
    expect(STALL_CHECK_MS).toBe(500);
    expect(STALL_RECOVERY_SECONDS).toBe(1.5);
    expect(STALL_LADDER).toEqual(['recover-media', 'reload', 'give-up']);
  });

  test('a stream standing still with its data here steps up the ladder, 1.5 s a step', () => {
    const watchdog = new StallWatchdog();
    const actions = standStill(watchdog, 0, 4500);
    // Samples at 0..4500 ms: nothing before 1.5 s, then one step every 1.5 s.
    expect(actions.map((action, i) => (action ? `${i * STALL_CHECK_MS}:${action}` : null)).filter(Boolean)).toEqual([
      '1500:recover-media',
      '3000:reload',
      '4500:give-up',
    ]);
  });

  test('a stall while a fragment is on its way is buffering: left alone until the data arrives', () => {
    const watchdog = new StallWatchdog();
    expect(standStill(watchdog, 0, 10_000, { fetching: true }).every((action) => action === null)).toBe(true);
    // The fragment arrived and the position still does not move: from now on it counts.
    watchdog.fragmentBuffered();
    expect(watchdog.sample({ now: 10_500, position: 4, shouldAdvance: true, online: true, fetching: true })).toBe('recover-media');
  });

  test('offline, nothing is done: the network coming back ends that stall', () => {
    const watchdog = new StallWatchdog();
    expect(standStill(watchdog, 0, 6000, { online: false }).every((action) => action === null)).toBe(true);
  });

  test('paused, ended or held at the preview limit is not a stall', () => {
    const watchdog = new StallWatchdog();
    expect(standStill(watchdog, 0, 6000, { shouldAdvance: false }).every((action) => action === null)).toBe(true);
    // Playing is asked for again (after the sample at 6000 ms): the stall is counted from then.
    expect(standStill(watchdog, 6500, 500).every((action) => action === null)).toBe(true);
    expect(watchdog.sample({ now: 7500, position: 4, shouldAdvance: true, online: true, fetching: false })).toBe('recover-media');
  });

  test('playing on well past a step starts the ladder over; creeping a frame and stopping again does not', () => {
    const watchdog = new StallWatchdog();
    expect(standStill(watchdog, 0, 1500).at(-1)).toBe('recover-media');
    // A tick of progress, then still again: the next step is the reload.
    watchdog.sample({ now: 2000, position: 4.1, shouldAdvance: true, online: true, fetching: false });
    expect(standStill(watchdog, 2000, 1500, { position: 4.1 }).at(-1)).toBe('reload');
    // Two seconds of playing: a later stall begins at the first step again.
    watchdog.sample({ now: 4000, position: 6.2, shouldAdvance: true, online: true, fetching: false });
    expect(standStill(watchdog, 4000, 1500, { position: 6.2 }).at(-1)).toBe('recover-media');
  });

  test('reset (a new stream, a seek) forgets the stall and the steps taken', () => {
    const watchdog = new StallWatchdog();
    standStill(watchdog, 0, 3000);
    watchdog.reset();
    expect(standStill(watchdog, 3500, 1500).filter(Boolean)).toEqual(['recover-media']);
  });
});
