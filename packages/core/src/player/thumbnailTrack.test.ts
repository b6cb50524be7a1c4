import { describe, expect, test } from 'vitest';
import { parseThumbnailTrack, thumbnailAt } from './thumbnailTrack.ts';

const INDEX = 'https://media.example/v/1/thumbs.vtt?exp=9&sig=abc';
const VTT = `WEBVTT

00:00.000 --> 00:02.000
sprite.jpg#xywh=0,0,160,90

2
00:02.000 --> 00:04.000
sprite.jpg#xywh=160,0,160,90

00:00:04.000 --> 00:00:06.500
https://cdn.example/other.jpg#xywh=0,90,160,90
`;

describe('parsing a thumbnail index', () => {
  test('reads each cue: times, the image resolved against the index, and its sprite region', () => {
    const cues = parseThumbnailTrack(VTT, INDEX);
    expect(cues).toEqual([
      { start: 0, end: 2, url: 'https://media.example/v/1/sprite.jpg', x: 0, y: 0, w: 160, h: 90 },
      { start: 2, end: 4, url: 'https://media.example/v/1/sprite.jpg', x: 160, y: 0, w: 160, h: 90 },
      { start: 4, end: 6.5, url: 'https://cdn.example/other.jpg', x: 0, y: 90, w: 160, h: 90 },
    ]);
  });

  test('hour timestamps, CRLF and a byte-order mark', () => {
    const text = '\uFEFFWEBVTT\r\n\r\n01:00:00.000 --> 01:00:10.000\r\na.jpg#xywh=1,2,3,4\r\n';
    expect(parseThumbnailTrack(text, INDEX)).toEqual([{ start: 3600, end: 3610, url: 'https://media.example/v/1/a.jpg', x: 1, y: 2, w: 3, h: 4 }]);
  });

  test('a cue without a region names the whole image', () => {
    const [cue] = parseThumbnailTrack('WEBVTT\n\n00:00.000 --> 00:05.000\nframe1.jpg\n', INDEX);
    expect(cue).toMatchObject({ url: 'https://media.example/v/1/frame1.jpg', w: 0, h: 0 });
  });

  test('not WebVTT, or cues without an image, give nothing', () => {
    expect(parseThumbnailTrack('<html>not found</html>', INDEX)).toEqual([]);
    expect(parseThumbnailTrack('', INDEX)).toEqual([]);
    expect(parseThumbnailTrack('WEBVTT\n\n00:00.000 --> 00:05.000\n\n', INDEX)).toEqual([]);
  });
});

describe('the thumbnail at a time', () => {
  const cues = parseThumbnailTrack(VTT, INDEX);

  test('finds the cue whose span holds the time (start inclusive, end exclusive)', () => {
    expect(thumbnailAt(cues, 0)?.x).toBe(0);
    expect(thumbnailAt(cues, 1.99)?.x).toBe(0);
    expect(thumbnailAt(cues, 2)?.x).toBe(160);
    expect(thumbnailAt(cues, 6.4)?.url).toBe('https://cdn.example/other.jpg');
  });

  test('outside every cue, or with no cues, there is none', () => {
    expect(thumbnailAt(cues, 6.5)).toBeNull();
    expect(thumbnailAt(cues, -1)).toBeNull();
    expect(thumbnailAt([], 3)).toBeNull();
  });
});
