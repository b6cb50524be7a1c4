import { describe, expect, it } from 'vitest';
import {
  offlinePlaylistUrl,
  parseOfflineUrl,
  parseRenditionPlaylist,
  renditionKeyUris,
  RenditionPlaylistError,
  writeOfflinePlaylist,
} from './renditionPlaylist.ts';
import { PLAYLIST_URL, servedPlaylist } from './testing/servedEpisode.ts';

describe('parseRenditionPlaylist', () => {
  it('reads every segment with its absolute URL, duration, sequence and key', () => {
    const playlist = parseRenditionPlaylist(servedPlaylist(12), PLAYLIST_URL);
    expect(playlist.segments).toHaveLength(12);
    expect(playlist.targetDuration).toBe(2);
    expect(playlist.segments[0]).toEqual({
      sequence: 0,
      uri: 'https://nocturne.example/media/files/enc1/720p/seg000.ts',
      duration: 2,
      key: { uri: 'https://nocturne.example/media/key/7/1900000000/abc/42/0.key', iv: null },
    });
    // Segments 1..5 are window 1's, 6..10 window 2's, 11 window 3's.
    expect(playlist.segments.map((segment) => segment.key?.uri.split('/').pop())).toEqual([
      '0.key', '1.key', '1.key', '1.key', '1.key', '1.key', '2.key', '2.key', '2.key', '2.key', '2.key', '3.key',
    ]);
    expect(renditionKeyUris(playlist)).toHaveLength(4);
  });

  it('keeps IV attributes and counts sequence numbers from the media sequence', () => {
    const text = servedPlaylist(3, { withIv: true }).replace('#EXT-X-MEDIA-SEQUENCE:0', '#EXT-X-MEDIA-SEQUENCE:40');
    const playlist = parseRenditionPlaylist(text, PLAYLIST_URL);
    expect(playlist.segments.map((segment) => segment.sequence)).toEqual([40, 41, 42]);
    expect(playlist.segments[1]?.key?.iv).toBe(`0x${'1'.padStart(32, '0')}`);
  });

  it.each([
    ['a master playlist', '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=1\n720p.m3u8\n'],
    ['a live playlist', servedPlaylist(2).replace('#EXT-X-ENDLIST', '')],
    ['SAMPLE-AES', servedPlaylist(2).replaceAll('METHOD=AES-128', 'METHOD=SAMPLE-AES')],
    ['a byte range', servedPlaylist(2).replace('#EXTINF', '#EXT-X-BYTERANGE:100@0\n#EXTINF')],
    ['no header', servedPlaylist(2).slice('#EXTM3U\n'.length)],
    ['a bad IV', servedPlaylist(2, { withIv: true }).replace(/IV=0x0+/, 'IV=0x12')],
  ])('refuses %s with a clear error', (_, text) => {
    expect(() => parseRenditionPlaylist(text, PLAYLIST_URL)).toThrow(RenditionPlaylistError);
  });
});

describe('writeOfflinePlaylist', () => {
  it('round-trips to the same segments, keys and IVs at offline: URLs', () => {
    const served = parseRenditionPlaylist(servedPlaylist(12, { withIv: true }).replace('SEQUENCE:0', 'SEQUENCE:5'), PLAYLIST_URL);
    const local = parseRenditionPlaylist(writeOfflinePlaylist(served, 'lic 1'), offlinePlaylistUrl('lic 1'));
    expect(local.mediaSequence).toBe(5);
    expect(local.segments.map(({ sequence, duration }) => ({ sequence, duration }))).toEqual(
      served.segments.map(({ sequence, duration }) => ({ sequence, duration })),
    );
    expect(local.segments.map((segment) => segment.key?.iv)).toEqual(served.segments.map((segment) => segment.key?.iv));
    expect(local.segments.map((segment) => parseOfflineUrl(segment.uri))).toEqual(
      served.segments.map((_, index) => ({ licenceId: 'lic 1', kind: 'seg', index })),
    );
    // The key of segment n is key index (its window) in first-use order.
    expect(local.segments.map((segment) => parseOfflineUrl(segment.key?.uri ?? ''))).toEqual(
      served.segments.map((_, index) => ({ licenceId: 'lic 1', kind: 'key', index: index === 0 ? 0 : Math.floor((index - 1) / 5) + 1 })),
    );
  });

  it('writes a segment in the clear after a keyed one as METHOD=NONE', () => {
    const text = servedPlaylist(2).replace('#EXT-X-ENDLIST', '#EXT-X-KEY:METHOD=NONE\n#EXTINF:1.5,\nclear.ts\n#EXT-X-ENDLIST');
    const local = parseRenditionPlaylist(writeOfflinePlaylist(parseRenditionPlaylist(text, PLAYLIST_URL), 'x'), offlinePlaylistUrl('x'));
    expect(local.segments.map((segment) => segment.key === null)).toEqual([false, false, true]);
    expect(local.segments[2]?.duration).toBe(1.5);
  });
});

describe('parseOfflineUrl', () => {
  it('names the playlist of offlinePlaylistUrl and nothing outside offline:', () => {
    expect(parseOfflineUrl(offlinePlaylistUrl('a/b'))).toEqual({ licenceId: 'a/b', kind: 'playlist' });
    expect(parseOfflineUrl('https://nocturne.example/media/files/enc1/720p/seg000.ts')).toBeNull();
    expect(parseOfflineUrl('offline:x/seg/')).toBeNull();
  });
});
