import type { TextareaHTMLAttributes } from 'react';
import * as frame from '../TextField/FieldFrame.css.ts';
import * as styles from './TextArea.css.ts';

type NativeTextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'onChange' | 'children' | 'className'>;

export interface TextAreaBoxProps extends NativeTextAreaProps {
  value: string;
  onChange?: (value: string) => void;
  /** From the field around the box: the error and hint it points to. */
  describedBy?: string;
  invalid: boolean;
  /** Shows 'typed/max' in the box when `maxLength` is set. */
  showCount?: boolean;
}

/** The multi-line box with its count, inside a field's frame: TextArea's (member forms) and FormTextArea's (console forms). */
export function TextAreaBox({ value, onChange, describedBy, invalid, maxLength, showCount, readOnly, ...rest }: TextAreaBoxProps) {
  return (
    <div className={`${frame.box({ invalid, readOnly: Boolean(readOnly) })} ${styles.box}`}>
      <textarea
        {...rest}
        className={`${frame.control} ${styles.control}`}
        value={value}
        maxLength={maxLength}
        readOnly={readOnly}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange?.(event.target.value)}
      />
      {showCount && maxLength !== undefined ? (
        <span className={styles.count} aria-hidden="true">
          {value.length}/{maxLength}
        </span>
      ) : null}
    </div>
  );
}
