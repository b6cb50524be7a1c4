import type { TextareaHTMLAttributes } from 'react';
import { FieldFrame } from '../TextField/FieldFrame.tsx';
import { TextAreaBox } from './TextAreaBox.tsx';

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
export function TextArea({ label, error, rows = 5, ...box }: TextAreaProps) {
  return (
    <FieldFrame label={label} error={error}>
      {(field) => <TextAreaBox {...box} {...field} rows={rows} />}
    </FieldFrame>
  );
}
