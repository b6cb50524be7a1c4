/**
 * The original client's money calls, body for body: the goods list and the pay call of its
 * VIP page (views/Vip/index.vue) and coin page (views/Pay/index.vue), the withdrawal
 * (views/Order/tixian.vue), the records (views/Order/index.vue) and the sign-in and task
 * calls (views/Sign/index.vue), with the shapes those pages read.
 */
import { describe, expect, test } from 'vitest';
import type { Db } from '../../src/db/db.ts';
import { serverPerFile, type TestApp } from '../harness.ts';
import { IDEMPOTENCY_WINDOW_MS } from '../../src/http/idempotent.ts';
import { PNG } from '../imageUpload.ts';
import { balancesOf, credit, memberIdOf, restorePaymentDefaults, videoWithEpisodes } from '../money.ts';
import { decryptLikeClient, originalClientConfig, registeredClient, type ClientAnswer, type OriginalClient } from './originalClient.ts';

let db: Db;
let t: TestApp;
serverPerFile((server) => ({ db, t } = server), async () => {
  await restorePaymentDefaults(db);
}, { config: originalClientConfig() });

interface Option {
  commoditySpecification: string;
  commodityToSort: number;
  duration: string;
  price: number;
}

/** The VIP page's own plan list, index by index: comSpec is the days, money the price. */
const CLIENT_VIP_PLANS = [
  { comSpec: 30, money: 30 },
  { comSpec: 90, money: 100 },
  { comSpec: 365, money: 200 },
  { comSpec: 3650, money: 500 },
] as const;

/** The tile Pay/index.vue appends to the server's options. */
const CLIENT_FREE_TILE = { commoditySpecification: '', commodityToSort: 9999, duration: '10-5000', id: '3', price: 10, status: 1, time: '', type: 1 };

async function member() {
  const { member: info, client } = await registeredClient(t.app);
  return { client, code: info.memberCode, id: await memberIdOf(db, info.memberCode) };
}

async function goods(client: OriginalClient): Promise<{ optionList: Option[]; payList: unknown[] }> {
  const res = await client.post('/app-api/pay/getGoodsLists', { type: 2 });
  expect(res.code).toBe(0);
  return res.data as { optionList: Option[]; payList: unknown[] };
}

/** What the pages do with a pay answer: `JSON.parse(res.data).payurl`, then navigate there. */
function payurlOf(res: ClientAnswer): string {
  expect(res.code, res.msg).toBe(0);
  const payurl = (JSON.parse(res.data as string) as { payurl: unknown }).payurl;
  expect(typeof payurl).toBe('string');
  return payurl as string;
}

/** The order number in a sandbox payurl (`…/pay/sandbox/<orderNo>/<secret>`). */
function orderNoOf(payurl: string): string {
  return payurl.split('/').at(-2)!;
}

async function orderOf(payurl: string) {
  const orderNo = orderNoOf(payurl);
  const rows = await db.query<{ amount_fen: number; coins: number; vip_days: number; channel: number; kind: string }>(
    'SELECT amount_fen, coins, vip_days, channel, kind FROM pay_orders WHERE order_no = $1',
    [orderNo],
  );
  const row = rows[0]!;
  return { yuan: Number(row.amount_fen) / 100, coins: row.coins, days: row.vip_days, channel: row.channel, kind: row.kind };
}

/** The member presses 支付成功 on the sandbox cashier the payurl opens. */
async function paySandbox(payurl: string): Promise<void> {
  const answer = await t.app.inject({ method: 'POST', url: payurl, payload: 'result=success', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  expect(answer.statusCode).toBe(303);
}

/** A refusal the pages show as `showFailToast(res.msg)`. */
function expectRefusal(res: ClientAnswer): void {
  expect(res.code).not.toBe(0);
  expect(typeof res.msg).toBe('string');
  expect(res.msg).not.toBe('');
}

async function orderCount(): Promise<number> {
  return (await db.query('SELECT 1 FROM pay_orders')).length;
}

describe('getGoodsLists {type: 2} (Vip/index.vue and Pay/index.vue)', () => {
  test('answers plain data: channel names in payList and the two fixed options, never the free tile', async () => {
    const { client } = await member();
    const data = await goods(client);
    // The pages render `{{ item }}` for a channel and may send it back as `type`.
    expect(data.payList).toEqual(['支付宝', '微信支付']);
    // The coin grid prices tiles 0 and 1 and turns tile 2 (its own) into 自定义金额.
    expect(data.optionList).toHaveLength(2);
    for (const option of data.optionList) {
      expect(option).toMatchObject({ commoditySpecification: expect.any(String), duration: expect.any(String), price: expect.any(Number) });
      expect(option.commoditySpecification).not.toBe('');
      expect(option.commodityToSort).not.toBe(9999);
    }
    expect(data.optionList.map((option) => option.price)).toEqual([10, 30]);
  });
});

describe('yianpay from the VIP page (typesOf 2)', () => {
  test.each(CLIENT_VIP_PLANS.map((plan, index) => [index, plan.comSpec, plan.money] as const))(
    'card %i (%i days, ¥%i) charges that plan',
    async (index, days, money) => {
      const { client, code } = await member();
      // onYa with the first channel: type 1.
      const res = await client.post('/renren-api/api/pay/yianpay', { comSpec: days, index, money, type: 1, typesOf: 2, userId: code });
      expect(await orderOf(payurlOf(res))).toMatchObject({ kind: 'vip', yuan: money, days, channel: 1 });
    },
  );

  test('the second channel is sent by its name (onJct: type = payList[1])', async () => {
    const { client, code } = await member();
    const { payList } = await goods(client);
    const res = await client.post('/renren-api/api/pay/yianpay', { comSpec: 90, index: 1, money: 100, type: payList[1], typesOf: 2, userId: code });
    expect(await orderOf(payurlOf(res))).toMatchObject({ yuan: 100, days: 90, channel: 2 });
  });

  test('a forged money is refused with a msg, and no order is made', async () => {
    const { client, code } = await member();
    expectRefusal(await client.post('/renren-api/api/pay/yianpay', { comSpec: 3650, index: 3, money: 30, type: 1, typesOf: 2, userId: code }));
    expectRefusal(await client.post('/renren-api/api/pay/yianpay', { comSpec: 30, index: 0, money: 0.01, type: 1, typesOf: 2, userId: code }));
    expect(await orderCount()).toBe(0);
  });

  test('a paid plan makes the member VIP', async () => {
    const { client, code } = await member();
    await paySandbox(payurlOf(await client.post('/renren-api/api/pay/yianpay', { comSpec: 30, index: 0, money: 30, type: 1, typesOf: 2, userId: code })));
    const info = await client.post('/app-api/member/getEntityByCode', { memberCode: code });
    expect((info.data as { vipPeriod: number }).vipPeriod).toBe(1);
  });
});

describe('yianpay from the coin page (typesOf 1)', () => {
  async function coinPage() {
    const m = await member();
    const items = [...(await goods(m.client)).optionList, { ...CLIENT_FREE_TILE }];
    return { ...m, items };
  }

  test('the ¥30 tile charges ¥30, not the ¥10 of option 0 (the client sends index 0 for every tile)', async () => {
    const { client, code, id, items } = await coinPage();
    const tile = items[1]!;
    // onYa: comSpec and money of the tile, index 0, type 1.
    const payurl = payurlOf(
      await client.post('/renren-api/api/pay/yianpay', { comSpec: tile.commoditySpecification, index: 0, money: tile.price * 1, type: 1, typesOf: 1, userId: code }),
    );
    expect(await orderOf(payurl)).toMatchObject({ kind: 'coins', yuan: 30, coins: 32 });
    await paySandbox(payurl);
    expect((await balancesOf(db, id)).coins).toBe(32);
  });

  test('a free amount of 12 typed in the free tile is charged ¥12', async () => {
    const { client, code, items } = await coinPage();
    const free = { ...items[2]!, price: 12 };
    const res = await client.post('/renren-api/api/pay/yianpay', { comSpec: free.commoditySpecification, index: 0, money: free.price * 1, type: 1, typesOf: 1, userId: code });
    expect(await orderOf(payurlOf(res))).toMatchObject({ yuan: 12, coins: 12, channel: 1 });
  });

  test('the second channel path (onJct): type true with payChannel 2, index = the tile sort', async () => {
    const { client, code, items } = await coinPage();
    const free = { ...items[2]!, price: 12 };
    const res = await client.post('/renren-api/api/pay/yianpay', {
      comSpec: free.commoditySpecification,
      index: free.commodityToSort * 1,
      money: free.price * 1,
      payChannel: 2,
      type: true,
      typesOf: 1,
      userId: code,
    });
    expect(await orderOf(payurlOf(res))).toMatchObject({ yuan: 12, channel: 2 });
    const option = items[0]!;
    const res0 = await client.post('/renren-api/api/pay/yianpay', {
      comSpec: option.commoditySpecification,
      index: option.commodityToSort * 1,
      money: option.price * 1,
      payChannel: 2,
      type: true,
      typesOf: 1,
      userId: code,
    });
    expect(await orderOf(payurlOf(res0))).toMatchObject({ yuan: 10, coins: 10, channel: 2 });
  });

  test('a channel sent by its name is that channel', async () => {
    const { client, code, items } = await coinPage();
    const tile = items[0]!;
    const res = await client.post('/renren-api/api/pay/yianpay', { comSpec: tile.commoditySpecification, index: 0, money: tile.price, type: '微信支付', typesOf: 1, userId: code });
    expect(await orderOf(payurlOf(res))).toMatchObject({ channel: 2 });
  });

  test('5001, 9 or a price that is not on the list is refused with a msg', async () => {
    const { client, code, items } = await coinPage();
    for (const [comSpec, money] of [['', 5001], ['', 9], [items[1]!.commoditySpecification, 10]] as const) {
      expectRefusal(await client.post('/renren-api/api/pay/yianpay', { comSpec, index: 0, money, type: 1, typesOf: 1, userId: code }));
    }
    expect(await orderCount()).toBe(0);
  });
});

describe('tixian (Order/tixian.vue)', () => {
  async function withPaymentCode() {
    const m = await member();
    await credit(db, m.id, 'balance', 2000);
    const upload = await m.client.upload('/app-api/member/updateimg', PNG, 'code.png', 'image/png');
    expect(upload.code).toBe(0);
    return { ...m, imgurl: (upload.data as { file: string }).file };
  }

  test.each([
    ['the text field as is', '5'],
    ['a number', 5],
  ])('money in yuan, %s: held in fen, msg shown', async (_name, money) => {
    const { client, id, imgurl } = await withPaymentCode();
    const res = await client.post('/app-api/member/tixian', { imgurl, index: 'wx', money });
    expect(res.code).toBe(0);
    expect(typeof res.msg).toBe('string');
    expect(await balancesOf(db, id)).toMatchObject({ balance_fen: 1500, held_fen: 500 });
  });

  test('the empty form (the client posts after its own warnings) is refused with a msg', async () => {
    const { client, id } = await withPaymentCode();
    expectRefusal(await client.post('/app-api/member/tixian', { imgurl: '', index: 'wx', money: '' }));
    expectRefusal(await client.post('/app-api/member/tixian', { imgurl: '', index: 'zfb', money: '5' }));
    expect((await balancesOf(db, id)).held_fen).toBe(0);
  });
});

describe('member/index records (Order/index.vue)', () => {
  async function records(client: OriginalClient, index: number): Promise<Record<string, unknown>[]> {
    const res = await client.post('/app-api/member/index', { index });
    expect(res.code).toBe(0);
    // list.value = JSON.parse(AES.decrypt(res.data, ...)): the array itself.
    const data = decryptLikeClient<unknown>(res.data);
    expect(Array.isArray(data)).toBe(true);
    return data as Record<string, unknown>[];
  }

  test('top-ups in yuan, coins in coins with the video name, withdrawals in yuan', async () => {
    const { client, code, id } = await member();
    const payurl = payurlOf(await client.post('/renren-api/api/pay/yianpay', { comSpec: '32', index: 0, money: 30, type: 1, typesOf: 1, userId: code }));
    await paySandbox(payurl);
    const video = await videoWithEpisodes(db);
    // VideoInfo's onBuy: cartoonCode and moviesInfoId as numbers, type 0.
    const bought = await client.post('/app-api/cartoon/buy', { cartoonCode: Number(video.code), moviesInfoId: video.episodeIds[0]! * 1, type: 0 });
    expect(bought.code).toBe(0);
    await credit(db, id, 'balance', 500);
    const upload = await client.upload('/app-api/member/updateimg', PNG, 'code.png', 'image/png');
    expect((await client.post('/app-api/member/tixian', { imgurl: (upload.data as { file: string }).file, index: 'zfb', money: '5' })).code).toBe(0);

    const topUps = await records(client, 0);
    expect(topUps).toEqual([{ title: orderNoOf(payurl), amountSource: expect.any(String), price: 30, createTime: expect.any(String), status: '' }]);

    const coins = await records(client, 1);
    expect(coins.map((item) => item.price)).toEqual([-2, 32]);
    expect(coins[0]!.title).toContain('测试视频');
    expect(coins[0]!.title).not.toMatch(/#/);
    for (const item of coins) expect(item).toMatchObject({ amountSource: expect.any(String), createTime: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/) });

    expect(await records(client, 2)).toMatchObject([{ title: expect.any(String), price: 5, status: 'pending' }]);
  });
});

describe('sign-in and tasks (Sign/index.vue)', () => {
  test('POST sign decides the reward itself; a repeat is refused; sign/count is a number', async () => {
    const { client, id } = await member();
    // onPostSign on a first visit: daysqm '-1' -> index 0; the browser's local date.
    const first = await client.post('/renren-api/api/sign', { amount: 1, commodityType: 1, date: '2026-06-01' });
    expect(first.code).toBe(0);
    expect((await balancesOf(db, id)).coins).toBe(1);
    expect((await client.post('/renren-api/api/sign', { amount: 3, commodityType: 2, date: '2026-06-02' })).code).not.toBe(0);
    expect((await balancesOf(db, id)).coins).toBe(1);
    expect((await client.get('/renren-api/api/sign')).code).toBe(0);
    const count = await client.get('/renren-api/api/sign/count');
    expect(count.code).toBe(0);
    // days.value = res.data * 1
    expect(typeof count.data).toBe('number');
    expect((count.data as number) * 1).toBe(1);
  });

  test('on the 7th day of a run the client reads its reward list at -1 and sends no amount: still signed', async () => {
    const { client } = await member();
    for (let day = 1; day <= 6; day += 1) {
      expect((await client.post('/renren-api/api/sign', { amount: 1, commodityType: 1, date: '2026-06-01' })).code).toBe(0);
      t.clock.advance(86_400_000);
    }
    expect((await client.post('/renren-api/api/sign', { commodityType: 1, date: '2026-06-07' })).code).toBe(0);
    expect((await client.get('/renren-api/api/sign/count')).data).toBe(7);
  });

  test('dailyLogin: success, then code 500 the same day', async () => {
    const { client } = await member();
    expect((await client.get('/renren-api/api/sign/dailyLogin')).code).toBe(0);
    // Past the repeat window, within which the same call answers its first answer again.
    t.clock.advance(IDEMPOTENCY_WINDOW_MS + 1);
    expect((await client.get('/renren-api/api/sign/dailyLogin')).code).toBe(500);
  });

  test('firstRechargeVip answers a boolean: false before a VIP order, then true (claimed once)', async () => {
    const { client, code, id } = await member();
    expect(await client.get('/renren-api/api/sign/firstRechargeVip')).toMatchObject({ code: 0, data: false });
    await paySandbox(payurlOf(await client.post('/renren-api/api/pay/yianpay', { comSpec: 30, index: 0, money: 30, type: 1, typesOf: 2, userId: code })));
    expect(await client.get('/renren-api/api/sign/firstRechargeVip')).toMatchObject({ code: 0, data: true });
    expect(await client.get('/renren-api/api/sign/firstRechargeVip')).toMatchObject({ code: 0, data: true });
    expect((await balancesOf(db, id)).coins).toBe(5);
  });
});
