import { ImagePicker, type PickedImage } from '../ImageUpload/ImagePicker.tsx';
import { FormField } from '../FormField/FormField.tsx';

export interface ImageFieldProps {
  label: string;
  /** A picked file not yet sent, the URL of the saved image, or null. */
  value: PickedImage;
  onChange: (file: File | null) => void;
  /** Called instead of onChange when the picked file is not an image. */
  onReject?: (file: File) => void;
  /** A short call to action inside the empty tile, e.g. 上传图片. */
  tileHint?: string;
  /** Under the tile, e.g. 建议尺寸 750×300，不超过 2MB. */
  hint?: string;
  error?: string | null;
  required?: boolean;
  removeLabel: string;
  previewAlt: string;
  shape?: 'square' | 'round';
  disabled?: boolean;
}

/** A labelled image, controlled: an ad's picture, a video's cover, a pay channel's icon. */
export function ImageField({ label, value, hint, tileHint, error, required, ...picker }: ImageFieldProps) {
  return (
    <FormField label={label} hint={hint} error={error} required={required}>
      {({ id, describedBy, invalid }) => (
        <ImagePicker {...picker} value={value} hint={tileHint} id={id} describedBy={describedBy} invalid={invalid} required={required} />
      )}
    </FormField>
  );
}
