/**
 * `npm run bench:console`: what each operator role's daily task costs in the console, in
 * clicks, key presses and seconds. On a fresh embedded database with the demo (as the
 * console's journeys run it), one operator a role signs in once; each run then starts on the
 * page the console opens on, and the script performs the task (operatorDay.ts) through a
 * tally that counts every click and key press, from the first of them to the task's visible
 * end. Median of BENCH_RUNS runs (default 3) at 1280x800 in Debian's Chromium.
 */
import { chromium } from 'playwright-core';
import { ensureConsoleBuild } from '../../packages/console/scripts/consoleBuild.ts';
import { addOperatorAccount, DESKTOP, signIn, startConsoleSite } from '../../packages/console/scripts/consoleSite.ts';
import { CHROMIUM_PATH, HEADLESS_CHROMIUM_FLAGS } from '../chromium.ts';
import { taskTableLines, type TaskFigures } from './operatorFigures.ts';
import { operatorDay } from './operatorDay.ts';
import { controlOf, OperatorTally, type TaskRun } from './operatorTally.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);

ensureConsoleBuild();
console.log('Starting the server with the demo on an embedded database...');
const site = await startConsoleSite(process.env.BENCH_PORT ? { port: Number(process.env.BENCH_PORT) } : {});
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: HEADLESS_CHROMIUM_FLAGS });
const figures: TaskFigures[] = [];
try {
  for (const task of await operatorDay(site, RUNS)) {
    const name = `bench-${task.role}`;
    await addOperatorAccount(site.server, name, task.role);
    const context = await browser.newContext({ viewport: DESKTOP, locale: 'zh-CN' });
    const page = await context.newPage();
    await signIn(page, site.url, name);
    const runs: TaskRun[] = [];
    for (let run = 0; run < RUNS; run++) {
      await task.prepare?.(run);
      await page.goto(`${site.url}/console`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      const tally = new OperatorTally(controlOf);
      await task.perform(page, tally, run);
      const done = tally.run();
      runs.push(done);
      console.log(`${task.role} run ${run + 1}: ${done.clicks} clicks, ${done.keys} key presses, ${done.seconds.toFixed(2)} s`);
    }
    figures.push({ role: task.role, task: task.task, runs });
    await context.close();
  }
} finally {
  await browser.close();
  await site.close();
}

console.log(`\nOperator console: each role's daily task at ${DESKTOP.width}x${DESKTOP.height}, median of ${RUNS} runs (seconds from the first click to the visible end)`);
for (const line of taskTableLines(figures)) console.log(line);
