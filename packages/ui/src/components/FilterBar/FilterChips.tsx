import { useId } from 'react';
import * as styles from './FilterBar.css.ts';

export interface FilterChipOption<Value extends string> {
  value: Value;
  label: string;
  /** How many rows have it, e.g. 待审核 12. */
  count?: number;
}

export interface FilterChipsProps<Value extends string> {
  /** Names the group, e.g. 状态. */
  label: string;
  options: readonly FilterChipOption<Value>[];
  /** The chips pressed; none pressed shows every row. */
  value: readonly Value[];
  onChange: (value: Value[]) => void;
}

/** Status chips: each a toggle button; several may be pressed at once. */
export function FilterChips<Value extends string>({ label, options, value, onChange }: FilterChipsProps<Value>) {
  const labelId = useId();
  return (
    // A group named by its visible label (a fieldset's legend would not line up with the
    // other filters' labels).
    <div role="group" aria-labelledby={labelId} className={styles.filter({ grow: false })}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <div className={styles.chips}>
        {options.map((option) => {
          const pressed = value.includes(option.value);
          return (
            <button
              key={option.value}
              type="button"
              className={styles.chip({ pressed })}
              aria-pressed={pressed}
              onClick={() => onChange(pressed ? value.filter((chosen) => chosen !== option.value) : [...value, option.value])}
            >
              {option.label}
              {option.count !== undefined ? <span className={styles.count}>{option.count}</span> : null}
            </button>
          );
        })}
      </div>
    </div>
  );
}
