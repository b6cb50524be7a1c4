import { api, type ChatMessage, type Envelope } from '@nocturne/core';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { fakeRuntime, ok } from '../test/fakeRuntime.ts';
import { CHAT_POLL_MS, watchChatThread, type PageVisibility } from './chat.ts';
import { installRuntime } from './runtime.ts';

let fake: ReturnType<typeof fakeRuntime>;
const reply: ChatMessage = { id: 2, sendReceive: 'receive', messageType: 'text', message: '已为您补发', updateTime: '2026-06-01 12:00:00' };

/** A page whose visibility the test sets. */
function page(): PageVisibility & { show(hidden: boolean): void } {
  const target = new EventTarget() as EventTarget & { hidden: boolean };
  target.hidden = false;
  return Object.assign(target, {
    show(hidden: boolean) {
      target.hidden = hidden;
      target.dispatchEvent(new Event('visibilitychange'));
    },
  }) as unknown as PageVisibility & { show(hidden: boolean): void };
}

const asked = () => fake.server.received.get(api.chatList.path)?.length ?? 0;

beforeEach(() => {
  vi.useFakeTimers();
  fake = fakeRuntime();
  installRuntime(fake.runtime);
  fake.server.on(api.chatList, ok([reply]));
});
afterEach(() => vi.useRealTimers());

describe('watching the chat thread', () => {
  test(`asks every ${CHAT_POLL_MS / 1000} s while shown and hands over the thread: a reply shows without a reload`, async () => {
    const seen = vi.fn();
    const stop = watchChatThread(seen, page());
    await vi.advanceTimersByTimeAsync(CHAT_POLL_MS - 1);
    expect(asked()).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(seen).toHaveBeenLastCalledWith([reply]);
    await vi.advanceTimersByTimeAsync(CHAT_POLL_MS * 2);
    expect(asked()).toBe(3);
    stop();
    await vi.advanceTimersByTimeAsync(CHAT_POLL_MS * 3);
    expect(asked()).toBe(3);
  });

  test('a hidden page asks nothing, and asks at once when shown again', async () => {
    const visibility = page();
    const stop = watchChatThread(() => undefined, visibility);
    visibility.show(true);
    await vi.advanceTimersByTimeAsync(CHAT_POLL_MS * 4);
    expect(asked()).toBe(0);
    visibility.show(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(asked()).toBe(1);
    stop();
  });

  test('an answer arriving after the page closed is dropped; a failed poll waits for the next', async () => {
    const seen = vi.fn();
    let answer: (value: unknown) => void = () => undefined;
    fake.server.on(api.chatList, () => new Promise<Envelope>((resolve) => (answer = resolve as (value: unknown) => void)));
    const stop = watchChatThread(seen, page());
    await vi.advanceTimersByTimeAsync(CHAT_POLL_MS);
    stop();
    answer(ok([reply]));
    await vi.advanceTimersByTimeAsync(0);
    expect(seen).not.toHaveBeenCalled();

    fake.server.on(api.chatList, () => Promise.reject(new Error('offline')));
    const again = watchChatThread(seen, page());
    await vi.advanceTimersByTimeAsync(CHAT_POLL_MS);
    fake.server.on(api.chatList, ok([reply]));
    await vi.advanceTimersByTimeAsync(CHAT_POLL_MS);
    expect(seen).toHaveBeenCalledWith([reply]);
    again();
  });
});
