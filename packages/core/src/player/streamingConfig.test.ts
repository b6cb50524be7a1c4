import { describe, expect, test } from 'vitest';
import { STREAM_DEFAULT_BANDWIDTH_BPS, startVariantOf } from './streamingConfig.ts';

describe('the rendition hls.js starts on (startVariantOf)', () => {
  test('our ladder (360p at 640 kbit/s and up) is above the 500 kbit/s estimate: the lowest', () => {
    expect(STREAM_DEFAULT_BANDWIDTH_BPS).toBe(500_000);
    const ladder = [{ name: '540p', bitrate: 1_200_000 }, { name: '360p', bitrate: 640_000 }, { name: '720p', bitrate: 2_400_000 }];
    expect(startVariantOf(ladder)?.name).toBe('360p');
  });

  test('a ladder with renditions within 95 % of the estimate starts on the best of them', () => {
    const ladder = [{ name: 'b', bitrate: 470_000 }, { name: 'a', bitrate: 200_000 }, { name: 'c', bitrate: 480_000 }];
    expect(startVariantOf(ladder)?.name).toBe('b');
  });

  test('no renditions: none', () => {
    expect(startVariantOf([])).toBeNull();
  });
});
