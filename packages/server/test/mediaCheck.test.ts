// The media check every ladder passes before it is published (src/media/mediaCheck.ts): its
// reading of ffmpeg's packet listing, each of its rules, and the holed ladder the demo
// generator used to write, refused with the reason.
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { MASTER_FILE } from '../src/media/master.ts';
import { checkLadder, ladderProblems, MediaCheckFailed, parseFrameListing, type RenditionProbe, type SegmentProbe } from '../src/media/mediaCheck.ts';
import { HOLED_SECONDS, makeHoledLadder } from './holedLadder.ts';

// Packets as `ffmpeg -copyts -i seg.ts -map 0 -c copy -f framecrc -` lists them (4.1): video in
// 1/90000 at 25 fps with B-frames (pts 80 ms after dts), AAC at 44.1 kHz (2089 ticks a frame).
const LISTING = `#extradata 0:       35, 0xa7c00a00
#software: Lavf58.24.100
#tb 0: 1/90000
#media_type 0: video
#codec_id 0: h264
#dimensions 0: 640x360
#sar 0: 1/1
#tb 1: 1/90000
#media_type 1: audio
#codec_id 1: aac
#sample_rate 1: 44100
0,     126000,     133200,     3600,   101200, 0x739a7091, S=1,        1, 0x00e000e0
0,     129600,     136800,     3600,     1725, 0xbccf3661, F=0x0, S=1,        1, 0x00e000e0
1,     131110,     131110,     2089,      203, 0x5a844e34, S=1,        1, 0x00c000c0
0,     133200,     147600,     3600,     2704, 0xd97248fd, F=0x0
0,     136800,     140400,     3600,     1523, 0xb531e379, F=0x0
1,     133199,     133199,     2089,      203, 0x5a844e35
`;

describe('reading a segment', () => {
  test('spans on the presentation clock, the first packet a keyframe, the keyframe decoded 80 ms ahead', () => {
    const probe = parseFrameListing(LISTING);
    expect(probe.video!.start).toBeCloseTo(133200 / 90000, 6);
    expect(probe.video!.end).toBeCloseTo((147600 + 3600) / 90000, 6);
    expect(probe.audio!.start).toBeCloseTo(131110 / 90000, 6);
    expect(probe.audio!.end).toBeCloseTo((133199 + 2089) / 90000, 6);
    expect(probe.keyframeFirst).toBe(true);
    expect(probe.decodeLeadSeconds).toBeCloseTo(0.08, 6);
    expect(probe.videoFrameSeconds).toBeCloseTo(0.04, 6);
    expect(probe.audioFrameSeconds).toBeCloseTo(2089 / 90000, 6);
  });

  test('a segment that starts on a frame that is not a keyframe, and one without audio', () => {
    const delta = LISTING.replace('0x739a7091, S=1', '0x739a7091, F=0x0, S=1');
    expect(parseFrameListing(delta).keyframeFirst).toBe(false);
    // A key flag among others (0x1 | 0x2 discard) still starts with a keyframe.
    expect(parseFrameListing(LISTING.replace('0x739a7091, S=1', '0x739a7091, F=0x3, S=1')).keyframeFirst).toBe(true);
    const silent = LISTING.split('\n').filter((line) => !line.startsWith('1,')).join('\n');
    expect(parseFrameListing(silent).audio).toBeNull();
  });
});

// A rendition of 2-second segments from 1.48 s (ffmpeg's MPEG-TS start), as a ladder writes them.
const FRAME = 0.04;
const AUDIO_FRAME = 0.0232;
function segment(start: number, overrides: Partial<SegmentProbe> = {}): SegmentProbe {
  return {
    video: { start, end: start + 2 },
    // Audio runs up to the next keyframe's decoding time, 80 ms before its presentation.
    audio: { start: start - 0.075, end: start + 2 - 0.075 },
    keyframeFirst: true,
    decodeLeadSeconds: 0.08,
    videoFrameSeconds: FRAME,
    audioFrameSeconds: AUDIO_FRAME,
    ...overrides,
  };
}
const rendition = (name: string, segments: SegmentProbe[]): RenditionProbe => ({
  name,
  segments: segments.map((probe, i) => ({ file: `seg00${i}.ts`, listedSeconds: probe.video ? probe.video.end - probe.video.start : 2, probe })),
});
const aligned = (name: string) => rendition(name, [segment(1.48), segment(3.48), segment(5.48)]);

describe('the rules', () => {
  test('a ladder cut as ffmpeg cuts it passes: audio shifted by the decoding lead is covered', () => {
    expect(ladderProblems([aligned('360p'), aligned('720p')], true)).toEqual([]);
  });

  test("each segment's audio covers its video, within a frame and the decoding lead", () => {
    // Today's demo: 23 ms of sound in segment 0, its rest in segment 1.
    const holed = rendition('360p', [
      segment(1.48, { audio: { start: 1.457, end: 1.48 } }),
      segment(3.48, { audio: { start: 1.48, end: 5.404 } }),
      segment(5.48),
    ]);
    expect(ladderProblems([holed], true)).toEqual(['360p/seg000.ts: audio 1.457-1.480 s does not cover video 1.480-3.480 s']);
    // The bound is exact: 0.08 lead + 0.04 frame short passes, 10 ms more does not.
    const edge = (short: number) => rendition('360p', [segment(1.48, { audio: { start: 1.48, end: 3.48 - short } })]);
    expect(ladderProblems([edge(0.12)], true)).toEqual([]);
    expect(ladderProblems([edge(0.13)], true)).toHaveLength(1);
    // A segment with no sound at all, in a ladder that has sound.
    expect(ladderProblems([rendition('360p', [segment(1.48, { audio: null })])], true)).toEqual(['360p/seg000.ts: no audio for video 1.480-3.480 s']);
    // A silent upload's ladder expects none.
    expect(ladderProblems([rendition('360p', [segment(1.48, { audio: null })])], false)).toEqual([]);
  });

  test('every segment starts with a keyframe', () => {
    const late = rendition('540p', [segment(1.48), segment(3.48, { keyframeFirst: false }), segment(5.48)]);
    expect(ladderProblems([late], true)).toEqual(['540p/seg001.ts: does not start with a keyframe']);
  });

  test('every rendition cuts at the same instants, and has as many segments', () => {
    const shifted = rendition('720p', [segment(1.48), segment(3.6), segment(5.48)]);
    expect(ladderProblems([aligned('360p'), shifted], true)).toEqual(['720p/seg001.ts: starts at 3.600 s, 360p at 3.480 s']);
    const short = rendition('720p', [segment(1.48), segment(3.48)]);
    expect(ladderProblems([aligned('360p'), short], true)).toEqual(['720p: 2 segments where 360p has 3']);
  });

  test('the playlist says how long each segment lasts', () => {
    const listed = aligned('360p');
    listed.segments[2]!.listedSeconds = 2.2;
    expect(ladderProblems([listed], true)).toEqual(['360p/seg002.ts: the playlist says 2.200 s, the video lasts 2.000 s']);
    listed.segments[2]!.listedSeconds = 2 + FRAME * 0.9;
    expect(ladderProblems([listed], true)).toEqual([]);
  });

  test('a refusal names the first three faults and counts the rest', () => {
    const error = new MediaCheckFailed(['a', 'b', 'c', 'd', 'e']);
    expect(error.message).toBe('media check failed: a; b; c (and 2 more)');
  });
});

describe('the ladder the demo generator used to write', () => {
  let folder: string;
  let refusal: MediaCheckFailed;

  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'nocturne-holed-'));
    refusal = await makeHoledLadder(folder);
  }, 120_000);
  afterAll(() => rm(folder, { recursive: true, force: true }));

  test('is refused by the transcode with the hole named, in every rendition', () => {
    expect(refusal.problems).toContain('360p/seg000.ts: audio 1.457-1.480 s does not cover video 1.480-3.480 s');
    expect(refusal.problems).toContain('720p/seg000.ts: audio 1.457-1.480 s does not cover video 1.480-3.480 s');
    expect(refusal.message).toMatch(/^media check failed: 360p\/seg000\.ts: audio/);
  });

  test('the same folder checked again is refused the same way (the check reads only the files)', async () => {
    await expect(checkLadder(folder, ['360p', '720p'], true)).rejects.toThrow(refusal.message);
    // The fixture's master is written by hand afterwards, so it plays as today's demo did.
    expect((await stat(path.join(folder, MASTER_FILE))).size).toBeGreaterThan(0);
    expect(HOLED_SECONDS).toBeGreaterThan(10);
  });
});
