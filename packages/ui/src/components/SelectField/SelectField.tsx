import { FormField } from '../FormField/FormField.tsx';
import { NativeSelect, type SelectOption } from './NativeSelect.tsx';

export interface SelectFieldProps<Value extends string> {
  label: string;
  options: readonly SelectOption<Value>[];
  /** null until something is chosen; the prompt (`placeholder`) shows then. */
  value: Value | null;
  onChange: (value: Value) => void;
  /** The prompt while nothing is chosen, e.g. 请选择分类. */
  placeholder?: string;
  hint?: string;
  error?: string | null;
  required?: boolean;
  disabled?: boolean;
  name?: string;
}

/** A labelled choice of one, e.g. a video's category or an ad's placement. */
export function SelectField<Value extends string>({ label, options, value, onChange, placeholder, hint, error, required, disabled, name }: SelectFieldProps<Value>) {
  return (
    <FormField label={label} hint={hint} error={error} required={required}>
      {({ id, describedBy, invalid }) => (
        <NativeSelect
          id={id}
          name={name}
          options={options}
          value={value ?? ''}
          emptyLabel={value === null || placeholder !== undefined ? (placeholder ?? '') : undefined}
          onValueChange={(next) => {
            if (next !== '') onChange(next);
          }}
          required={required}
          disabled={disabled}
          invalid={invalid}
          aria-describedby={describedBy}
        />
      )}
    </FormField>
  );
}
