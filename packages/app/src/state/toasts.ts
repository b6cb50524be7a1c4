import { proxy } from 'valtio';

/** How long a toast stays, unless the caller says otherwise. */
export const TOAST_DEFAULT_MS = 2000;
/** SPEC.md section 9: a payment error stays 6000 ms. */
export const PAYMENT_ERROR_TOAST_MS = 6000;

export interface ToastItem {
  id: number;
  message: string;
  /** A loading toast stays until it is dismissed. */
  loading: boolean;
}

export const toastState = proxy<{ current: ToastItem | null }>({ current: null });

let nextId = 1;
let timer: ReturnType<typeof setTimeout> | undefined;

/** Shows one toast, replacing any other (the newest message is the one that matters). */
export function showToast(message: string, durationMs = TOAST_DEFAULT_MS): void {
  clearTimeout(timer);
  const id = nextId++;
  toastState.current = { id, message, loading: false };
  timer = setTimeout(() => dismissToast(id), durationMs);
}

/** Shows a loading toast (e.g. 支付中...) and returns the function that dismisses it. */
export function showLoading(message: string): () => void {
  clearTimeout(timer);
  const id = nextId++;
  toastState.current = { id, message, loading: true };
  return () => dismissToast(id);
}

export function dismissToast(id?: number): void {
  if (id === undefined || toastState.current?.id === id) toastState.current = null;
}
