export { FormTextArea, type FormTextAreaProps } from './FormTextArea.tsx';
