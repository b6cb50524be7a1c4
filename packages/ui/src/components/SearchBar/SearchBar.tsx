import { useState, type FocusEvent } from 'react';
import { IconSearch } from '../../icons/icons.tsx';
import { Button } from '../Button/Button.tsx';
import * as styles from './SearchBar.css.ts';

export interface SearchBarProps {
  /** Accessible name of the field, e.g. 影视搜索. */
  label: string;
  placeholder?: string;
  /** Controlled value; leave out (with `defaultValue`) for an uncontrolled field. */
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  /** Reported when the field gains focus: the home header uses it to open the search page. */
  onFocus?: (event: FocusEvent<HTMLInputElement>) => void;
  /** Reported on Enter or the submit button, with the term trimmed. */
  onSubmit?: (term: string) => void;
  /** Shows a submit button with this label, e.g. 搜索. */
  submitLabel?: string;
  /** A field that only opens search on focus, without bringing up the keyboard. */
  readOnly?: boolean;
  autoFocus?: boolean;
}

/** A search field in a pill, optionally with a submit button. */
export function SearchBar({
  label,
  placeholder,
  value,
  defaultValue = '',
  onChange,
  onFocus,
  onSubmit,
  submitLabel,
  readOnly,
  autoFocus,
}: SearchBarProps) {
  const [ownValue, setOwnValue] = useState(defaultValue);
  const term = value ?? ownValue;
  return (
    <form
      role="search"
      aria-label={label}
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit?.(term.trim());
      }}
    >
      <label className={styles.field}>
        <IconSearch />
        <input
          className={styles.input}
          type="search"
          enterKeyHint="search"
          aria-label={label}
          placeholder={placeholder}
          value={term}
          readOnly={readOnly}
          autoFocus={autoFocus}
          onFocus={onFocus}
          onChange={(event) => {
            setOwnValue(event.target.value);
            onChange?.(event.target.value);
          }}
        />
      </label>
      {submitLabel ? (
        <Button type="submit" size="small">
          {submitLabel}
        </Button>
      ) : null}
    </form>
  );
}
