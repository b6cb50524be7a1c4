import { useRef, type FormEvent } from 'react';
import { IconImage } from '../../icons/icons.tsx';
import { visuallyHidden } from '../../theme/layout.css.ts';
import { Button } from '../Button/Button.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import * as styles from './ChatComposer.css.ts';

export interface ChatComposerProps {
  /** The text being written (controlled: the app clears it after a send). */
  value: string;
  onChange: (value: string) => void;
  /** Reports a send; the app checks for empty text ('请输入内容'). */
  onSend: () => void;
  /** Reports the picked image to send. */
  onPickImage: (file: File) => void;
  inputLabel: string;
  placeholder?: string;
  sendLabel: string;
  imageLabel: string;
  /** While a message is being sent. */
  sending?: boolean;
}

/** The chat's bottom bar: image button, text input and send button. */
export function ChatComposer({
  value,
  onChange,
  onSend,
  onPickImage,
  inputLabel,
  placeholder,
  sendLabel,
  imageLabel,
  sending = false,
}: ChatComposerProps) {
  const fileInput = useRef<HTMLInputElement>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!sending) onSend();
  }

  return (
    <form className={styles.bar} onSubmit={submit}>
      <IconButton label={imageLabel} icon={<IconImage />} onClick={() => fileInput.current?.click()} />
      <input
        ref={fileInput}
        className={visuallyHidden}
        type="file"
        accept="image/*"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) onPickImage(file);
          event.target.value = '';
        }}
      />
      <input
        className={styles.input}
        type="text"
        aria-label={inputLabel}
        placeholder={placeholder}
        value={value}
        enterKeyHint="send"
        onChange={(event) => onChange(event.target.value)}
      />
      <Button type="submit" size="small" loading={sending}>
        {sendLabel}
      </Button>
    </form>
  );
}
