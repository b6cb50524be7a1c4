export { ImageField, type ImageFieldProps } from './ImageField.tsx';
export type { PickedImage } from '../ImageUpload/ImagePicker.tsx';
