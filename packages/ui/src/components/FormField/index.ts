export { FormField, RequiredMark, type FormFieldProps } from './FormField.tsx';
