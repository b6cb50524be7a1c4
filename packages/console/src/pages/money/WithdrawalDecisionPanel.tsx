/** One withdrawal under review: its facts, the payment code (finance only), a note, and the decision. */
import { consoleMoney, OPERATOR_REASON_MAX, type WithdrawalView } from '@nocturne/core';
import { Button, FormTextArea } from '@nocturne/ui';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { decideWithdrawal, paymentCodeSrc, withdrawalsState } from '../../state/money.ts';
import { timeOf } from '../../format/time.ts';
import * as styles from '../lists/lists.css.ts';

const text = consoleMoney.withdrawals;

export interface WithdrawalDecisionPanelProps {
  withdrawal: WithdrawalView;
  /** Closes the panel (after a decision that went through, too). */
  onClose: () => void;
}

export function WithdrawalDecisionPanel({ withdrawal, onClose }: WithdrawalDecisionPanelProps) {
  const { deciding } = useSnapshot(withdrawalsState);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const busy = deciding === withdrawal.id;

  async function decide(decision: 'approve' | 'reject') {
    if (note.trim() === '') {
      setError(text.noteRequired);
      return;
    }
    if ((await decideWithdrawal(withdrawal.id, decision, note)) === null) onClose();
  }

  return (
    <section className={styles.panel} aria-labelledby="withdrawal-title">
      <h2 id="withdrawal-title" className={styles.panelTitle}>
        {withdrawal.no}
      </h2>
      <dl className={styles.facts}>
        <dt className={styles.factName}>{text.columns.member}</dt>
        <dd className={styles.factValue}>{withdrawal.memberCode}</dd>
        <dt className={styles.factName}>{text.columns.amount}</dt>
        <dd className={styles.factValue}>{consoleMoney.yuan(withdrawal.amountFen)}</dd>
        <dt className={styles.factName}>{text.columns.channel}</dt>
        <dd className={styles.factValue}>{text.channels[withdrawal.channel]}</dd>
        <dt className={styles.factName}>{text.columns.createdAt}</dt>
        <dd className={styles.factValue}>{timeOf(withdrawal.createdAt)}</dd>
      </dl>
      <img className={styles.paymentCode} src={paymentCodeSrc(withdrawal.id)} alt={text.paymentCodeOf(withdrawal.no)} />
      <FormTextArea
        label={text.note}
        hint={text.noteHint}
        value={note}
        onChange={(value) => {
          setNote(value);
          setError(null);
        }}
        maxLength={OPERATOR_REASON_MAX}
        showCount
        required
        error={error}
      />
      <div className={styles.actions}>
        <Button variant="primary" loading={busy} onClick={() => void decide('approve')}>
          {text.approve}
        </Button>
        <Button variant="danger" loading={busy} onClick={() => void decide('reject')}>
          {text.reject}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          {text.close}
        </Button>
      </div>
    </section>
  );
}
