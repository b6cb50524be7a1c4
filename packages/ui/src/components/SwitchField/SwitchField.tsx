import { useId } from 'react';
import { RequiredMark } from '../FormField/FormField.tsx';
import { hint as hintStyle } from '../FormField/FormField.css.ts';
import * as frame from '../TextField/FieldFrame.css.ts';
import * as styles from './SwitchField.css.ts';

export interface SwitchFieldProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Under the label: what turning it on does, e.g. 开启后会员首页显示公告. */
  hint?: string;
  error?: string | null;
  required?: boolean;
  disabled?: boolean;
  /** Words beside the switch for its two states, e.g. 开启 / 关闭 (the switch itself says on or off). */
  stateLabels?: { on: string; off: string };
}

/** A labelled on/off setting: the label and hint on the left, the switch on the right. */
export function SwitchField({ label, checked, onChange, hint, error, required, disabled, stateLabels }: SwitchFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <div className={styles.row}>
        <div className={styles.text}>
          <label className={frame.label} htmlFor={id}>
            {label}
            {required ? <RequiredMark /> : null}
          </label>
          {hint ? (
            <p id={hintId} className={hintStyle}>
              {hint}
            </p>
          ) : null}
        </div>
        <div className={styles.control}>
          {stateLabels ? (
            <span className={styles.stateLabel} aria-hidden="true">
              {checked ? stateLabels.on : stateLabels.off}
            </span>
          ) : null}
          <button
            id={id}
            type="button"
            role="switch"
            aria-checked={checked}
            aria-describedby={describedBy}
            aria-invalid={error ? true : undefined}
            aria-required={required || undefined}
            disabled={disabled}
            className={styles.track({ checked })}
            onClick={() => onChange(!checked)}
          >
            <span className={styles.thumb({ checked })} />
          </button>
        </div>
      </div>
      {error ? (
        <p id={errorId} className={frame.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
