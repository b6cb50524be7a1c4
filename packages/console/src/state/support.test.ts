import { afterEach, describe, expect, test, vi } from 'vitest';
import { replyToThread, chatsState } from './support.ts';

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

describe('replying in a chat', () => {
  test('adds the stored reply to the open thread and reads the threads again', async () => {
    const reply = { id: 9, sendReceive: 'receive', messageType: 'text', message: '已补发', updateTime: '2026-11-27 10:00:00' };
    Object.assign(chatsState, { openCode: '12345678', messages: [], sending: false });
    const requests = serverAnswers(ok(reply), ok([]));
    expect(await replyToThread(' 已补发 ')).toBeNull();
    expect(requests[0]).toEqual({ url: '/admin/chats/12345678', method: 'POST', body: { content: '已补发' } });
    expect(chatsState.messages).toEqual([reply]);
    expect(chatsState.sending).toBe(false);
  });
});
