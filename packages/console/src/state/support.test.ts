import { describe, expect, test } from 'vitest';
import { ok, serverAnswers } from '../test/serverAnswers.ts';
import { deleteDanmu, replyToThread, chatsState } from './support.ts';


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

describe('deleting a danmaku', () => {
  test('a double click sends one deletion', async () => {
    const requests = serverAnswers(ok(null));
    expect(await Promise.all([deleteDanmu(5), deleteDanmu(5)])).toEqual([null, null]);
    expect(requests).toEqual([{ url: '/admin/danmaku/5', method: 'DELETE', body: undefined }]);
  });
});
