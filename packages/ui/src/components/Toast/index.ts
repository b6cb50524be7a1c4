export { ToastViewport, type ToastViewportProps } from './ToastViewport.tsx';
export {
  dismissLoadingToasts,
  dismissToast,
  emptyToastQueue,
  MAX_VISIBLE_TOASTS,
  showToast,
  TOAST_DURATION_MS,
  toastDuration,
  type Toast,
  type ToastInput,
  type ToastKind,
  type ToastQueue,
} from './toastQueue.ts';
