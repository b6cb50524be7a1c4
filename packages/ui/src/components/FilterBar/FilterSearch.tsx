import { useId } from 'react';
import { IconSearch } from '../../icons/icons.tsx';
import * as frame from '../TextField/FieldFrame.css.ts';
import * as styles from './FilterBar.css.ts';

export interface FilterSearchProps {
  /** e.g. 搜索会员. */
  label: string;
  /** What can be searched, e.g. 会员编号、昵称或登录名. */
  placeholder?: string;
  value: string;
  /** Every keystroke (the page may wait for a pause before asking the API). */
  onChange: (value: string) => void;
  /** Enter: the term, trimmed. */
  onSubmit?: (term: string) => void;
}

/** A text search in the filter bar. */
export function FilterSearch({ label, placeholder, value, onChange, onSubmit }: FilterSearchProps) {
  const id = useId();
  return (
    <div className={styles.filter({ grow: true })}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <div className={frame.box({ invalid: false, readOnly: false })}>
        <IconSearch size={18} className={styles.searchIcon} />
        <input
          id={id}
          type="search"
          enterKeyHint="search"
          className={`${frame.control} ${styles.control}`}
          placeholder={placeholder}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.nativeEvent.isComposing) onSubmit?.(value.trim());
          }}
        />
      </div>
    </div>
  );
}
