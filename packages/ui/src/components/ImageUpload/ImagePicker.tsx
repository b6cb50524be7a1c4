import { useEffect, useId, useState } from 'react';
import { IconClose, IconPlus } from '../../icons/icons.tsx';
import { visuallyHidden } from '../../theme/layout.css.ts';
import * as styles from './ImageUpload.css.ts';

/** What a picker shows: a picked file not yet sent, the URL of a saved image, or nothing. */
export type PickedImage = File | string | null;

export interface ImagePickerProps {
  value: PickedImage;
  /** Reports the picked image, or null when it is removed. */
  onChange: (file: File | null) => void;
  /** Called instead of onChange when the picked file is not an image. */
  onReject?: (file: File) => void;
  /** The file input's own name, when no `<label>` names it. */
  inputLabel?: string;
  /** Ties the file input to a field's label, hint and error. */
  id?: string;
  describedBy?: string;
  invalid?: boolean;
  required?: boolean;
  /** A short call to action inside the empty tile, e.g. '上传收款码'. */
  hint?: string;
  removeLabel: string;
  previewAlt: string;
  shape?: 'square' | 'round';
  disabled?: boolean;
}

/**
 * The image tile, controlled: a plus while empty, then the preview with a remove button on its
 * corner. The file input stays mounted for its label. ImageUpload keeps its value for the member
 * app's forms; ImageField frames it for the console's.
 */
export function ImagePicker({
  value,
  onChange,
  onReject,
  inputLabel,
  id,
  describedBy,
  invalid,
  required,
  hint,
  removeLabel,
  previewAlt,
  shape = 'square',
  disabled,
}: ImagePickerProps) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const pickedUrl = useObjectUrl(value instanceof File ? value : null);
  const previewUrl = typeof value === 'string' ? value : pickedUrl;

  function pick(file: File | undefined) {
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      onReject?.(file);
      return;
    }
    onChange(file);
  }

  return (
    <div className={styles.frame}>
      {previewUrl ? (
        <>
          <div className={styles.tile({ shape })}>
            <img className={styles.preview} src={previewUrl} alt={previewAlt} />
          </div>
          {/* Outside the tile, so a round avatar's clipping does not cut the button; the frame
              is as wide as the tile, so the button sits on the picture's corner. */}
          <button type="button" className={styles.remove({ shape })} aria-label={removeLabel} onClick={() => onChange(null)} disabled={disabled}>
            <span className={styles.removeDot}>
              <IconClose size={16} />
            </span>
          </button>
        </>
      ) : (
        <label htmlFor={inputId} className={`${styles.tile({ shape, empty: true })}${invalid ? ` ${styles.invalidTile}` : ''}`}>
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
        required={required && !previewUrl}
        aria-label={inputLabel}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        onChange={(event) => {
          pick(event.target.files?.[0]);
          // Lets the member pick the same file again after removing it.
          event.target.value = '';
        }}
      />
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
