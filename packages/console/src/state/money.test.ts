import { afterEach, describe, expect, test, vi } from 'vitest';
import { decideWithdrawal, withdrawalsState } from './money.ts';

/** The server's answers, one per call, in order; the requests it got. */
function serverAnswers(...answers: { status: number; body: unknown }[]) {
  const requests: { url: string; method: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    requests.push({ url, method: init.method ?? 'GET', body: init.body ? JSON.parse(String(init.body)) : undefined });
    const next = answers.shift();
    if (!next) throw new Error('no more answers');
    return new Response(JSON.stringify(next.body), { status: next.status });
  });
  return requests;
}
const ok = (data: unknown) => ({ status: 200, body: { code: 0, msg: 'success', data } });

afterEach(() => vi.unstubAllGlobals());

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
