import { api, ORDER_STATE_POLL_MS, ORDER_STATE_POLLS, type PayOrderState, zhCNCashier, zhCNPay } from '@nocturne/core';
import { emptyToastQueue } from '@nocturne/ui';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { aMember } from '../test/fixtures.ts';
import { fakeRuntime, ok } from '../test/fakeRuntime.ts';
import { memberState, syncMemberFromStorage } from './member.ts';
import { registerNavigate } from './navigation.ts';
import { checkPaymentReturn, paymentReturnState, refreshPaymentResult } from './paymentReturn.ts';
import { installRuntime } from './runtime.ts';
import { toastState, visibleToasts } from './toasts.ts';
import { goToTopUp } from './topUpReturn.ts';

let fake: ReturnType<typeof fakeRuntime>;
const navigate = vi.fn();
const ORDER = 'P20261122120000ABCDEFGHIJKLMNOP';

const order = (state: PayOrderState['state'], typesOf: 1 | 2 = 1): PayOrderState => ({
  orderNo: ORDER,
  state,
  typesOf,
  coins: typesOf === 1 ? 32 : 0,
  vipDays: typesOf === 2 ? 30 : 0,
});

beforeEach(() => {
  fake = fakeRuntime();
  installRuntime(fake.runtime);
  registerNavigate(navigate);
  navigate.mockReset();
  toastState.queue = emptyToastQueue;
  paymentReturnState.result = null;
  fake.runtime.stores.session.save(aMember({ memberCion: 0 }), 't-1');
  syncMemberFromStorage();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('back from the cashier', () => {
  test('a paid coin order shows the coins and the new balance at once (the member is fetched)', async () => {
    fake.server.on(api.orderState, ok(order('paid')));
    fake.server.on(api.memberByCode, ok(aMember({ memberCion: 34 })));
    await checkPaymentReturn(ORDER);
    expect(memberState.member?.memberCion).toBe(34);
    expect(paymentReturnState.result).toEqual({ tone: 'success', title: zhCNCashier.success, message: zhCNPay.result.coinsAdded(32, 34) });
    expect(visibleToasts()).toContain(`支付成功，${zhCNPay.result.coinsAdded(32, 34)}`);
  });

  test('a paid VIP order shows the VIP expiry', async () => {
    fake.server.on(api.orderState, ok(order('paid', 2)));
    fake.server.on(api.memberByCode, ok(aMember({ vipPeriod: 1, memberVip: 1, vipDate: '2026-12-22 12:00:00' })));
    await checkPaymentReturn(ORDER);
    expect(paymentReturnState.result).toMatchObject({ tone: 'success', message: zhCNPay.result.vipActive('2026-12-22') });
  });

  test('a pending order is asked for again; once paid it says so', async () => {
    vi.useFakeTimers();
    const answers = [order('pending'), order('pending'), order('paid')];
    fake.server.on(api.orderState, () => ok(answers.shift() ?? order('paid')));
    fake.server.on(api.memberByCode, ok(aMember({ memberCion: 32 })));
    const done = checkPaymentReturn(ORDER);
    expect(paymentReturnState.result).toMatchObject({ tone: 'pending' });
    await vi.advanceTimersByTimeAsync(ORDER_STATE_POLL_MS * 2);
    await done;
    expect(fake.server.received.get(api.orderState.path)).toHaveLength(3);
    expect(paymentReturnState.result).toMatchObject({ tone: 'success' });
  });

  test(`still pending after ${ORDER_STATE_POLLS} asks: it says 确认中 and 刷新结果 asks again`, async () => {
    vi.useFakeTimers();
    fake.server.on(api.orderState, ok(order('pending')));
    const done = checkPaymentReturn(ORDER);
    await vi.advanceTimersByTimeAsync(ORDER_STATE_POLL_MS * ORDER_STATE_POLLS);
    await done;
    expect(fake.server.received.get(api.orderState.path)).toHaveLength(ORDER_STATE_POLLS);
    expect(paymentReturnState.result).toEqual({ tone: 'pending', title: zhCNPay.result.pending, message: zhCNPay.result.pendingHint, orderNo: ORDER });
    fake.server.on(api.orderState, ok(order('paid')));
    fake.server.on(api.memberByCode, ok(aMember({ memberCion: 32 })));
    await refreshPaymentResult();
    expect(paymentReturnState.result).toMatchObject({ tone: 'success' });
  });

  test('a failed or expired order says so; no order at all says 支付失败', async () => {
    fake.server.on(api.orderState, ok(order('failed')));
    await checkPaymentReturn(ORDER);
    expect(paymentReturnState.result).toMatchObject({ tone: 'failure', message: zhCNPay.result.failed });
    fake.server.on(api.orderState, ok(order('expired')));
    await checkPaymentReturn(ORDER);
    expect(paymentReturnState.result).toMatchObject({ tone: 'failure', message: zhCNPay.result.expired });
    await checkPaymentReturn(null);
    expect(paymentReturnState.result).toMatchObject({ tone: 'failure' });
    expect(fake.server.received.get(api.memberByCode.path)).toBeUndefined();
  });

  test('a paid top-up begun at an episode\'s paywall takes the member back to the video', async () => {
    fake.server.on(api.orderState, ok(order('paid')));
    fake.server.on(api.memberByCode, ok(aMember({ memberCion: 32 })));
    goToTopUp({ code: 7, episodeId: 70 });
    await checkPaymentReturn(ORDER);
    expect(navigate).toHaveBeenLastCalledWith('/videoinfo?id=7', { replace: true });
    expect(visibleToasts().some((text) => text.includes(zhCNPay.result.backToVideo))).toBe(true);
  });

  test('a failed top-up stays on the top-up page', async () => {
    fake.server.on(api.orderState, ok(order('failed')));
    goToTopUp({ code: 7, episodeId: 70 });
    navigate.mockReset();
    await checkPaymentReturn(ORDER);
    expect(navigate).not.toHaveBeenCalled();
  });
});
