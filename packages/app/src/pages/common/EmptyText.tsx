import * as styles from './page.css.ts';

/** The empty state of a list: one quiet line. */
export function EmptyText({ text }: { text: string }) {
  return (
    <p className={styles.empty} role="status">
      {text}
    </p>
  );
}
