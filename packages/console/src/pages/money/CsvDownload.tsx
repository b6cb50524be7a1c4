import { consoleMoney } from '@nocturne/core';
import * as styles from './csvDownload.css.ts';

/**
 * 导出 CSV: a plain download link to the server's export (the session cookie goes with it);
 * the browser writes the streamed file to disk, so no export passes through the page's memory.
 */
export function CsvDownload({ href }: { href: string }) {
  return (
    <div className={styles.bar}>
      <span className={styles.hint}>{consoleMoney.csv.downloadHint}</span>
      <a className={styles.download} href={href} download>
        {consoleMoney.csv.download}
      </a>
    </div>
  );
}
