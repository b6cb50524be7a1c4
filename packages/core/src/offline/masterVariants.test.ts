import { describe, expect, test } from 'vitest';
import { downloadBytesOf, masterVariants } from './masterVariants.ts';

// The shape packages/server/src/media/master.ts writes.
const MASTER = `#EXTM3U
#EXT-X-VERSION:3
#EXT-X-INDEPENDENT-SEGMENTS
#EXT-X-STREAM-INF:BANDWIDTH=1650000,AVERAGE-BANDWIDTH=1200000,RESOLUTION=960x540,CODECS="avc1.4d401f,mp4a.40.2",NAME="540p"
https://site.example/media/play/7/99/sig/15/540p.m3u8
#EXT-X-STREAM-INF:BANDWIDTH=880000,AVERAGE-BANDWIDTH=640000,RESOLUTION=640x360,CODECS="avc1.4d401e,mp4a.40.2",NAME="360p"
https://site.example/media/play/7/99/sig/15/360p.m3u8
`;

describe('the renditions a master offers', () => {
  test('each with its name, height and average bitrate, lowest first', () => {
    expect(masterVariants(MASTER)).toEqual([
      { name: '360p', height: 360, bitrate: 640_000, uri: 'https://site.example/media/play/7/99/sig/15/360p.m3u8' },
      { name: '540p', height: 540, bitrate: 1_200_000, uri: 'https://site.example/media/play/7/99/sig/15/540p.m3u8' },
    ]);
  });

  test('without NAME the variant playlist names it; without an average, the peak bitrate', () => {
    const master = '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=800000,RESOLUTION=1280x720\n720p.m3u8?x=1\n';
    expect(masterVariants(master)).toEqual([{ name: '720p', height: 720, bitrate: 800_000, uri: '720p.m3u8?x=1' }]);
  });

  test('a media playlist or junk offers nothing', () => {
    expect(masterVariants('#EXTM3U\n#EXTINF:2.0,\nseg0.ts\n')).toEqual([]);
    expect(masterVariants('<html>')).toEqual([]);
  });

  test('a download of 60 s at 640 kbit/s is about 4.8 MB', () => {
    expect(downloadBytesOf({ bitrate: 640_000 }, 60)).toBe(4_800_000);
    expect(downloadBytesOf({ bitrate: 640_000 }, -5)).toBe(0);
  });
});
