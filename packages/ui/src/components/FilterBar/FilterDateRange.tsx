import { useId } from 'react';
import * as frame from '../TextField/FieldFrame.css.ts';
import * as styles from './FilterBar.css.ts';

/** Calendar days as the inputs give them (YYYY-MM-DD); null is open-ended. */
export interface DateRange {
  from: string | null;
  to: string | null;
}

export interface FilterDateRangeProps {
  /** Names the pair, e.g. 申请日期. */
  label: string;
  /** The two inputs' names, e.g. 开始日期 and 结束日期. */
  fromLabel: string;
  toLabel: string;
  value: DateRange;
  onChange: (value: DateRange) => void;
  /** The earliest and latest days that can be picked. */
  min?: string;
  max?: string;
}

/** From and to days with the browser's date pickers; each bounds the other. */
export function FilterDateRange({ label, fromLabel, toLabel, value, onChange, min, max }: FilterDateRangeProps) {
  const labelId = useId();
  const box = frame.box({ invalid: false, readOnly: false });
  return (
    // A group named by its visible label (a fieldset's legend would not line up with the
    // other filters' labels).
    <div role="group" aria-labelledby={labelId} className={styles.filter({ grow: false })}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <div className={styles.range}>
        <div className={box}>
          <input
            type="date"
            className={`${frame.control} ${styles.control} ${styles.date}`}
            aria-label={fromLabel}
            value={value.from ?? ''}
            min={min}
            max={value.to ?? max}
            onChange={(event) => onChange({ ...value, from: event.target.value || null })}
          />
        </div>
        <span className={styles.rangeDash} aria-hidden="true">
          –
        </span>
        <div className={box}>
          <input
            type="date"
            className={`${frame.control} ${styles.control} ${styles.date}`}
            aria-label={toLabel}
            value={value.to ?? ''}
            min={value.from ?? min}
            max={max}
            onChange={(event) => onChange({ ...value, to: event.target.value || null })}
          />
        </div>
      </div>
    </div>
  );
}
