/**
 * The mixed member load of `npm run bench:api`: MEMBERS phones at once, each on one kept-alive
 * connection (no pipelining: a phone waits for each answer), speaking the original client's
 * protocol (JSON bodies, `token` header, AES-encrypted `data` decrypted where the journey needs
 * it, with node:crypto: CryptoJS would cost the load generator more than the server). Each phone lives a member's life, again and again until the time is up:
 *
 *   register (auto, by a new device uuid)
 *   VISITS x (home index, list page, a video's detail, lookOk, its playlist)
 *   sign-in, top-up of 10 coins at the sandbox cashier (order, cashier page, 支付成功, order
 *   state), buy an episode with them, upload a payment code and withdraw 5 yuan (the operator
 *   credits 10 yuan first: a request of the operator API, counted apart)
 *
 * Every answer is checked (HTTP status, envelope code 0, the order paid); a failure stops the
 * bench. Latencies are of member requests only, timed within the measured window.
 */
import { randomUUID } from 'node:crypto';
import { Client, type Dispatcher } from 'undici';
import { api, type AesKey, type Envelope, type Member, type VideoDetail } from '@nocturne/core';
import { decryptText } from '../src/http/codec.ts';

export const MEMBERS = Number(process.env.BENCH_MEMBERS || 16);
/** Browsing visits per life: with 5 requests each, 10 make 62 requests a life, 1 of them a registration. */
export const VISITS = Number(process.env.BENCH_VISITS || 10);

export interface LoadOptions {
  origin: string;
  aes: AesKey;
  /** The operator API's token, to credit each member the cash it withdraws. */
  adminToken: string;
  /** Video codes of the demo seed to pick from. */
  videos: readonly number[];
  warmUpSeconds: number;
  seconds: number;
  /** Phones at once; MEMBERS unless set. */
  members?: number;
}

export interface LoadFigures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Member requests answered within the measured window. */
  requests: number;
  /** Requests answered in the whole run, warm-up and operator calls included. */
  answered: number;
  /** Lives completed in the window, and operator credits made (not in the figures). */
  lives: number;
  operatorCalls: number;
  /** Server-side CPU per member request is filled in by the caller. */
  byStep: Record<string, { count: number; p50: number; p99: number }>;
}

interface Answer {
  status: number;
  body: Buffer;
  headers: Dispatcher.ResponseData['headers'];
}

const PNG_HEAD = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
/** A PNG head claiming width x height (enough for the server's sniffing), unique per member. */
export function paymentCode(n: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(1 + (n % 4000), 0);
  ihdr.writeUInt32BE(1 + Math.floor(n / 4000), 4);
  ihdr.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([PNG_HEAD, ihdr, Buffer.alloc(40)]);
}

export function multipart(file: Buffer): { body: Buffer; type: string } {
  const boundary = '----nocturne-bench';
  return {
    body: Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="code.png"\r\nContent-Type: image/png\r\n\r\n`),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    type: `multipart/form-data; boundary=${boundary}`,
  };
}

class Timings {
  readonly all: number[] = [];
  readonly byStep = new Map<string, number[]>();
  measuring = false;
  /** Set when the time is up: a phone stops before its next request. */
  stopped = false;
  requests = 0;
  /** Every request answered, warm-up included (CPU time is read around the whole run). */
  answered = 0;
  record(step: string, ms: number): void {
    this.answered += 1;
    if (!this.measuring) return;
    this.requests += 1;
    this.all.push(ms);
    let list = this.byStep.get(step);
    if (!list) this.byStep.set(step, (list = []));
    list.push(ms);
  }
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

class BenchFailure extends Error {}
class TimeUp extends Error {}

/**
 * One phone: one kept-alive connection, one request at a time. undici's Client rather than
 * node:http: it costs the load generator, which shares the two cores with the servers, about
 * half the CPU per request (bench:api prints client µs/req).
 */
class Phone {
  private readonly client: Client;
  token = '';

  constructor(
    private readonly options: LoadOptions,
    private readonly timings: Timings,
  ) {
    this.client = new Client(options.origin, { pipelining: 1 });
  }

  close(): Promise<void> {
    return this.client.close();
  }

  async request(step: string, method: Dispatcher.HttpMethod, path: string, body?: Buffer, headers: Record<string, string> = {}, timed = true): Promise<Answer> {
    if (this.timings.stopped) throw new TimeUp();
    const started = performance.now();
    const response = await this.client.request({ method, path, body, headers: { ...(this.token ? { token: this.token } : {}), ...headers } });
    const answer = { status: response.statusCode, body: Buffer.from(await response.body.arrayBuffer()), headers: response.headers };
    if (timed) this.timings.record(step, performance.now() - started);
    else this.timings.answered += 1;
    return answer;
  }

  /** A member call: HTTP 200, envelope code 0; `data` decrypted when asked. */
  async call<T>(step: string, endpoint: { path: string; method: Dispatcher.HttpMethod }, body: unknown, decrypt = false): Promise<T> {
    const answer = await this.request(
      step,
      endpoint.method,
      endpoint.path,
      endpoint.method === 'POST' ? Buffer.from(JSON.stringify(body ?? {})) : undefined,
      endpoint.method === 'POST' ? { 'content-type': 'application/json' } : {},
    );
    if (answer.status !== 200) throw new BenchFailure(`${step}: HTTP ${answer.status} ${answer.body.toString().slice(0, 200)}`);
    const envelope = JSON.parse(answer.body.toString()) as Envelope<unknown>;
    if (envelope.code !== 0) throw new BenchFailure(`${step}: code ${envelope.code} ${envelope.msg ?? ''}`);
    return (decrypt && typeof envelope.data === 'string' ? (JSON.parse(decryptText(envelope.data, this.options.aes)) as T) : envelope.data) as T;
  }

  async expect(step: string, method: Dispatcher.HttpMethod, path: string, status: number, body?: Buffer, headers?: Record<string, string>): Promise<Answer> {
    const answer = await this.request(step, method, path, body, headers);
    if (answer.status !== status) throw new BenchFailure(`${step}: HTTP ${answer.status}, expected ${status}: ${answer.body.toString().slice(0, 200)}`);
    return answer;
  }
}

let lifeNumber = 0;

async function life(phone: Phone, options: LoadOptions, timings: Timings, counts: { lives: number; operatorCalls: number }): Promise<void> {
  phone.token = '';
  const member = await phone.call<Member>('register', api.autoRegister, { deviceType: 0, uuid: randomUUID() });
  phone.token = member.token ?? '';
  let watched = { video: options.videos[0]!, episode: 0 };
  for (let visit = 0; visit < VISITS; visit++) {
    await phone.call('home index', api.homeIndex, undefined);
    await phone.call('list page', api.listPaging, { currentPage: 1 + (visit % 3), type: '全部', typeCode: '0' });
    const video = options.videos[Math.floor(Math.random() * options.videos.length)]!;
    const detail = await phone.call<VideoDetail>('video detail', api.videoDetail, { index: 0, vid: video }, true);
    const episode = detail.srcList[0]?.urlList[0];
    if (!episode) throw new BenchFailure(`video ${video} has no episode`);
    watched = { video, episode: episode.id };
    await phone.call('lookOk', api.lookOk, { cartoonCode: video, moviesInfoId: episode.id });
    await phone.expect('playlist', 'GET', new URL(episode.url, options.origin).pathname + new URL(episode.url, options.origin).search, 200);
  }
  await phone.call('sign-in', api.signIn, { amount: 1, commodityType: 1, date: new Date().toISOString().slice(0, 10) });

  const order = JSON.parse(
    await phone.call<string>('top-up order', api.payOrder, { comSpec: '', index: 0, money: 10, type: 1, typesOf: 1, userId: member.memberCode }),
  ) as { payurl: string; orderNo: string };
  const cashier = new URL(order.payurl, options.origin);
  await phone.expect('cashier page', 'GET', cashier.pathname + cashier.search, 200);
  await phone.expect('cashier pays', 'POST', cashier.pathname + cashier.search, 303, Buffer.from('result=success'), {
    'content-type': 'application/x-www-form-urlencoded',
  });
  const state = await phone.call<{ state: string }>('order state', api.orderState, { orderNo: order.orderNo });
  if (state.state !== 'paid') throw new BenchFailure(`order ${order.orderNo} is ${state.state} after paying`);
  await phone.call('buy', api.buy, { cartoonCode: watched.video, moviesInfoId: watched.episode, type: 0 });

  // The operator credits 10 yuan (fen) of withdrawable cash: not a member request, not timed.
  const credit = Buffer.from(JSON.stringify({ account: 'balance', delta: 1000, note: 'bench' }));
  const credited = await phone.request('operator credit', 'POST', `/admin/members/${member.memberCode}/adjust`, credit, {
    'content-type': 'application/json',
    authorization: `Bearer ${options.adminToken}`,
  }, false);
  if (credited.status !== 200) throw new BenchFailure(`operator credit: HTTP ${credited.status} ${credited.body.toString().slice(0, 200)}`);
  counts.operatorCalls += 1;
  const upload = multipart(paymentCode((lifeNumber += 1)));
  const stored = await phone.request('payment code upload', 'POST', api.uploadAvatar.path, upload.body, { 'content-type': upload.type });
  const envelope = JSON.parse(stored.body.toString()) as Envelope<{ file: string }>;
  if (stored.status !== 200 || envelope.code !== 0) throw new BenchFailure(`payment code upload: ${stored.body.toString().slice(0, 200)}`);
  await phone.call('withdraw', api.withdraw, { imgurl: envelope.data.file, index: 'wx', money: 5 });
  if (timings.measuring) counts.lives += 1;
}

/** Runs `loop` on every phone: a warm-up, then the measured window; throws the first failure a member would see. */
async function runLoad(
  options: Pick<LoadOptions, 'origin' | 'warmUpSeconds' | 'seconds' | 'members'>,
  loop: (phone: Phone, timings: Timings) => Promise<void>,
): Promise<LoadFigures & { timings: Timings }> {
  const timings = new Timings();
  let failure: unknown = null;
  const phones = Array.from({ length: options.members ?? MEMBERS }, () => new Phone(options as LoadOptions, timings));
  const running = phones.map(async (phone) => {
    try {
      while (failure === null) await loop(phone, timings);
    } catch (error) {
      if (!(error instanceof TimeUp)) {
        failure ??= error;
        timings.stopped = true;
      }
    }
  });
  const sleep = (seconds: number) => new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  await sleep(options.warmUpSeconds);
  timings.measuring = true;
  const started = performance.now();
  await sleep(options.seconds);
  timings.measuring = false;
  const elapsed = (performance.now() - started) / 1000;
  timings.stopped = true;
  await Promise.all(running);
  await Promise.all(phones.map((phone) => phone.close()));
  if (failure) throw failure;
  const sorted = [...timings.all].sort((a, b) => a - b);
  const byStep: LoadFigures['byStep'] = {};
  for (const [step, list] of timings.byStep) {
    list.sort((a, b) => a - b);
    byStep[step] = { count: list.length, p50: percentile(list, 50), p99: percentile(list, 99) };
  }
  return {
    requestsPerSecond: timings.requests / elapsed,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    requests: timings.requests,
    answered: timings.answered,
    lives: 0,
    operatorCalls: 0,
    byStep,
    timings,
  };
}

/** The mixed member load. */
export async function runMemberLoad(options: LoadOptions): Promise<LoadFigures> {
  const counts = { lives: 0, operatorCalls: 0 };
  const { timings: _timings, ...figures } = await runLoad(options, (phone, timings) => life(phone, options, timings, counts));
  return { ...figures, ...counts };
}

/** Bare Fastify's hello, as many phones on kept-alive connections. */
export async function runBareLoad(origin: string, warmUpSeconds: number, seconds: number): Promise<LoadFigures> {
  const body = Buffer.from('{}');
  const { timings: _timings, ...figures } = await runLoad({ origin, warmUpSeconds, seconds }, async (phone) => {
    const answer = await phone.request('hello', 'POST', '/hello', body, { 'content-type': 'application/json' });
    if (answer.status !== 200) throw new BenchFailure(`hello: HTTP ${answer.status}`);
  });
  return figures;
}
