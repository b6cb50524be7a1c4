import { useState } from 'react';
import { ImagePicker } from './ImagePicker.tsx';
import * as styles from './ImageUpload.css.ts';

export interface ImageUploadProps {
  /** Names the picker, e.g. '收款码' or '头像'; shown above the tile and read as the input's name. */
  label: string;
  /** A short call to action inside the empty tile, under the plus, e.g. '上传收款码'. */
  hint?: string;
  /** Accessible name of the remove button. */
  removeLabel: string;
  /** Alt text of the preview. */
  previewAlt: string;
  /** An image already saved (e.g. the current avatar), shown until another is picked. */
  defaultPreviewUrl?: string | null;
  /** Reports the picked image, or null when it is removed. */
  onChange: (file: File | null) => void;
  /** Called instead of onChange when the picked file is not an image. */
  onReject?: (file: File) => void;
  /** Round preview for avatars. */
  shape?: 'square' | 'round';
  disabled?: boolean;
}

/** Picks one image at most: a tile with a plus, then the preview with a remove button. */
export function ImageUpload({ label, defaultPreviewUrl = null, onChange, ...picker }: ImageUploadProps) {
  const [picked, setPicked] = useState<File | null>(null);
  const [removed, setRemoved] = useState(false);

  function change(file: File | null) {
    setPicked(file);
    if (!file) setRemoved(true);
    onChange(file);
  }

  return (
    <div className={styles.root}>
      {/* The visible name; the file input carries the same name for screen readers. */}
      <span className={styles.caption} aria-hidden="true">
        {label}
      </span>
      <ImagePicker {...picker} value={picked ?? (removed ? null : defaultPreviewUrl)} onChange={change} inputLabel={label} />
    </div>
  );
}
