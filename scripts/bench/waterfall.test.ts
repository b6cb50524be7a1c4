import { api } from '@nocturne/core';
import { expect, test } from 'vitest';
import { BARE_HLS } from './firstFrame.ts';
import { milestonesOf, waterfallLines } from './waterfall.ts';

const HLS = 'assets/hls.light-abc.js';
const ours = [
  { path: '/videoinfo', start: 0, end: 80 },
  { path: '/assets/index-x.js', start: 170, end: 480 },
  { path: '/assets/index-y.css', start: 171, end: 330 },
  { path: api.videoDetail.path, start: 500, end: 560 },
  { path: '/assets/warmStart-z.js', start: 520, end: 600 },
  { path: `/${HLS}`, start: 610, end: 840 },
  { path: api.lookOk.path, start: 570, end: 620 },
  { path: '/covers/frame/demo/poster.jpg', start: 575, end: 700 },
  { path: '/media/play/8/179/sig/7.m3u8', start: 920, end: 980 },
  { path: '/media/play/8/179/sig/7/360p.m3u8', start: 990, end: 1050 },
  { path: '/media/play/8/179/sig/7/540p.m3u8', start: 2000, end: 2050 },
  { path: '/media/key/8/179/sig/7/0.key', start: 1060, end: 1100 },
  { path: '/media/files/8/360p/seg000.ts', start: 1061, end: 1300 },
];

test('names each request by what the first frame waits on, the first of each kind, the app code as one span', () => {
  const milestones = milestonesOf(ours, new Set([HLS]), 1500);
  expect(milestones).toEqual([
    { name: 'document', start: 0, end: 80 },
    { name: 'app code (3 files)', start: 170, end: 600 },
    { name: 'hls.js', start: 610, end: 840 },
    { name: 'detail', start: 500, end: 560 },
    { name: 'lookOk', start: 570, end: 620 },
    { name: 'master', start: 920, end: 980 },
    { name: 'playlist', start: 990, end: 1050 },
    { name: 'key', start: 1060, end: 1100 },
    { name: 'segment', start: 1061, end: 1300 },
    { name: 'first frame', start: 1500, end: 1500 },
  ]);
});

test("the bare page's hls.js is its own file, and what it never asked for stays empty beside ours", () => {
  const bare = milestonesOf(
    [
      { path: '/bench-bare.html', start: 0, end: 40 },
      { path: `/${BARE_HLS}`, start: 170, end: 290 },
      { path: '/media/play/8/179/sig/7.m3u8', start: 380, end: 420 },
    ],
    new Set([HLS]),
    1300,
  );
  expect(bare.find((m) => m.name === 'hls.js')).toEqual({ name: 'hls.js', start: 170, end: 290 });
  expect(bare.find((m) => m.name === 'detail')).toEqual({ name: 'detail', start: null, end: null });
  const lines = waterfallLines(milestonesOf(ours, new Set([HLS]), 1500), bare);
  expect(lines.find((line) => line.startsWith('detail'))).toMatch(/500-560\s+-$/);
  expect(lines.find((line) => line.startsWith('master'))).toMatch(/920-980\s+380-420\s*$/);
});
