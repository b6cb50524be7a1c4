import { describe, expect, test } from 'vitest';
import {
  dismissLoadingToasts,
  dismissToast,
  emptyToastQueue,
  MAX_VISIBLE_TOASTS,
  showToast,
  TOAST_DURATION_MS,
} from './toastQueue.ts';

describe('toast queue', () => {
  test('a message toast lasts 2000 ms, a loading toast until dismissed', () => {
    expect(TOAST_DURATION_MS).toBe(2000);
    const first = showToast(emptyToastQueue, { message: '复制成功' });
    const second = showToast(first.queue, { message: '支付中...', kind: 'loading' });
    expect(second.queue.toasts.map((t) => t.durationMs)).toEqual([2000, null]);
  });

  test('an explicit duration wins', () => {
    const { queue } = showToast(emptyToastQueue, { message: '签到成功', kind: 'success', durationMs: 3000 });
    expect(queue.toasts[0]?.durationMs).toBe(3000);
  });

  test('ids are unique and increasing', () => {
    const a = showToast(emptyToastQueue, { message: 'a' });
    const b = showToast(a.queue, { message: 'b' });
    expect(b.id).toBeGreaterThan(a.id);
  });

  test('keeps at most three, dropping the oldest', () => {
    expect(MAX_VISIBLE_TOASTS).toBe(3);
    let queue = emptyToastQueue;
    for (const message of ['一', '二', '三', '四']) queue = showToast(queue, { message }).queue;
    expect(queue.toasts.map((t) => t.message)).toEqual(['二', '三', '四']);
  });

  test('a new loading toast replaces the previous one', () => {
    const a = showToast(emptyToastQueue, { message: '加载中...', kind: 'loading' });
    const b = showToast(a.queue, { message: '支付中...', kind: 'loading' });
    expect(b.queue.toasts.map((t) => t.message)).toEqual(['支付中...']);
  });

  test('dismissing removes only that toast and leaves the input untouched', () => {
    const a = showToast(emptyToastQueue, { message: 'a' });
    const b = showToast(a.queue, { message: 'b' });
    const after = dismissToast(b.queue, a.id);
    expect(after.toasts.map((t) => t.message)).toEqual(['b']);
    expect(b.queue.toasts).toHaveLength(2);
  });

  test('dismissLoadingToasts ends loading but keeps messages', () => {
    const a = showToast(emptyToastQueue, { message: '加载中...', kind: 'loading' });
    const b = showToast(a.queue, { message: '登录成功', kind: 'success' });
    expect(dismissLoadingToasts(b.queue).toasts.map((t) => t.message)).toEqual(['登录成功']);
  });
});
