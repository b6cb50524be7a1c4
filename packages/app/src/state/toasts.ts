import {
  dismissLoadingToasts,
  dismissToast as withoutToast,
  emptyToastQueue,
  showToast as withToast,
  type ToastKind,
  type ToastQueue,
} from '@nocturne/ui';
import { proxy } from 'valtio';

/** The toast queue (ui's pure queue, kept in valtio); ToastHost renders it. */
export const toastState = proxy<{ queue: ToastQueue }>({ queue: emptyToastQueue });

/** Shows a message; `durationMs` for the few the spec times (payment errors 6000 ms, session 3000 ms). */
export function showToast(message: string, durationMs?: number, kind: ToastKind = 'info'): number {
  const { queue, id } = withToast(toastState.queue, { message, kind, ...(durationMs !== undefined ? { durationMs } : {}) });
  toastState.queue = queue;
  return id;
}

/** Shows a loading toast (e.g. 支付中...) and returns the function that dismisses it. */
export function showLoading(message: string): () => void {
  showToast(message, undefined, 'loading');
  return () => {
    toastState.queue = dismissLoadingToasts(toastState.queue);
  };
}

export function dismissToast(id: number): void {
  toastState.queue = withoutToast(toastState.queue, id);
}

/** The messages on screen, oldest first (for tests and the e2e journeys). */
export function visibleToasts(): string[] {
  return toastState.queue.toasts.map((toast) => toast.message);
}
