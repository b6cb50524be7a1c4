/**
 * Roughly how many bytes a rendition's download stores, for the app's space check before it
 * starts. The master's AVERAGE-BANDWIDTH is the rendition's measured mean bitrate (sound
 * included: media/transcode.ts measures the segment files), so it times the playlist's length
 * is close to the sum of the segments; a master without it (an older ladder) falls back to the
 * rung's peak bitrate from LADDER plus the sound, an upper bound. AES-128 padding adds at most
 * 16 bytes a segment, which the figure ignores.
 */
import { AUDIO_KBPS, LADDER } from '../media/ladder.ts';
import type { Variant } from '../media/master.ts';
import type { Segment } from '../media/playlist.ts';

export function estimatedBytes(variant: Pick<Variant, 'name' | 'averageBandwidth'>, segments: readonly Pick<Segment, 'duration'>[]): number {
  const seconds = segments.reduce((sum, segment) => sum + segment.duration, 0);
  // A source smaller than the lowest rung gets one rendition of its own size, at the lowest rung's rate (ladderFor).
  const rung = LADDER.find((rendition) => rendition.name === variant.name) ?? LADDER[0]!;
  const bitsPerSecond = variant.averageBandwidth > 0 ? variant.averageBandwidth : (rung.maxKbps + AUDIO_KBPS) * 1000;
  return Math.ceil((bitsPerSecond * seconds) / 8);
}
