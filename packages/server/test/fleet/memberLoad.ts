/**
 * A mixed member load through the fleet's nginx, as phones make it: each virtual member
 * registers, browses the home index and lists, opens a video, plays its playlist, a key and a segment,
 * signs in, tops up 10 coins at the sandbox cashier, buys an episode with them, uploads a
 * payment code and withdraws. Any answer a member would see as a failure is recorded: an HTTP
 * error or a broken connection, an envelope code other than 0, a cashier that did not pay.
 */
import { randomUUID } from 'node:crypto';
import { api, decryptJson, DEVELOPMENT_AES_KEY, type Envelope, type Video, type VideoDetail } from '@nocturne/core';
import { imageMultipart, pngClaiming } from '../imageUpload.ts';

export interface Failure {
  step: string;
  detail: string;
}

/** What the load did, for the invariants checked afterwards and the figures reported. */
export interface LoadRecord {
  failures: Failure[];
  journeys: number;
  requests: number;
  /** Orders a member paid at the cashier: each must be paid, and credited once. */
  paidOrders: string[];
  /** Members whose withdrawal went through, by member code. */
  withdrawals: string[];
}

export interface LoadOptions {
  /** nginx's URL. */
  url: string;
  /** Virtual members at a time. */
  concurrency: number;
  /** Gives the member withdrawable cash (an operator's adjustment, not a member call). */
  fund: (memberCode: string) => Promise<void>;
}

export class MemberFailure extends Error {}

/** One phone: its token once registered, every call checked. */
export class Phone {
  token = '';

  constructor(
    private readonly url: string,
    private readonly record: LoadRecord,
  ) {}

  private fail(step: string, detail: string): never {
    this.record.failures.push({ step, detail });
    throw new MemberFailure(`${step}: ${detail}`);
  }

  /** Any request: answers the response, or records a broken connection or an HTTP error. */
  async send(step: string, input: string, init: RequestInit = {}, okStatuses = [200]): Promise<Response> {
    this.record.requests += 1;
    let response: Response;
    try {
      response = await fetch(input.startsWith('http') ? input : `${this.url}${input}`, {
        ...init,
        headers: { ...(this.token ? { token: this.token } : {}), ...init.headers },
        redirect: 'manual',
        signal: AbortSignal.timeout(15_000),
      });
    } catch (error) {
      this.fail(step, `no answer: ${(error as Error).cause ?? (error as Error).message}`);
    }
    if (!okStatuses.includes(response.status)) this.fail(step, `HTTP ${response.status}: ${(await response.text()).slice(0, 200)}`);
    return response;
  }

  /** A member call of the contract: HTTP 200 and envelope code 0, `data` decrypted when encrypted. */
  async call<T>(step: string, endpoint: { path: string; method: string; encrypted: boolean }, body?: unknown): Promise<T> {
    const response = await this.send(step, endpoint.path, {
      method: endpoint.method,
      ...(endpoint.method === 'POST' ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body ?? {}) } : {}),
    });
    const text = await response.text();
    let answer: Envelope<unknown>;
    try {
      answer = JSON.parse(text) as Envelope<unknown>;
    } catch {
      this.fail(step, `not an envelope: ${text.slice(0, 200)}`);
    }
    if (answer.code !== 0) this.fail(step, `code ${answer.code}: ${answer.msg ?? ''}`);
    return (endpoint.encrypted && typeof answer.data === 'string' ? decryptJson<T>(answer.data, DEVELOPMENT_AES_KEY) : answer.data) as T;
  }
}

/** The first key URI of an HLS rendition playlist (an encrypted ladder), absolute; null for a plain one. */
export function firstKeyUri(playlist: string, base: string): string | null {
  const match = /#EXT-X-KEY:METHOD=AES-128,URI="([^"]+)"/.exec(playlist);
  return match ? new URL(match[1]!, base).href : null;
}

/** The first URI of an HLS playlist, absolute. */
export function firstUri(playlist: string, base: string): string {
  const line = playlist.split('\n').find((l) => l.trim() !== '' && !l.startsWith('#'));
  if (!line) throw new Error(`no URI in playlist ${base}`);
  return new URL(line.trim(), base).href;
}

async function journey(options: LoadOptions, record: LoadRecord, picture: Buffer): Promise<void> {
  const phone = new Phone(options.url, record);
  const member = await phone.call<{ token: string; memberCode: string }>('register', api.autoRegister, { deviceType: 0, uuid: randomUUID() });
  phone.token = member.token;

  // Browsing.
  await phone.call('home index', api.homeIndex);
  const strip = await phone.call<{ dictCode: string }[]>('home tag strip', api.categories, {});
  await phone.call('list page', api.listPaging, { currentPage: 1, type: '全部', typeCode: strip[0]?.dictCode ?? '' });
  const videos = await phone.call<Video[]>('search', api.search, { cartoonSonType: '', cartoonType: '', currentPage: 1, prop: 'cartoon_score', searchKey: '', title: '' });
  const video = videos[Math.floor(Math.random() * videos.length)];
  if (!video) return void record.failures.push({ step: 'search', detail: 'no video listed' });

  // Watching: the detail, its playlist (a master, then a rendition), its first key and segment.
  const detail = await phone.call<VideoDetail>('detail', api.videoDetail, { index: 0, vid: video.cartoonCode });
  const episode = detail.srcList[0]?.urlList[0];
  if (!episode) return void record.failures.push({ step: 'detail', detail: `video ${video.cartoonCode} has no episode` });
  await phone.call('lookOk', api.lookOk, { cartoonCode: video.cartoonCode, moviesInfoId: episode.id });
  const master = await (await phone.send('playlist', episode.url)).text();
  const renditionUrl = firstUri(master, episode.url);
  const rendition = await (await phone.send('rendition playlist', renditionUrl)).text();
  const key = firstKeyUri(rendition, renditionUrl);
  // hls.js asks for the key beside the segment.
  await Promise.all([
    key && phone.send('key', key).then((answer) => answer.arrayBuffer()),
    phone.send('segment', firstUri(rendition, renditionUrl)).then((answer) => answer.arrayBuffer()),
  ]);

  await phone.call('sign-in', api.signIn, { amount: 1, commodityType: 1, date: new Date().toISOString().slice(0, 10) });

  // A top-up of 10 coins at the sandbox cashier: the order, the cashier page, 支付成功, the state.
  const order = JSON.parse(
    await phone.call<string>('top-up order', api.payOrder, { comSpec: '', index: 0, money: 10, type: 1, typesOf: 1, userId: member.memberCode }),
  ) as { payurl: string; orderNo: string };
  await (await phone.send('cashier page', order.payurl)).text();
  await phone.send(
    'cashier pays',
    order.payurl,
    { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'result=success' },
    [303],
  );
  record.paidOrders.push(order.orderNo);
  const state = await phone.call<{ state: string }>('order state', api.orderState, { orderNo: order.orderNo });
  if (state.state !== 'paid') return void record.failures.push({ step: 'order state', detail: `${order.orderNo} is ${state.state} after paying` });

  await phone.call('buy', api.buy, { cartoonCode: video.cartoonCode, moviesInfoId: episode.id, type: 0 });

  // A withdrawal of 5 yuan with a payment code of the member's own.
  await options.fund(member.memberCode);
  const { payload, headers } = imageMultipart(picture, 'code.png');
  const upload = await phone.send('payment code upload', api.uploadAvatar.path, { method: 'POST', headers, body: new Uint8Array(payload) });
  const uploaded = (await upload.json()) as Envelope<{ file: string }>;
  if (uploaded.code !== 0) return void record.failures.push({ step: 'payment code upload', detail: `code ${uploaded.code}: ${uploaded.msg ?? ''}` });
  await phone.call('withdraw', api.withdraw, { imgurl: uploaded.data.file, index: 'wx', money: 5 });
  record.withdrawals.push(member.memberCode);
}

/** Runs journeys `concurrency` at a time until `until` resolves; answers what happened. */
export async function runMemberLoad(options: LoadOptions, until: Promise<unknown>): Promise<LoadRecord> {
  const record: LoadRecord = { failures: [], journeys: 0, requests: 0, paidOrders: [], withdrawals: [] };
  let stopped = false;
  void until.then(() => (stopped = true));
  let n = 0;
  await Promise.all(
    Array.from({ length: options.concurrency }, async () => {
      while (!stopped) {
        n += 1;
        try {
          // Each member's payment code is a picture of its own.
          await journey(options, record, pngClaiming(n, n));
        } catch (error) {
          if (!(error instanceof MemberFailure)) record.failures.push({ step: 'journey', detail: String(error) });
        }
        record.journeys += 1;
      }
    }),
  );
  return record;
}
