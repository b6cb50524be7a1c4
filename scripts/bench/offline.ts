/**
 * `npm run bench:offline`: 离线缓存's download as a VIP's phone does it (density 3, fast 4G:
 * 9 Mbit/s and 60 ms), on the production build served by the server with the demo. For a short
 * and a long episode (video 1, 16 s; video 4, 60 s) at 360p: the download's throughput (its own
 * segments' bytes over the time from the quality picked to 已缓存, while the page's player
 * buffers the same episode on the same link) against the profile's limit,
 * and the JavaScript heap the page holds while downloading (sampled every 100 ms, peak above
 * the page's heap before the tap), which must not grow with the episode's length: segments go
 * to IndexedDB one by one, never gathered in memory. BENCH_RUNS (default 3) runs each, median.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, CDPSession, Page } from 'playwright-core';
import { zhCNOffline } from '@nocturne/core';
import { EmulatedNetwork, FAST_4G } from '../../packages/app/scripts/phoneNetwork.ts';
import { buyVipInSandbox } from '../../packages/app/scripts/sandboxVip.ts';
import { launchPhoneBrowser, newPhone, registeredDevice } from './phone.ts';
import { buildApp } from './productionBuild.ts';
import { startProductServer } from './productServer.ts';
import { printTable, type Figure } from './table.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const EPISODES = [
  { video: 1, name: 'a 16 s episode' },
  { video: 4, name: 'a 60 s episode' },
];
const HEAP_SAMPLE_MS = 100;
/** The long episode's heap above the short one's, at most: the download holds a few segments, not the episode. */
const HEAP_GROWTH_TARGET = 1.5;

interface DownloadRun {
  seconds: number;
  bytes: number;
  /** Peak JS heap above the heap before the tap, bytes. */
  heapAbove: number;
}

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const mbit = (bytes: number, seconds: number): number => (bytes * 8) / seconds / 1e6;

async function heapUsed(cdp: CDPSession): Promise<number> {
  return (await cdp.send('Runtime.getHeapUsage')).usedSize;
}

/** One download of `video`'s first episode at 360p on a fresh VIP phone. */
async function downloadRun(browser: Browser, origin: string, storage: Awaited<ReturnType<typeof registeredDevice>>, video: number): Promise<DownloadRun> {
  const context = await newPhone(browser, storage);
  try {
    const page: Page = await context.newPage();
    await page.goto(`${origin}/videoinfo?id=${video}`);
    await EmulatedNetwork.on(page, FAST_4G);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Runtime.enable');
    let bytes = 0;
    const segments = new Set<string>();
    await cdp.send('Network.enable');
    // The download's own segments: fetch() requests. The page's player buffers the same episode
    // over XHR meanwhile, sharing the link (a member watching while it downloads).
    cdp.on('Network.responseReceived', (event) => {
      if (event.type === 'Fetch' && event.response.url.includes('/media/files/')) segments.add(event.requestId);
    });
    cdp.on('Network.loadingFinished', (event) => {
      if (segments.has(event.requestId)) bytes += event.encodedDataLength;
    });
    await page.getByRole('button', { name: zhCNOffline.status.none }).click();
    const sheet = page.getByRole('dialog', { name: zhCNOffline.pickQuality });
    const quality = sheet.getByRole('button', { name: /^360p/ });
    await quality.waitFor();
    await cdp.send('HeapProfiler.collectGarbage');
    const before = await heapUsed(cdp);
    let peak = before;
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        peak = Math.max(peak, await heapUsed(cdp).catch(() => peak));
        await new Promise((resolve) => setTimeout(resolve, HEAP_SAMPLE_MS));
      }
    })();
    const started = performance.now();
    await quality.click();
    await page.getByRole('button', { name: zhCNOffline.status.done }).waitFor({ timeout: 180_000 });
    const seconds = (performance.now() - started) / 1000;
    sampling = false;
    await sampler;
    return { seconds, bytes, heapAbove: peak - before };
  } finally {
    await context.close();
  }
}

const distDir = mkdtempSync(path.join(tmpdir(), 'nocturne-bench-dist-'));
console.log(`Building the app into ${distDir} ...`);
await buildApp(distDir);
console.log('Starting the server (fresh embedded database, demo seed with media) ...');
const server = await startProductServer(distDir);
const figures: Figure[] = [];
try {
  const browser = await launchPhoneBrowser();
  try {
    const device = await registeredDevice(browser, server.url);
    const vip = await newPhone(browser, device);
    await buyVipInSandbox(await vip.newPage(), server.url);
    const member = await vip.storageState();
    await vip.close();

    const heaps: number[] = [];
    for (const episode of EPISODES) {
      const runs: DownloadRun[] = [];
      for (let run = 0; run < RUNS; run++) {
        const done = await downloadRun(browser, server.url, member, episode.video);
        runs.push(done);
        console.log(
          `${episode.name} run ${run + 1}: ${(done.bytes / 1e6).toFixed(2)} MB in ${done.seconds.toFixed(2)} s, ${mbit(done.bytes, done.seconds).toFixed(2)} Mbit/s; heap +${(done.heapAbove / 1e6).toFixed(2)} MB`,
        );
      }
      const throughput = median(runs.map((run) => mbit(run.bytes, run.seconds)));
      const heap = median(runs.map((run) => run.heapAbove));
      heaps.push(heap);
      figures.push(
        { name: `${episode.name}: throughput`, value: `${throughput.toFixed(2)} Mbit/s (${((throughput / (FAST_4G.downloadKbps / 1000)) * 100).toFixed(0)} % of ${FAST_4G.downloadKbps / 1000})` },
        { name: `${episode.name}: heap while downloading`, value: `+${(heap / 1e6).toFixed(2)} MB` },
      );
    }
    const growth = heaps[1]! / Math.max(1, heaps[0]!);
    figures.push({ name: 'heap, 60 s episode over 16 s', value: `${growth.toFixed(2)}x`, target: `<= ${HEAP_GROWTH_TARGET}x`, pass: growth <= HEAP_GROWTH_TARGET });
  } finally {
    await browser.close();
  }
} finally {
  await server.stop();
  rmSync(distDir, { recursive: true, force: true });
}
printTable(`离线缓存 downloads at 360p on ${FAST_4G.name} (median of ${RUNS})`, figures);
