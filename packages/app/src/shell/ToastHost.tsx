import { ToastViewport } from '@nocturne/ui';
import { useSnapshot } from 'valtio';
import { dismissToast, toastState } from '../state/toasts.ts';

/** Renders the toast queue. */
export function ToastHost() {
  const { queue } = useSnapshot(toastState);
  return <ToastViewport toasts={queue.toasts} onExpire={dismissToast} />;
}
