/** The console's toasts (ui's queue as data): what an action reports once it is done. */
import { dismissToast, emptyToastQueue, showToast, type ToastInput, type ToastQueue } from '@nocturne/ui';
import { proxy } from 'valtio';

export const toastState = proxy<{ queue: ToastQueue }>({ queue: emptyToastQueue });

export function toast(input: ToastInput): void {
  toastState.queue = showToast(toastState.queue, input).queue;
}

export function expireToast(id: number): void {
  toastState.queue = dismissToast(toastState.queue, id);
}
