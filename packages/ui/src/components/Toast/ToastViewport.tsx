import { useEffect } from 'react';
import { IconCheck, IconWarning } from '../../icons/icons.tsx';
import { Spinner } from '../../icons/Spinner.tsx';
import * as styles from './Toast.css.ts';
import type { Toast, ToastKind } from './toastQueue.ts';

export interface ToastViewportProps {
  toasts: readonly Toast[];
  /** Reported when a toast's duration has passed; the owner removes it (see dismissToast). */
  onExpire: (id: number) => void;
  className?: string;
}

function ToastGlyph({ kind }: { kind: ToastKind }) {
  if (kind === 'info') return null;
  return (
    <span className={styles.glyph({ kind })} aria-hidden>
      {kind === 'loading' ? <Spinner size={28} /> : kind === 'success' ? <IconCheck /> : <IconWarning />}
    </span>
  );
}

function ToastMessage({ toast, onExpire }: { toast: Toast; onExpire: (id: number) => void }) {
  const { id, durationMs } = toast;
  useEffect(() => {
    if (durationMs === null) return undefined;
    const timer = setTimeout(() => onExpire(id), durationMs);
    return () => clearTimeout(timer);
  }, [id, durationMs, onExpire]);
  return (
    <div className={styles.toast({ kind: toast.kind })} aria-busy={toast.kind === 'loading' || undefined}>
      <ToastGlyph kind={toast.kind} />
      <span>{toast.message}</span>
    </div>
  );
}

/**
 * Shows the toasts of a queue in the centre of the screen and reports each one's expiry.
 * The list is always in the page, so screen readers announce toasts as they arrive.
 */
export function ToastViewport({ toasts, onExpire, className }: ToastViewportProps) {
  return (
    <div className={className ? `${styles.viewport} ${className}` : styles.viewport} role="status" aria-live="polite">
      {toasts.map((toast) => (
        <ToastMessage key={toast.id} toast={toast} onExpire={onExpire} />
      ))}
    </div>
  );
}
