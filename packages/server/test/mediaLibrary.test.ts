/**
 * What library.ts remembers of a media folder: found things only. A master asked for before
 * its folder exists (written by another process, copied a moment later) is found once it is
 * there: a 404 is never remembered (a remembered one would stay until a restart).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { loadMaster, loadPlaylist, mediaFolder } from '../src/media/library.ts';
import { writeMaster } from '../src/media/master.ts';
import { LocalObjectStore } from '../src/storage/localStore.ts';
import { testConfig } from './harness.ts';

const config = testConfig();
const store = new LocalObjectStore(config.dataDir);
const variant = { name: '360p', bandwidth: 900_000, averageBandwidth: 700_000, width: 640, height: 360, codecs: 'avc1.4d401e,mp4a.40.2' };
const PLAYLIST = '#EXTM3U\n#EXT-X-TARGETDURATION:2\n#EXTINF:2.000000,\nseg000.ts\n#EXT-X-ENDLIST\n';

test('a ladder asked for before its folder exists is found once it does', async () => {
  expect(await loadMaster(store, 'late')).toBeNull();
  expect(await loadPlaylist(store, 'late', '360p')).toBeNull();
  const folder = mediaFolder(config, 'late');
  mkdirSync(path.join(folder, '360p'), { recursive: true });
  writeFileSync(path.join(folder, '360p', 'index.m3u8'), PLAYLIST);
  writeFileSync(path.join(folder, 'master.m3u8'), writeMaster([variant]));
  expect((await loadMaster(store, 'late'))?.variants.map((v) => v.name)).toEqual(['360p']);
  expect((await loadPlaylist(store, 'late', '360p'))?.segments).toHaveLength(1);
});

test('a folder of one rendition (no master) is still served as one', async () => {
  const folder = mediaFolder(config, 'single');
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, 'index.m3u8'), PLAYLIST);
  expect(await loadMaster(store, 'single')).toBeNull();
  expect((await loadPlaylist(store, 'single'))?.segments).toHaveLength(1);
});
