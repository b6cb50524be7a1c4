import { useState, type InputHTMLAttributes } from 'react';
import { IconEye, IconEyeOff } from '../../icons/icons.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { FieldFrame } from './FieldFrame.tsx';
import * as frame from './FieldFrame.css.ts';
import * as styles from './TextField.css.ts';

type NativeInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'value' | 'onChange' | 'id' | 'children' | 'className'
>;

export interface TextFieldProps extends NativeInputProps {
  label: string;
  value: string;
  onChange?: (value: string) => void;
  type?: 'text' | 'password' | 'number' | 'email' | 'tel' | 'url';
  error?: string | null;
  /** Accessible names of the password eye toggle; required for `type="password"`. */
  showPasswordLabel?: string;
  hidePasswordLabel?: string;
}

/** A labelled input; a password field gets an eye button that shows and hides the text. */
export function TextField({
  label,
  value,
  onChange,
  type = 'text',
  error,
  readOnly,
  showPasswordLabel,
  hidePasswordLabel,
  ...rest
}: TextFieldProps) {
  const [revealed, setRevealed] = useState(false);
  const isPassword = type === 'password';
  return (
    <FieldFrame label={label} error={error}>
      {({ id, describedBy, invalid }) => (
        <div className={frame.box({ invalid, readOnly: Boolean(readOnly) })}>
          <input
            {...rest}
            id={id}
            className={frame.control}
            type={isPassword && revealed ? 'text' : type}
            value={value}
            readOnly={readOnly}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            onChange={(event) => onChange?.(event.target.value)}
          />
          {isPassword ? (
            <IconButton
              label={(revealed ? hidePasswordLabel : showPasswordLabel) ?? ''}
              icon={revealed ? <IconEyeOff size={20} /> : <IconEye size={20} />}
              className={styles.eye}
              onClick={() => setRevealed((shown) => !shown)}
            />
          ) : null}
        </div>
      )}
    </FieldFrame>
  );
}
