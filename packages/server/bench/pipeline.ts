/**
 * `npm run bench:pipeline -w @nocturne/server`: 400k small selects from 50 concurrent
 * callers through postgres.js with the server's pool, printed per 50k. The figure must stay
 * flat: postgres.js 3.4.9 as published slows down with every query a busy connection has
 * served (its queue scanned them all: 53k -> 9.2k q/s over the run), which
 * patches/postgres+3.4.9.patch fixes. Run it after upgrading postgres.js.
 * BENCH_DATABASE_URL or postgres://postgres@127.0.0.1:5432/test.
 */
import { loadConfig } from '../src/config.ts';
import { openPostgres } from '../src/db/postgres.ts';

const url = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const CALLERS = 50;
const STEP = 50_000;
const TOTAL = 8 * STEP;

const db = await openPostgres(url, { max: loadConfig().databasePoolSize });
let done = 0;
let stepStarted = performance.now();
let stepCpu = process.cpuUsage();

async function caller(): Promise<void> {
  while (done < TOTAL) {
    await db.query('SELECT $1::int AS x', [done]);
    done += 1;
    if (done % STEP === 0) {
      const seconds = (performance.now() - stepStarted) / 1000;
      const cpu = process.cpuUsage(stepCpu);
      console.log(`${String(done).padStart(7)} queries  ${String(Math.round(STEP / seconds)).padStart(6)} q/s  ${((cpu.user + cpu.system) / STEP).toFixed(1).padStart(5)} µs/query of this process`);
      stepStarted = performance.now();
      stepCpu = process.cpuUsage();
    }
  }
}

await Promise.all(Array.from({ length: CALLERS }, caller));
await db.close();
