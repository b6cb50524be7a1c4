/** Suspending or restoring a member, with the reason the audit log keeps. */
import { consoleMembers, OPERATOR_REASON_MAX, OPERATOR_REASON_MIN, reasonGiven } from '@nocturne/core';
import { Button, FormTextArea } from '@nocturne/ui';
import { useState, type FormEvent } from 'react';
import { setMemberSuspended } from '../../state/members.ts';
import * as styles from '../lists/lists.css.ts';

const text = consoleMembers.view;

export function SuspensionForm({ code, suspended }: { code: string; suspended: boolean }) {
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!reasonGiven(reason)) return setError(text.reasonRequired(OPERATOR_REASON_MIN));
    setError(null);
    setBusy(true);
    await setMemberSuspended(code, !suspended, reason);
    setBusy(false);
  }

  return (
    <section className={styles.panel} aria-labelledby="suspension-title">
      <h2 id="suspension-title" className={styles.panelTitle}>
        {suspended ? text.restoreTitle : text.suspendTitle}
      </h2>
      <p className={styles.status}>{suspended ? text.restoreMessage : text.suspendMessage}</p>
      <form className={styles.stack} onSubmit={(event) => void submit(event)} noValidate>
        <FormTextArea label={text.reason} value={reason} onChange={setReason} maxLength={OPERATOR_REASON_MAX} showCount required error={error} />
        <Button type="submit" variant={suspended ? 'primary' : 'danger'} loading={busy}>
          {suspended ? text.restore : text.suspend}
        </Button>
      </form>
    </section>
  );
}
