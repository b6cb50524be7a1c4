import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../Button/Button.tsx';
import * as styles from './DanmakuComposer.css.ts';

export interface DanmakuComposerLabels {
  /** Names the input, '弹幕内容'. */
  input: string;
  placeholder?: string;
  /** '发送' */
  send: string;
}

export interface DanmakuComposerProps {
  /** The text being written (controlled: the app clears it once sent). */
  value: string;
  onChange: (value: string) => void;
  /**
   * Reports a send. While the promise it answers runs, the composer sends nothing more: a
   * double tap sends once.
   */
  onSend: () => void | Promise<unknown>;
  /** The length shown beside the text, e.g. '12/30'. */
  counter: string;
  /** The text is longer than allowed: the counter turns red and 发送 is off. */
  overLimit?: boolean;
  /** 发送 is off while there is nothing to send. */
  empty?: boolean;
  /** While a danmaku is being sent (also set by the app). */
  sending?: boolean;
  labels: DanmakuComposerLabels;
  /** Before the input, e.g. the danmaku settings button. */
  leading?: ReactNode;
  /** Why this viewer cannot send (e.g. only members may): shown instead of the input and 发送. */
  locked?: string;
}

/** The line under the player where a member writes a danmaku and sends it. */
export function DanmakuComposer({ value, onChange, onSend, counter, overLimit = false, empty = false, sending = false, labels, leading, locked }: DanmakuComposerProps) {
  const [waiting, setWaiting] = useState(false);
  // A second tap can arrive before React has drawn the first one's state: a ref knows at once.
  const inFlight = useRef(false);
  const busy = sending || waiting;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || inFlight.current || overLimit || empty) return;
    const pending = onSend();
    if (!pending) return;
    inFlight.current = true;
    setWaiting(true);
    void Promise.resolve(pending)
      .catch(() => undefined)
      .finally(() => {
        inFlight.current = false;
        setWaiting(false);
      });
  }

  if (locked) {
    return (
      <div className={styles.bar}>
        {leading}
        <span className={styles.locked}>{locked}</span>
      </div>
    );
  }

  return (
    <form className={styles.bar} onSubmit={submit}>
      {leading}
      <div className={styles.field}>
        <input
          className={styles.input}
          type="text"
          aria-label={labels.input}
          aria-invalid={overLimit || undefined}
          placeholder={labels.placeholder}
          value={value}
          enterKeyHint="send"
          autoComplete="off"
          onChange={(event) => onChange(event.target.value)}
        />
        <span className={overLimit ? `${styles.counter} ${styles.over}` : styles.counter} aria-live="polite">
          {counter}
        </span>
      </div>
      <Button type="submit" size="small" loading={busy} disabled={overLimit || empty}>
        {labels.send}
      </Button>
    </form>
  );
}
