import { useId } from 'react';
import { NativeSelect, type SelectOption } from '../SelectField/NativeSelect.tsx';
import * as styles from './FilterBar.css.ts';

export interface FilterSelectProps<Value extends string> {
  label: string;
  options: readonly SelectOption<Value>[];
  /** null: no filter (`allLabel` shows). */
  value: Value | null;
  onChange: (value: Value | null) => void;
  /** The first option, no filter, e.g. 全部. */
  allLabel: string;
}

/** One choice in the filter bar, or all. */
export function FilterSelect<Value extends string>({ label, options, value, onChange, allLabel }: FilterSelectProps<Value>) {
  const id = useId();
  return (
    <div className={styles.filter({ grow: false })}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <NativeSelect
        id={id}
        options={options}
        value={value ?? ''}
        emptyLabel={allLabel}
        emptySelectable
        controlClassName={styles.control}
        onValueChange={(next) => onChange(next === '' ? null : next)}
      />
    </div>
  );
}
