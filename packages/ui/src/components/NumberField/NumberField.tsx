import { useId } from 'react';
import { FormField } from '../FormField/FormField.tsx';
import * as frame from '../TextField/FieldFrame.css.ts';
import * as styles from './NumberField.css.ts';

export interface NumberFieldProps {
  label: string;
  /** null while the box is empty (or holds no number yet). */
  value: number | null;
  onChange: (value: number | null) => void;
  min?: number;
  max?: number;
  /** 1 (the default) asks for whole numbers: phones show digits only. */
  step?: number;
  /** After the number, e.g. 元, 金币, 秒; read after the value. */
  unit?: string;
  hint?: string;
  error?: string | null;
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  placeholder?: string;
  name?: string;
}

/**
 * A labelled number, e.g. a price or the preview length. It reports what is typed as a number
 * and never changes it: whether it is allowed is the form's rule, shown back through `error`.
 */
export function NumberField({ label, value, onChange, min, max, step = 1, unit, hint, error, required, disabled, readOnly, placeholder, name }: NumberFieldProps) {
  const unitId = useId();
  return (
    <FormField label={label} hint={hint} error={error} required={required}>
      {({ id, describedBy, invalid }) => (
        <div className={frame.box({ invalid, readOnly: Boolean(readOnly) })}>
          <input
            id={id}
            name={name}
            className={`${frame.control} ${styles.control}`}
            type="number"
            inputMode={Number.isInteger(step) ? 'numeric' : 'decimal'}
            value={value ?? ''}
            min={min}
            max={max}
            step={step}
            placeholder={placeholder}
            required={required}
            disabled={disabled}
            readOnly={readOnly}
            aria-invalid={invalid || undefined}
            aria-describedby={[unit ? unitId : null, describedBy].filter(Boolean).join(' ') || undefined}
            onChange={(event) => {
              const text = event.target.value;
              onChange(text === '' ? null : Number(text));
            }}
          />
          {unit ? (
            <span id={unitId} className={styles.unit}>
              {unit}
            </span>
          ) : null}
        </div>
      )}
    </FormField>
  );
}
