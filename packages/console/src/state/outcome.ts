/**
 * The console's one way to report what a change came to: `attempt` runs it while the store's
 * `busy` is on and toasts the outcome (the words for done, or the server's sentence why not).
 * Its answer is for the caller's own next step (clear a form, close a panel), never shown again.
 */
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
 * Runs `work` while `busy` is on; toasts `done` (text, or made from what the work answered; null
 * when the change shows itself, as a sent reply does), or the sentence why it did not go through.
 * Answers null when it went through, else that sentence.
 */
export async function attempt<Answer>(work: () => Promise<Answer>, done: string | ((answer: Answer) => string) | null, busy?: (on: boolean) => void): Promise<string | null> {
  busy?.(true);
  try {
    const answer = await work();
    if (done !== null) toast({ message: typeof done === 'function' ? done(answer) : done, kind: 'success' });
    return null;
  } catch (error) {
    const refusal = messageOf(error);
    toast({ message: refusal, kind: 'error' });
    return refusal;
  } finally {
    busy?.(false);
  }
}

/** For a caller that only asks whether it went through. */
export const wentThrough = (refusal: string | null): boolean => refusal === null;
