import * as styles from './content.css.ts';

/** The sentence of the last change (done or refused), read out when it appears. */
export function Notice({ notice }: { notice: { tone: 'success' | 'error'; text: string } | null }) {
  if (!notice) return null;
  return (
    <p className={styles.notice} data-tone={notice.tone} role={notice.tone === 'error' ? 'alert' : 'status'}>
      {notice.text}
    </p>
  );
}
