import { useEffect, useId, useState } from 'react';
import { IconClose, IconPlus } from '../../icons/icons.tsx';
import { visuallyHidden } from '../../theme/layout.css.ts';
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
export function ImageUpload({
  label,
  hint,
  removeLabel,
  previewAlt,
  defaultPreviewUrl = null,
  onChange,
  onReject,
  shape = 'square',
  disabled,
}: ImageUploadProps) {
  const inputId = useId();
  const [picked, setPicked] = useState<File | null>(null);
  const [removed, setRemoved] = useState(false);
  const pickedUrl = useObjectUrl(picked);
  const previewUrl = pickedUrl ?? (removed ? null : defaultPreviewUrl);

  function pick(file: File | undefined) {
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      onReject?.(file);
      return;
    }
    setPicked(file);
    onChange(file);
  }

  function remove() {
    setPicked(null);
    setRemoved(true);
    onChange(null);
  }

  return (
    <div className={styles.root}>
      {/* The visible name; the input below carries the same name for screen readers. */}
      <span className={styles.caption} aria-hidden="true">
        {label}
      </span>
      <div className={styles.frame}>
        {previewUrl ? (
          <>
            <div className={styles.tile({ shape })}>
              <img className={styles.preview} src={previewUrl} alt={previewAlt} />
            </div>
            {/* Outside the tile, so a round avatar's clipping does not cut the button; the frame
                is as wide as the tile, so the button sits on the picture's corner. */}
            <button type="button" className={styles.remove({ shape })} aria-label={removeLabel} onClick={remove} disabled={disabled}>
              <span className={styles.removeDot}>
                <IconClose size={16} />
              </span>
            </button>
          </>
        ) : (
          <label htmlFor={inputId} className={styles.tile({ shape, empty: true })}>
            <IconPlus size={28} />
            {hint ? (
              <span className={styles.hint} aria-hidden="true">
                {hint}
              </span>
            ) : null}
          </label>
        )}
        {/* Stays mounted so the label above always has its control. */}
        <input
          id={inputId}
          className={visuallyHidden}
          type="file"
          accept="image/*"
          disabled={disabled}
          aria-label={label}
          onChange={(event) => {
            pick(event.target.files?.[0]);
            // Lets the member pick the same file again after removing it.
            event.target.value = '';
          }}
        />
      </div>
    </div>
  );
}

/** An object URL for the picked file, revoked when the file changes or the tile unmounts. */
function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}
