import { useId, type ReactNode } from 'react';
import * as styles from './FieldFrame.css.ts';

export interface FieldControlIds {
  id: string;
  /** Points at the error text while there is one. */
  describedBy: string | undefined;
  invalid: boolean;
}

export interface FieldFrameProps {
  /** Text, or text with a mark (FormField adds the required one). */
  label: ReactNode;
  error?: string | null;
  /** Renders the control with the ids that tie it to its label and error. */
  children: (ids: FieldControlIds) => ReactNode;
}

/** Label above, control, error below: shared by TextField and TextArea. */
export function FieldFrame({ label, error, children }: FieldFrameProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {children({ id, describedBy: error ? errorId : undefined, invalid: Boolean(error) })}
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
