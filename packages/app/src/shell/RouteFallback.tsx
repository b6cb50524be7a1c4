import { Spinner } from '@nocturne/ui';
import { zhCN } from '@nocturne/core';
import * as styles from './shell.css.ts';

/** What shows while a page's chunk or the member loads. */
export function RouteFallback() {
  return (
    <div className={styles.fallback} role="status" aria-label={zhCN.common.loading}>
      <Spinner />
    </div>
  );
}
