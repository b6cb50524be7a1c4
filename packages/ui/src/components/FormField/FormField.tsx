import { useId, type ReactNode } from 'react';
import { FieldFrame, type FieldControlIds } from '../TextField/FieldFrame.tsx';
import * as styles from './FormField.css.ts';

export interface FormFieldProps {
  label: string;
  /** A quieter line under the control: what to enter, e.g. 建议尺寸 750×300. */
  hint?: string;
  error?: string | null;
  /** Marks the label; the control itself must carry `required` for screen readers. */
  required?: boolean;
  /** Renders the control with the ids that tie it to its label, hint and error. */
  children: (ids: FieldControlIds) => ReactNode;
}

/**
 * The console's field frame: FieldFrame (label above, error below, as the member app's fields)
 * with a required mark after the label and a hint under the control. A part of its own, so the
 * member app's fields carry none of it.
 */
export function FormField({ label, hint, error, required, children }: FormFieldProps) {
  const hintId = useId();
  return (
    <FieldFrame
      label={
        <>
          {label}
          {required ? <RequiredMark /> : null}
        </>
      }
      error={error}
    >
      {(ids) => (
        <>
          {children({ ...ids, describedBy: [hint ? hintId : null, ids.describedBy].filter(Boolean).join(' ') || undefined })}
          {hint ? (
            <p id={hintId} className={styles.hint}>
              {hint}
            </p>
          ) : null}
        </>
      )}
    </FieldFrame>
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
