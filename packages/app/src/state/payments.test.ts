import { api, DEFAULT_VIP_PLANS, GOODS_TYPE_VIP, PAYMENT_ERROR_TOAST_MS, vipPlanGoods, zhCNPay } from '@nocturne/core';
import { beforeEach, describe, expect, test } from 'vitest';
import { aMember } from '../test/fixtures.ts';
import { fakeRuntime, ok } from '../test/fakeRuntime.ts';
import { syncMemberFromStorage } from './member.ts';
import { goodsState, loadGoods, loadVipGoods, pay } from './payments.ts';
import { installRuntime } from './runtime.ts';
import { toastState, visibleToasts } from './toasts.ts';

let fake: ReturnType<typeof fakeRuntime>;

const option = (id: number, price: number) => ({
  id,
  commoditySpecification: `${price * 10}`,
  commodityToSort: id,
  duration: `${price * 10}金币`,
  price,
  status: 1,
  time: 0,
  type: 1,
});

beforeEach(async () => {
  fake = fakeRuntime();
  installRuntime(fake.runtime);
  fake.runtime.stores.session.save(aMember(), 't-1');
  syncMemberFromStorage();
  fake.server.on(api.goods, (body) =>
    ok({
      optionList: (body as { type: number }).type === GOODS_TYPE_VIP ? DEFAULT_VIP_PLANS.map(vipPlanGoods) : [option(7, 10), option(8, 30)],
      payList: ['支付宝', '微信支付'],
    }),
  );
  await loadGoods();
  await loadVipGoods();
});

describe('payments', () => {
  test('the goods list gets the free amount as its last option, once; channels are names', () => {
    expect(goodsState.options.map((o) => o.price)).toEqual([10, 30, 10]);
    expect(goodsState.options.at(-1)).toMatchObject({ commoditySpecification: '', duration: '10-5000', commodityToSort: 9999 });
    expect(goodsState.channels).toEqual(['支付宝', '微信支付']);
  });

  test.each([
    [0, '30', 30],
    [1, '90', 100],
    [2, '365', 200],
    [3, '3650', 500],
  ])('VIP plan %i is sent as the original client sends it: comSpec %s days, money %i', async (index, comSpec, money) => {
    fake.server.on(api.payOrder, ok(JSON.stringify({ payurl: '/renren-api/pay/sandbox/P1' })));
    await pay({ kind: 'vip', plan: goodsState.vipPlans[index]!, channel: 2 });
    expect(fake.server.received.get(api.payOrder.path)?.[0]).toEqual({ comSpec, index, money, type: 2, typesOf: 2, userId: 'M1001' });
    expect(fake.runtime.leaveTo).toHaveBeenCalledWith('/renren-api/pay/sandbox/P1');
  });

  test('the VIP plans are the ones on offer as the owner priced them, and a plan is bought at that price', async () => {
    const repriced = { index: 0, days: 31, price: 25 };
    fake.server.on(api.goods, ok({ optionList: [vipPlanGoods(repriced), vipPlanGoods(DEFAULT_VIP_PLANS[2]!)], payList: ['支付宝'] }));
    await loadVipGoods();
    expect(fake.server.received.get(api.goods.path)?.at(-1)).toEqual({ type: GOODS_TYPE_VIP });
    expect(goodsState.vipPlans).toEqual([repriced, DEFAULT_VIP_PLANS[2]]);
    fake.server.on(api.payOrder, ok(JSON.stringify({ payurl: '/cashier' })));
    await pay({ kind: 'vip', plan: goodsState.vipPlans[0]!, channel: 1 });
    expect(fake.server.received.get(api.payOrder.path)?.[0]).toMatchObject({ typesOf: 2, index: 0, comSpec: '31', money: 25 });
  });

  test('a coin option is sent by its commoditySpecification and price', async () => {
    fake.server.on(api.payOrder, ok(JSON.stringify({ payurl: '/cashier' })));
    await pay({ kind: 'coins', optionIndex: 1, channel: 1 });
    expect(fake.server.received.get(api.payOrder.path)?.[0]).toMatchObject({ typesOf: 1, comSpec: '300', money: 30, type: 1 });
  });

  test('a free amount is sent as money with an empty commoditySpecification', async () => {
    fake.server.on(api.payOrder, ok(JSON.stringify({ payurl: '/cashier' })));
    await pay({ kind: 'coins', optionIndex: 2, channel: 2, freeAmount: 88 });
    expect(fake.server.received.get(api.payOrder.path)?.[0]).toMatchObject({ typesOf: 1, comSpec: '', money: 88, type: 2 });
  });

  test('a refused order shows the server message for 6000 ms and the loading toast goes away', async () => {
    fake.server.on(api.payOrder, { code: 400, msg: '支付通道不可用', data: null });
    await pay({ kind: 'vip', plan: DEFAULT_VIP_PLANS[0]!, channel: 3 });
    const shown = toastState.queue.toasts.find((toast) => toast.message === '支付通道不可用');
    expect(shown?.durationMs).toBe(PAYMENT_ERROR_TOAST_MS);
    expect(visibleToasts()).not.toContain(zhCNPay.paying);
    expect(fake.runtime.leaveTo).not.toHaveBeenCalled();
  });

  test('any other failure says 支付失败', async () => {
    fake.fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await pay({ kind: 'vip', plan: DEFAULT_VIP_PLANS[0]!, channel: 3 });
    expect(visibleToasts()).toContain(zhCNPay.failed);
  });
});
