/** The console's toasts (ui's queue as data): what an action reports once it is done. */
import { dismissToast, emptyToastQueue, showToast, type ToastInput, type ToastQueue } from '@nocturne/ui';
import { proxy } from 'valtio';
import { messageOf } from './errors.ts';

export const toastState = proxy<{ queue: ToastQueue }>({ queue: emptyToastQueue });

export function toast(input: ToastInput): void {
  toastState.queue = showToast(toastState.queue, input).queue;
}

export function expireToast(id: number): void {
  toastState.queue = dismissToast(toastState.queue, id);
}

/**
 * Runs a change while `busy` is on; toasts `done`, or the server's sentence on failure.
 * Answers whether it went through.
 */
export async function toastedChange(busy: (on: boolean) => void, work: () => Promise<void>, done: string): Promise<boolean> {
  busy(true);
  try {
    await work();
    toast({ message: done, kind: 'success' });
    return true;
  } catch (error) {
    toast({ message: messageOf(error), kind: 'error' });
    return false;
  } finally {
    busy(false);
  }
}
