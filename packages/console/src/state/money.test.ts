import { describe, expect, test } from 'vitest';
import { ok, serverAnswers } from '../test/serverAnswers.ts';
import { decideWithdrawal, ledgerCsvHref, ordersCsvHref, reconcileCsvHref, reconcileVerdict, withdrawalsState } from './money.ts';


describe('deciding a withdrawal', () => {
  test('sends the trimmed note to the decision and reads the waiting list again', async () => {
    const requests = serverAnswers(ok(null), ok([]));
    expect(await decideWithdrawal(7, 'reject', '  收款码无法识别  ')).toBeNull();
    expect(requests).toEqual([
      { url: '/admin/withdrawals/7/reject', method: 'POST', body: { note: '收款码无法识别' } },
      { url: '/admin/withdrawals?state=pending', method: 'GET', body: undefined },
    ]);
    expect(withdrawalsState).toMatchObject({ items: [], status: 'ready', deciding: null });
  });

  test("a second decision answers the server's sentence (409)", async () => {
    serverAnswers({ status: 409, body: { code: 409, msg: '该提现已处理过，不能再次审核', data: null } }, ok([]));
    expect(await decideWithdrawal(7, 'approve', '已转账')).toBe('该提现已处理过，不能再次审核');
  });
});

describe('a reconciled day', () => {
  test('a day without any payment is 当日无支付, not balanced; agreeing payments are balanced; any mismatch is shown', () => {
    const mismatch = { orderNo: 'P1', problem: 'paidWithoutNotification' as const, orderState: 'paid' as const, orderFen: 100, notifiedFen: null, provider: 'sandbox' };
    expect(reconcileVerdict({ paidOrders: 0, notifiedOrders: 0, mismatches: [] })).toBe('noPayments');
    expect(reconcileVerdict({ paidOrders: 2, notifiedOrders: 2, mismatches: [] })).toBe('balanced');
    expect(reconcileVerdict({ paidOrders: 0, notifiedOrders: 1, mismatches: [] })).toBe('balanced');
    expect(reconcileVerdict({ paidOrders: 1, notifiedOrders: 0, mismatches: [mismatch] })).toBe('mismatches');
  });
});

describe('the CSV downloads', () => {
  test('are filtered as the page is', () => {
    expect(ordersCsvHref({ state: 'paid', member: 'ABC123' })).toBe('/admin/orders/export?state=paid&member=ABC123');
    expect(ordersCsvHref({})).toBe('/admin/orders/export');
    expect(reconcileCsvHref('2026-11-28')).toBe('/admin/reconcile/export?day=2026-11-28');
    expect(ledgerCsvHref('A B')).toBe('/admin/members/A%20B/ledger/export');
  });
});
