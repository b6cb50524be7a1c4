import type { SelectHTMLAttributes } from 'react';
import { IconChevronDown } from '../../icons/icons.tsx';
import * as frame from '../TextField/FieldFrame.css.ts';
import * as styles from './SelectField.css.ts';

export interface SelectOption<Value extends string = string> {
  value: Value;
  label: string;
  disabled?: boolean;
}

export interface NativeSelectProps<Value extends string> extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange' | 'children' | 'className'> {
  options: readonly SelectOption<Value>[];
  /** '' selects the empty option (`emptyLabel`). */
  value: Value | '';
  /** The first option, standing for no choice: 请选择 in a form, 全部 in a filter. */
  emptyLabel?: string;
  /** May the empty option be chosen again (a filter's 全部) or is it only a prompt (a form)? */
  emptySelectable?: boolean;
  onValueChange: (value: Value | '') => void;
  invalid?: boolean;
  /** The filter bar's smaller text. */
  controlClassName?: string;
}

/**
 * The browser's own select (its list is the platform's: a wheel on a tablet, a menu on a
 * desktop, both accessible), in the kit's field box with its own arrow.
 */
export function NativeSelect<Value extends string>({ options, value, emptyLabel, emptySelectable, onValueChange, invalid = false, disabled, controlClassName, ...rest }: NativeSelectProps<Value>) {
  return (
    <div className={`${frame.box({ invalid, readOnly: false })} ${styles.box}`}>
      <select
        {...rest}
        className={`${frame.control} ${styles.select}${controlClassName ? ` ${controlClassName}` : ''}`}
        value={value}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        onChange={(event) => onValueChange(event.target.value as Value | '')}
      >
        {emptyLabel !== undefined ? (
          <option value="" disabled={!emptySelectable}>
            {emptyLabel}
          </option>
        ) : null}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
      <IconChevronDown size={18} className={styles.arrow} />
    </div>
  );
}
