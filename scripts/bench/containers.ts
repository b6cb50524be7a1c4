/**
 * MPEG-TS against fragmented MP4 (CMAF) segments, the rest held equal: the demo's
 * 60 s ladder as the pipeline writes it (TS), and the same packets remuxed into fMP4 (no new
 * encode), served side by side by a plain static server and played by a bare hls.js page on a
 * phone at density 3 on fast 4G, interleaved. With TS, hls.js transmuxes every segment into
 * fMP4 before the browser takes it; with fMP4 it appends as it came.
 */
import { cp, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { runFfmpeg } from '../../packages/server/src/media/ffmpeg.ts';
import { MASTER_FILE, VARIANT_PLAYLIST } from '../../packages/server/src/media/master.ts';
import { decryptLadder } from '../../packages/server/src/media/keys/encryptLadder.ts';
import { demoMediaCacheEntry, demoSeedOf } from '../../packages/server/src/seed/demoMedia.ts';
import { playbackRun, type PlaybackRun } from './playback.ts';
import { registeredDevice } from './phone.ts';

/** The demo stream both ladders come from (60 s, 360p-720p). */
const STREAM = 'demo-pattern';
const TYPES: Record<string, string> = { '.m3u8': 'application/vnd.apple.mpegurl', '.ts': 'video/mp2t', '.m4s': 'video/iso.segment', '.mp4': 'video/mp4', '.js': 'text/javascript' };

/** Remuxes each rendition of a TS ladder into fMP4 (init.mp4 + .m4s), and its master. */
async function remuxToFmp4(tsLadder: string, target: string): Promise<void> {
  await mkdir(target, { recursive: true });
  const renditions = (await readdir(tsLadder, { withFileTypes: true })).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
  for (const name of renditions) {
    const folder = path.join(target, name);
    await mkdir(folder, { recursive: true });
    await runFfmpeg([
      '-i', path.join(tsLadder, name, VARIANT_PLAYLIST),
      '-c', 'copy', '-bsf:a', 'aac_adtstoasc',
      '-f', 'hls', '-hls_segment_type', 'fmp4', '-hls_time', '2', '-hls_playlist_type', 'vod', '-hls_list_size', '0',
      '-hls_fmp4_init_filename', 'init.mp4', '-hls_segment_filename', path.join(folder, 'seg%03d.m4s'), path.join(folder, VARIANT_PLAYLIST),
    ]);
  }
  // fMP4 playlists need version 7 in the master too; the variants are the same.
  const master = (await readFile(path.join(tsLadder, MASTER_FILE), 'utf8')).replace('#EXT-X-VERSION:3', '#EXT-X-VERSION:7');
  await writeFile(path.join(target, MASTER_FILE), master);
}

/** Serves a folder with CORS, as a CDN would. */
async function staticServer(root: string): Promise<{ origin: string; server: Server }> {
  const server = createServer((request, response) => {
    const file = path.join(root, decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    if (!file.startsWith(root)) return void response.writeHead(403).end();
    stat(file).then(
      async (found) => {
        if (!found.isFile()) return void response.writeHead(404).end();
        response.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream', 'access-control-allow-origin': '*' });
        response.end(await readFile(file));
      },
      () => response.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

const page = (master: string) =>
  `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
  `<script src="/hls.light.min.js"></script></head><body><video autoplay playsinline preload="auto" style="width:100%"></video>` +
  `<script>const hls = new Hls(); hls.loadSource(${JSON.stringify(master)}); hls.attachMedia(document.querySelector('video'));</script></body></html>`;

export interface ContainerRuns {
  ts: PlaybackRun[];
  fmp4: PlaybackRun[];
  /** Bytes of the lowest rendition's first segment in each. */
  firstSegmentBytes: { ts: number; fmp4: number };
}

/** `runs` first frames of each container, interleaved. The demo media must have been generated (the server's start does it). */
export async function containerRuns(browser: Browser, origin: string, runs: number): Promise<ContainerRuns> {
  const root = await mkdtemp(path.join(tmpdir(), 'nocturne-bench-containers-'));
  const { origin: cdn, server } = await staticServer(root);
  try {
    await cp(path.join(demoMediaCacheEntry(), STREAM), path.join(root, 'ts'), { recursive: true });
    // The cache keeps the ladder encrypted (HLS AES-128): the bare page plays, and ffmpeg remuxes, the plain one.
    await decryptLadder(path.join(root, 'ts'), await demoSeedOf(STREAM));
    await remuxToFmp4(path.join(root, 'ts'), path.join(root, 'fmp4'));
    await cp(createRequire(import.meta.url).resolve('hls.js/dist/hls.light.min.js'), path.join(root, 'hls.light.min.js'));
    const member = await registeredDevice(browser, `${origin}/mine`);
    const result: ContainerRuns = {
      ts: [],
      fmp4: [],
      firstSegmentBytes: { ts: (await stat(path.join(root, 'ts/360p/seg000.ts'))).size, fmp4: (await stat(path.join(root, 'fmp4/360p/seg000.m4s'))).size },
    };
    for (let run = 0; run < runs; run += 1) {
      result.ts.push(await playbackRun(browser, `${cdn}/ts.html`, member, 0, page('/ts/master.m3u8')));
      result.fmp4.push(await playbackRun(browser, `${cdn}/fmp4.html`, member, 0, page('/fmp4/master.m3u8')));
    }
    return result;
  } finally {
    server.close();
    await rm(root, { recursive: true, force: true });
  }
}
