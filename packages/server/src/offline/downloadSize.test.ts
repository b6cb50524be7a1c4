import { expect, test } from 'vitest';
import { AUDIO_KBPS, LADDER } from '../media/ladder.ts';
import { estimatedBytes } from './downloadSize.ts';

const tenMinutes = Array.from({ length: 300 }, () => ({ duration: 2 }));

test("the master's measured mean bitrate times the playlist's length", () => {
  expect(estimatedBytes({ name: '720p', averageBandwidth: 2_000_000 }, tenMinutes)).toBe((2_000_000 * 600) / 8);
});

test("without a measured mean (an older master), the rung's peak plus the sound: an upper bound", () => {
  const rung = LADDER.find((rendition) => rendition.name === '540p')!;
  expect(estimatedBytes({ name: '540p', averageBandwidth: 0 }, tenMinutes)).toBe(((rung.maxKbps + AUDIO_KBPS) * 1000 * 600) / 8);
  // A source under the lowest rung has one rendition of its own size, at the lowest rung's rate.
  expect(estimatedBytes({ name: '240p', averageBandwidth: 0 }, tenMinutes)).toBe(((LADDER[0]!.maxKbps + AUDIO_KBPS) * 1000 * 600) / 8);
});
