import { describe, expect, test } from 'vitest';
import { zhCNVideo } from '../messages/screens/video.ts';
import { INITIAL_PLAYBACK, type PlaybackFailure } from './playbackState.ts';
import { playerScreen, type PlayerScreenInput } from './playerScreen.ts';

const ready: PlayerScreenInput = { detail: 'ready', hasEpisode: true, playback: INITIAL_PLAYBACK, entitled: false, paywallOpen: false };
type Overrides = Partial<Omit<PlayerScreenInput, 'playback'>> & { playback?: Partial<PlayerScreenInput['playback']> };
const screen = (overrides: Overrides = {}) =>
  playerScreen({ ...ready, ...overrides, playback: { ...ready.playback, ...overrides.playback } });

describe('the video screen, from the player store and the page data', () => {
  test('loading while the detail comes, without an episode, and until the first frame; then playing', () => {
    expect(screen({ detail: 'loading' }).stage).toBe('loading');
    expect(screen({ hasEpisode: false }).stage).toBe('loading');
    expect(screen().stage).toBe('loading');
    expect(screen({ playback: { started: true } })).toEqual({ stage: 'playing', paywall: false });
  });

  test('a failed detail is an error that 重试 opens again, before anything the player says', () => {
    expect(screen({ detail: 'failed', playback: { previewEnded: true, error: { reason: 'network' } } })).toEqual({
      stage: 'error',
      reason: 'other',
      retry: 'detail',
      paywall: false,
    });
  });

  test("a failed stream is an error with the player's reason that 重试 reloads", () => {
    for (const reason of ['unsupported', 'network', 'media', 'other'] as const) {
      expect(screen({ playback: { started: true, error: { reason, detail: 'x' } } })).toEqual({ stage: 'error', reason, retry: 'stream', paywall: false });
    }
  });

  test('stopped at the preview limit: the paywall over the frame, put away the stage offers to unlock; entitled never', () => {
    const held = { started: true, previewEnded: true };
    expect(screen({ playback: held, paywallOpen: true })).toEqual({ stage: 'playing', paywall: true });
    expect(screen({ playback: held })).toEqual({ stage: 'previewEnded', paywall: false });
    expect(screen({ playback: held, entitled: true }).stage).toBe('playing');
    // The preview's end comes before a later failure of the stream, as the paywall did before.
    expect(screen({ playback: { ...held, error: { reason: 'network' } } }).stage).toBe('previewEnded');
  });

  test('every reason has its sentence in the catalogue, the generic one for the rest', () => {
    const reasons: PlaybackFailure[] = ['unsupported', 'network', 'media', 'other'];
    expect(reasons.map((reason) => zhCNVideo.playbackFailed[reason])).toEqual([
      '当前浏览器不支持播放该视频',
      '网络连接不稳定，视频加载失败',
      '视频暂时无法播放',
      '播放出错，请稍后重试',
    ]);
  });
});
