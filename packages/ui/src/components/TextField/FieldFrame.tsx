import { useId, type ReactNode } from 'react';
import * as styles from './FieldFrame.css.ts';

export interface FieldControlIds {
  id: string;
  /** Points at the hint and the error text while there are any. */
  describedBy: string | undefined;
  invalid: boolean;
}

export interface FieldFrameProps {
  label: string;
  /** A quieter line under the control: what to enter, e.g. 建议尺寸 750×300. */
  hint?: string;
  error?: string | null;
  /** Marks the label; the control itself carries `required` for screen readers. */
  required?: boolean;
  /** Renders the control with the ids that tie it to its label, hint and error. */
  children: (ids: FieldControlIds) => ReactNode;
}

/** Label above, control, hint and error below: shared by the kit's form fields. */
export function FieldFrame({ label, hint, error, required, children }: FieldFrameProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      {children({ id, describedBy, invalid: Boolean(error) })}
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The asterisk after a required field's label; seen, not read (the control says required). */
export function RequiredMark() {
  return (
    <span className={styles.requiredMark} aria-hidden="true">
      *
    </span>
  );
}
