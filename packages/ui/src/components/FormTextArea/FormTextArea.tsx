import type { TextareaHTMLAttributes } from 'react';
import { FormField } from '../FormField/FormField.tsx';
import { TextAreaBox } from '../TextArea/TextAreaBox.tsx';

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
export function FormTextArea({ label, hint, error, required, rows = 4, ...box }: FormTextAreaProps) {
  return (
    <FormField label={label} hint={hint} error={error} required={required}>
      {(field) => <TextAreaBox {...box} {...field} rows={rows} required={required} />}
    </FormField>
  );
}
