import { describe, expect, test } from 'vitest';
import { ok, serverAnswers } from '../test/serverAnswers.ts';
import { decideWithdrawal, withdrawalsState } from './money.ts';


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
