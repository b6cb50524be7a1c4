import { zhCNConsole } from '@nocturne/core';
import { Button } from '@nocturne/ui';
import { useState } from 'react';
import type { RevealedPassword as Revealed } from '../../state/operators.ts';
import * as styles from './site.css.ts';

const text = zhCNConsole.operators;

/** A reset's new password, shown this once with a copy button; closing it forgets it. */
export function RevealedPassword({ revealed, onClose }: { revealed: Revealed; onClose: () => void }) {
  const [copied, setCopied] = useState(false);
  return (
    <section className={styles.panel} role="status" aria-labelledby="revealed-password">
      <h2 id="revealed-password" className={styles.panelTitle}>
        {text.resetDone(revealed.name)}
      </h2>
      <code className={styles.revealed} data-testid="revealed-password">
        {revealed.password}
      </code>
      <p className={styles.hint}>{text.resetShownOnce}</p>
      <div className={styles.actions}>
        <Button
          variant="secondary"
          onClick={() => {
            void navigator.clipboard?.writeText(revealed.password).then(() => setCopied(true));
          }}
        >
          {copied ? text.copied : text.copy}
        </Button>
        <Button variant="primary" onClick={onClose}>
          {text.close}
        </Button>
      </div>
    </section>
  );
}
