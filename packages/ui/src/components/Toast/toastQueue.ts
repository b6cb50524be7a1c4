/**
 * The toast queue as plain data and pure functions, so the app can keep it in any store
 * (valtio, useState) and tests need no timers. ToastViewport renders it and reports expiry.
 */
export type ToastKind = 'info' | 'success' | 'error' | 'loading';

export interface Toast {
  id: number;
  message: string;
  kind: ToastKind;
  /** How long it stays, in ms; null stays until dismissed (loading toasts). */
  durationMs: number | null;
}

export interface ToastInput {
  message: string;
  kind?: ToastKind;
  durationMs?: number | null;
}

export interface ToastQueue {
  readonly toasts: readonly Toast[];
  readonly nextId: number;
}

/** A message toast stays 2 s, long enough to read a short Chinese sentence. */
export const TOAST_DURATION_MS = 2000;
/** More than three stacked toasts hide the page; the oldest go first. */
export const MAX_VISIBLE_TOASTS = 3;

export const emptyToastQueue: ToastQueue = { toasts: [], nextId: 1 };

export function toastDuration(kind: ToastKind, durationMs?: number | null): number | null {
  if (durationMs !== undefined) return durationMs;
  return kind === 'loading' ? null : TOAST_DURATION_MS;
}

/** Adds a toast. Only one loading toast is shown at a time: a new one replaces the old. */
export function showToast(queue: ToastQueue, input: ToastInput): { queue: ToastQueue; id: number } {
  const kind = input.kind ?? 'info';
  const id = queue.nextId;
  const toast: Toast = { id, message: input.message, kind, durationMs: toastDuration(kind, input.durationMs) };
  const kept = kind === 'loading' ? queue.toasts.filter((t) => t.kind !== 'loading') : queue.toasts;
  const toasts = [...kept, toast].slice(-MAX_VISIBLE_TOASTS);
  return { queue: { toasts, nextId: id + 1 }, id };
}

export function dismissToast(queue: ToastQueue, id: number): ToastQueue {
  return { ...queue, toasts: queue.toasts.filter((t) => t.id !== id) };
}

/** Ends the loading state, e.g. when the request it stood for has answered. */
export function dismissLoadingToasts(queue: ToastQueue): ToastQueue {
  return { ...queue, toasts: queue.toasts.filter((t) => t.kind !== 'loading') };
}
