/** An adjustment of a member's coins or cash balance (fen), with the reason the audit log keeps. */
import { consoleMoney, OPERATOR_REASON_MAX, type Adjustment } from '@nocturne/core';
import { Button, FormTextArea, NumberField, SelectField } from '@nocturne/ui';
import { useState, type FormEvent } from 'react';
import { adjustMember } from '../../state/money.ts';
import * as styles from '../lists/lists.css.ts';

const text = consoleMoney.ledger;
const accountOptions = (['coins', 'balance'] as const).map((value) => ({ value, label: text.adjustAccounts[value] }));

export function AdjustmentForm({ memberCode }: { memberCode: string }) {
  const [account, setAccount] = useState<Adjustment['account']>('coins');
  const [delta, setDelta] = useState<number | null>(null);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!delta) return setError(text.deltaRequired);
    if (note.trim() === '') return setError(consoleMoney.withdrawals.noteRequired);
    setError(null);
    setBusy(true);
    const refusal = await adjustMember(memberCode, { account, delta, note });
    setBusy(false);
    if (refusal === null) {
      setDelta(null);
      setNote('');
    }
  }

  return (
    <section className={styles.formPanel} aria-labelledby="adjust-title">
      <h2 id="adjust-title" className={styles.panelTitle}>
        {text.adjustTitle}
      </h2>
      <form className={styles.stack} onSubmit={(event) => void submit(event)} noValidate>
        <SelectField label={text.account} options={accountOptions} value={account} onChange={setAccount} />
        <NumberField label={text.delta} hint={text.deltaHint} value={delta} onChange={setDelta} step={1} required />
        <FormTextArea label={text.reason} value={note} onChange={setNote} maxLength={OPERATOR_REASON_MAX} showCount required />
        {error ? (
          <p className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
        <Button type="submit" variant="primary" loading={busy}>
          {text.adjust}
        </Button>
      </form>
    </section>
  );
}
