import { useId, type ReactNode } from 'react';
import { visuallyHidden } from '../../theme/layout.css.ts';
import * as styles from './RadioGroup.css.ts';

export interface RadioOption {
  value: string;
  label: ReactNode;
  /** A second line under the label, e.g. a price or a hint. */
  description?: ReactNode;
  /** Shown at the start of the row, e.g. a pay channel's icon. */
  icon?: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps {
  /** The group's name, read by screen readers and shown unless `hideLegend`. */
  legend: string;
  hideLegend?: boolean;
  options: readonly RadioOption[];
  /** The picked value; null while none is picked. */
  value: string | null;
  onChange: (value: string) => void;
  /** Form field name; one is generated when omitted. */
  name?: string;
  className?: string;
}

/**
 * Native radios in a fieldset: the browser gives arrow-key movement and the radio-group
 * semantics for free; the inputs are hidden only visually behind a custom indicator.
 */
export function RadioGroup({ legend, hideLegend, options, value, onChange, name, className }: RadioGroupProps) {
  const generated = useId();
  const groupName = name ?? generated;
  return (
    <fieldset className={[styles.group, className].filter(Boolean).join(' ')}>
      <legend className={hideLegend ? visuallyHidden : styles.legend}>{legend}</legend>
      {options.map((option) => {
        const checked = option.value === value;
        return (
          <label key={option.value} className={styles.row({ checked, disabled: Boolean(option.disabled) })}>
            <input
              type="radio"
              className={styles.input}
              name={groupName}
              value={option.value}
              checked={checked}
              disabled={option.disabled}
              onChange={() => onChange(option.value)}
            />
            {option.icon ? <span className={styles.icon} aria-hidden="true">{option.icon}</span> : null}
            <span className={styles.text}>
              <span className={styles.label}>{option.label}</span>
              {option.description ? <span className={styles.description}>{option.description}</span> : null}
            </span>
            <span className={styles.indicator({ checked })} aria-hidden="true" />
          </label>
        );
      })}
    </fieldset>
  );
}
