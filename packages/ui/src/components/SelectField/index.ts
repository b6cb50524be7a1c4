export { SelectField, type SelectFieldProps } from './SelectField.tsx';
export { NativeSelect, type NativeSelectProps, type SelectOption } from './NativeSelect.tsx';
