import { useId, useState } from 'react';
import * as styles from './AmountGrid.css.ts';

export interface AmountOption {
  id: string;
  /** The big line, e.g. '¥30'. */
  label: string;
  /** The small line, e.g. '300金币'. */
  caption?: string;
}

export interface AmountCheckResult {
  /** The amount to keep (possibly moved to a bound), or null when what was typed is refused. */
  amount: number | null;
  /** Why the amount was moved or refused, e.g. '最低金额为10，已自动修改' or '金额不能为负数'. */
  message?: string;
}

export interface AmountGridProps {
  /** Names the grid for screen readers. */
  title: string;
  options: readonly AmountOption[];
  /** The picked fixed option, or 'free' for the free-entry amount, or null. */
  selected: string | null;
  onSelect: (selected: string) => void;
  /** The free-entry tile: its caption (e.g. '自定义金额') and the input's label and placeholder. */
  freeLabel: string;
  freeCaption?: string;
  freePlaceholder?: string;
  /** The free amount last accepted. */
  freeAmount: number | null;
  /** The app's rule, called on blur with exactly what was typed (never pre-cleaned here). */
  check: (typed: string) => AmountCheckResult;
  /** Reports the accepted free amount, or null when what was typed is refused. */
  onFreeAmountChange: (amount: number | null) => void;
  /** Reports the message of a check that moved or refused the amount. */
  onCheckMessage: (message: string) => void;
}

export const FREE_AMOUNT = 'free';

/** Fixed amounts as tiles, the last tile a free-entry amount that the app's rule checks on blur. */
export function AmountGrid({
  title,
  options,
  selected,
  onSelect,
  freeLabel,
  freeCaption,
  freePlaceholder,
  freeAmount,
  check,
  onFreeAmountChange,
  onCheckMessage,
}: AmountGridProps) {
  const inputId = useId();
  // What the member is typing, as typed: 12.5 or -20 reach the rule unchanged (a digits-only
  // filter once turned them into 125 and 20).
  const [draft, setDraft] = useState(freeAmount === null ? '' : String(freeAmount));
  const [refused, setRefused] = useState(false);
  const freeSelected = selected === FREE_AMOUNT;

  function commit() {
    if (draft.trim() === '') return;
    const result = check(draft);
    setRefused(result.amount === null);
    if (result.amount !== null) setDraft(String(result.amount));
    onFreeAmountChange(result.amount);
    if (result.message) onCheckMessage(result.message);
  }

  return (
    <div className={styles.grid} role="group" aria-label={title}>
      {options.map((option) => (
        <button
          key={option.id}
          type="button"
          className={styles.tile({ selected: selected === option.id })}
          aria-pressed={selected === option.id}
          onClick={() => onSelect(option.id)}
        >
          <span className={styles.amount}>{option.label}</span>
          {option.caption ? <span className={styles.caption}>{option.caption}</span> : null}
        </button>
      ))}
      <div className={styles.tile({ selected: freeSelected, free: true })}>
        <label htmlFor={inputId} className={styles.caption}>
          {freeLabel}
        </label>
        <input
          id={inputId}
          className={styles.freeInput}
          type="text"
          inputMode="numeric"
          value={draft}
          placeholder={freePlaceholder}
          aria-invalid={refused || undefined}
          onFocus={() => onSelect(FREE_AMOUNT)}
          onChange={(event) => {
            setDraft(event.target.value);
            setRefused(false);
          }}
          onBlur={commit}
        />
        {freeCaption ? <span className={styles.caption}>{freeCaption}</span> : null}
      </div>
    </div>
  );
}
