import { useSnapshot } from 'valtio';
import { toastState } from '../state/toasts.ts';

/** Shows the current toast of the toast state. */
export function ToastHost() {
  const { current } = useSnapshot(toastState);
  return (
    <div role="status" aria-live="polite">
      {current ? current.message : null}
    </div>
  );
}
