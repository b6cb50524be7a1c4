import type { InputHTMLAttributes } from 'react';
import { FormField } from '../FormField/FormField.tsx';
import * as frame from '../TextField/FieldFrame.css.ts';

type NativeInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'onChange' | 'id' | 'children' | 'className' | 'required'>;

export interface FormTextFieldProps extends NativeInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'tel' | 'url' | 'search';
  /** Under the box: what to enter, e.g. 最多30个字. */
  hint?: string;
  error?: string | null;
  required?: boolean;
}

/**
 * A console form's line of text (a title, a name, a link) with a hint and a required mark.
 * The member app's TextField (with its password eye) stays as it is; both share FieldFrame and its box.
 */
export function FormTextField({ label, value, onChange, type = 'text', hint, error, required, readOnly, ...rest }: FormTextFieldProps) {
  return (
    <FormField label={label} hint={hint} error={error} required={required}>
      {({ id, describedBy, invalid }) => (
        <div className={frame.box({ invalid, readOnly: Boolean(readOnly) })}>
          <input
            {...rest}
            id={id}
            className={frame.control}
            type={type}
            value={value}
            required={required}
            readOnly={readOnly}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            onChange={(event) => onChange(event.target.value)}
          />
        </div>
      )}
    </FormField>
  );
}
