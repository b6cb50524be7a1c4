import type { TextareaHTMLAttributes } from 'react';
import { FormField } from '../FormField/FormField.tsx';
import * as styles from '../TextArea/TextArea.css.ts';
import * as frame from '../TextField/FieldFrame.css.ts';

type NativeTextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'onChange' | 'id' | 'children' | 'className' | 'required'>;

export interface FormTextAreaProps extends NativeTextAreaProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Under the box: what to write, e.g. 显示在影片详情页. */
  hint?: string;
  error?: string | null;
  required?: boolean;
  /** Shows 'typed/max' in the box when `maxLength` is set. */
  showCount?: boolean;
}

/** A console form's multi-line text (an introduction, a notice, a reason) with a hint and a required mark; TextArea's box. */
export function FormTextArea({ label, value, onChange, hint, error, required, rows = 4, maxLength, showCount, readOnly, ...rest }: FormTextAreaProps) {
  return (
    <FormField label={label} hint={hint} error={error} required={required}>
      {({ id, describedBy, invalid }) => (
        <div className={`${frame.box({ invalid, readOnly: Boolean(readOnly) })} ${styles.box}`}>
          <textarea
            {...rest}
            id={id}
            className={`${frame.control} ${styles.control}`}
            rows={rows}
            value={value}
            maxLength={maxLength}
            required={required}
            readOnly={readOnly}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            onChange={(event) => onChange(event.target.value)}
          />
          {showCount && maxLength !== undefined ? (
            <span className={styles.count} aria-hidden="true">
              {value.length}/{maxLength}
            </span>
          ) : null}
        </div>
      )}
    </FormField>
  );
}
