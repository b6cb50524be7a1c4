import type { TextareaHTMLAttributes } from 'react';
import { FieldFrame } from '../TextField/FieldFrame.tsx';
import * as frame from '../TextField/FieldFrame.css.ts';
import * as styles from './TextArea.css.ts';

type NativeTextAreaProps = Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'value' | 'onChange' | 'id' | 'children' | 'className'
>;

export interface TextAreaProps extends NativeTextAreaProps {
  label: string;
  value: string;
  onChange?: (value: string) => void;
  error?: string | null;
  /** Shows 'typed/max' under the box when `maxLength` is set. */
  showCount?: boolean;
}

/** A labelled multi-line box, e.g. the feedback message. */
export function TextArea({ label, value, onChange, error, rows = 5, maxLength, showCount, readOnly, ...rest }: TextAreaProps) {
  return (
    <FieldFrame label={label} error={error}>
      {({ id, describedBy, invalid }) => (
        <div className={`${frame.box({ invalid, readOnly: Boolean(readOnly) })} ${styles.box}`}>
          <textarea
            {...rest}
            id={id}
            className={`${frame.control} ${styles.control}`}
            rows={rows}
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
      )}
    </FieldFrame>
  );
}
