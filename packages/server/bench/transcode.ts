/**
 * npm run bench:transcode -w @nocturne/server: how fast this machine turns video into the
 * adaptive ladder. Generates a 1080p test source (testsrc2 1920x1080 25 fps + sine,
 * BENCH_SECONDS long, default 60), then transcodes it to the full ladder with poster and
 * thumbnails as an ingest job does (one ffmpeg run) and, interleaved, one run per
 * rendition for comparison (BENCH_ROUNDS rounds, default 2), then each rendition alone.
 * Prints wall seconds per second of video and the CPU seconds ffmpeg used. A figure, not a test: run it on a quiet machine (flock the heavy lock).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { runFfmpeg } from '../src/media/ffmpeg.ts';
import { ladderFor } from '../src/media/ladder.ts';
import { probeSource } from '../src/media/probe.ts';
import { fileInput, transcodeLadder } from '../src/media/transcode.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 60);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const work = mkdtempSync(path.join(tmpdir(), 'nocturne-bench-transcode-'));
const source = path.join(work, 'source.mp4');

/** CPU seconds of the children this process has waited for (/proc/self/stat cutime + cstime, in clock ticks). */
function childCpuSeconds(): number {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return Number.NaN;
  }
}

interface Timing {
  wall: number;
  cpu: number;
}

const timed = async (fn: () => Promise<unknown>): Promise<Timing> => {
  const started = performance.now();
  const cpu = childCpuSeconds();
  await fn();
  return { wall: (performance.now() - started) / 1000, cpu: childCpuSeconds() - cpu };
};
const perSecond = (wall: number) => (wall / seconds).toFixed(3);
const line = (label: string, t: Timing) =>
  `  ${label.padEnd(12)} ${t.wall.toFixed(1).padStart(6)} s wall = ${perSecond(t.wall)} s per second of video; ${t.cpu.toFixed(1).padStart(6)} s CPU`;

try {
  console.log(`${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}); source: ${seconds} s of testsrc2 1920x1080 25 fps + sine`);
  const made = await timed(() =>
    runFfmpeg([
      '-f', 'lavfi', '-i', `testsrc2=size=1920x1080:rate=25:duration=${seconds}`,
      '-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`,
      '-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '18', '-c:a', 'aac', '-shortest', source,
    ]),
  );
  console.log(`source generated in ${made.wall.toFixed(1)} s (not counted)`);
  const info = await probeSource(source);
  const ladder = ladderFor(info);
  let n = 0;
  const ladderRun = (runByRun: boolean) => timed(() => transcodeLadder(fileInput(source, info), path.join(work, `ladder-${(n += 1)}`), info, { renditions: ladder, runByRun }));

  // Interleaved rounds: a busy neighbour slows both strategies alike; CPU time does not depend on it.
  console.log(`\nfull ladder (${ladder.map((r) => r.name).join(', ')}) + poster + thumbnails, ${rounds} interleaved rounds:`);
  const byRun: Timing[] = [];
  const oneRun: Timing[] = [];
  for (let round = 1; round <= rounds; round += 1) {
    oneRun.push(await ladderRun(false));
    console.log(line('one run', oneRun.at(-1)!) + ' (one ffmpeg: one decode split to every scaler; what ingest does)');
    byRun.push(await ladderRun(true));
    console.log(line('run by run', byRun.at(-1)!) + ' (one ffmpeg per rendition, then the stills)');
  }
  const best = (timings: Timing[]) => timings.reduce((a, b) => (b.wall < a.wall ? b : a));
  console.log(`best: one run ${perSecond(best(oneRun).wall)}, run by run ${perSecond(best(byRun).wall)} s per second of video`);

  console.log('\neach rendition alone (no stills):');
  for (const rendition of ladder) {
    const t = await timed(() => transcodeLadder(fileInput(source, info), path.join(work, rendition.name), info, { renditions: [rendition], stills: false }));
    console.log(line(rendition.name, t));
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
