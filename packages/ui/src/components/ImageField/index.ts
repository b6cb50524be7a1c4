export { ImageField, type ImageFieldProps } from './ImageField.tsx';
export type { PickedImage } from './ImagePicker.tsx';
