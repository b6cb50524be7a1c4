/**
 * `npx tsx bench/queryCount.ts`: the statements each step of bench:api's member life sends to
 * the database, one request at a time through `inject` on a fresh PostgreSQL schema; a
 * transaction adds two (BEGIN, COMMIT). Statements sent together (pipelined) share one
 * round trip, but most are a round trip each. Under load each trip costs this
 * process a socket write and a wake-up, and PostgreSQL a backend wake-up: on two shared
 * cores that is most of a member call's cost (see docs/bench.md).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { api, decryptJson, type Envelope, type Member, type VideoDetail } from '@nocturne/core';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { Db } from '../src/db/db.ts';
import { migrate } from '../src/db/migrate.ts';
import { openPostgres, runOnce } from '../src/db/postgres.ts';
import { seedDemo } from '../src/seed/demo.ts';
import { multipart, paymentCode } from './memberLoad.ts';
import { openObjectStore } from '../src/storage/openStore.ts';

const pgUrl = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const schema = `bench_q_${randomBytes(4).toString('hex')}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'nocturne-queries-'));
const ADMIN_TOKEN = randomBytes(24).toString('hex');

let trips = 0;
/** BENCH_SHOW_SQL=true prints each statement under its step. */
const show = (sql: string) => process.env.BENCH_SHOW_SQL === 'true' && console.log(`       ${sql.replace(/\s+/g, ' ').slice(0, 150)}`);
function counting(db: Db): Db {
  return {
    query: (sql, params) => ((trips += 1), show(sql), db.query(sql, params)),
    transaction: (fn) => ((trips += 2), db.transaction((tx) => fn(counting(tx)))),
    atCommit: (sql, params) => ((trips += 1), show(`(with COMMIT) ${sql}`), db.atCommit(sql, params)),
    exec: (sql) => ((trips += 1), db.exec(sql)),
    ...(db.listen ? { listen: db.listen.bind(db) } : {}),
    close: () => db.close(),
  };
}

await runOnce(pgUrl, `CREATE SCHEMA ${schema}`);
const config = loadConfig({ ...process.env, DATA_DIR: dataDir, ADMIN_TOKEN, PAYMENT_SANDBOX: 'true', SEED_MEDIA: 'true', MEDIA_SECRET: 'q' });
const raw = await openPostgres(pgUrl, { schema, max: config.databasePoolSize });
const store = openObjectStore(config);
try {
  await migrate(raw);
  await seedDemo(raw, config, { media: true, now: new Date(), store });
  const app = await buildApp({ db: counting(raw), config, logger: false, store });
  let token = '';
  const step = async (name: string, method: 'GET' | 'POST', url: string, payload?: unknown, headers: Record<string, string> = {}) => {
    const before = trips;
    const response = await app.inject({ method, url, headers: { ...(token ? { token } : {}), ...headers }, ...(payload === undefined ? {} : { payload: payload as object }) });
    // A call's late work (the heat flush, a sweep after the answer) lands in the next step at worst.
    await new Promise((resolve) => setTimeout(resolve, 20));
    console.log(`${String(trips - before).padStart(3)}  ${name}  (HTTP ${response.statusCode})`);
    return response;
  };
  const data = <T>(response: { json(): unknown }, encrypted = false): T => {
    const envelope = response.json() as Envelope<unknown>;
    if (envelope.code !== 0) throw new Error(JSON.stringify(envelope));
    return (encrypted ? decryptJson<T>(envelope.data as string, config.aes) : envelope.data) as T;
  };
  console.log('statements  step');
  const member = data<Member>(await step('register', 'POST', api.autoRegister.path, { deviceType: 0, uuid: randomUUID() }));
  token = member.token!;
  for (let visit = 0; visit < 2; visit++) {
    await step('home index', 'POST', api.homeIndex.path);
    await step('list page', 'POST', api.listPaging.path, { currentPage: 1, type: '全部', typeCode: '0' });
    const detail = data<VideoDetail>(await step('video detail', 'POST', api.videoDetail.path, { index: 0, vid: 2 + visit }), true);
    const episode = detail.srcList[0]!.urlList[0]!;
    await step('lookOk', 'POST', api.lookOk.path, { cartoonCode: 2 + visit, moviesInfoId: episode.id });
    await step('playlist', 'GET', new URL(episode.url, 'http://x').pathname + new URL(episode.url, 'http://x').search);
    if (visit === 1) {
      await step('sign-in', 'POST', api.signIn.path, { amount: 1, commodityType: 1, date: '2026-01-01' });
      const order = JSON.parse(data<string>(await step('top-up order', 'POST', api.payOrder.path, { comSpec: '', index: 0, money: 10, type: 1, typesOf: 1, userId: member.memberCode }))) as { payurl: string; orderNo: string };
      const cashier = new URL(order.payurl, 'http://x');
      await step('cashier page', 'GET', cashier.pathname + cashier.search);
      await step('cashier pays', 'POST', cashier.pathname + cashier.search, 'result=success', { 'content-type': 'application/x-www-form-urlencoded' });
      await step('order state', 'POST', api.orderState.path, { orderNo: order.orderNo });
      await step('buy', 'POST', api.buy.path, { cartoonCode: 3, moviesInfoId: episode.id, type: 0 });
      await step('operator credit', 'POST', `/admin/members/${member.memberCode}/adjust`, { account: 'balance', delta: 1000, note: 'bench' }, { authorization: `Bearer ${ADMIN_TOKEN}` });
      const upload = multipart(paymentCode(1));
      const stored = data<{ file: string }>(await step('payment code upload', 'POST', api.uploadAvatar.path, upload.body, { 'content-type': upload.type }));
      await step('withdraw', 'POST', api.withdraw.path, { imgurl: stored.file, index: 'wx', money: 5 });
    }
  }
} finally {
  store.close();
  await raw.close();
  await runOnce(pgUrl, `DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  rmSync(dataDir, { recursive: true, force: true });
}
