import { useId, useState } from 'react';
import * as styles from './AmountGrid.css.ts';

export interface AmountOption {
  id: string;
  /** The big line, e.g. '¥30'. */
  label: string;
  /** The small line, e.g. '300金币'. */
  caption?: string;
}

export interface AmountClampResult {
  amount: number;
  /** Set when the amount was changed, e.g. '最低金额为10，已自动修改'. */
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
  /** The free amount last accepted (after clamping). */
  freeAmount: number | null;
  /** The app's rule (10 to 5000): called on blur with what was typed. */
  clamp: (value: number) => AmountClampResult;
  /** Reports the clamped free amount. */
  onFreeAmountChange: (amount: number) => void;
  /** Reports the message of a clamp that changed the amount. */
  onClampMessage: (message: string) => void;
}

export const FREE_AMOUNT = 'free';

/** Fixed amounts as tiles, the last tile a free-entry amount that is clamped on blur. */
export function AmountGrid({
  title,
  options,
  selected,
  onSelect,
  freeLabel,
  freeCaption,
  freePlaceholder,
  freeAmount,
  clamp,
  onFreeAmountChange,
  onClampMessage,
}: AmountGridProps) {
  const inputId = useId();
  // What the member is typing; it becomes the clamped amount on blur.
  const [draft, setDraft] = useState(freeAmount === null ? '' : String(freeAmount));
  const freeSelected = selected === FREE_AMOUNT;

  function commit() {
    const typed = Number(draft);
    if (draft.trim() === '' || !Number.isFinite(typed)) return;
    const result = clamp(typed);
    setDraft(String(result.amount));
    onFreeAmountChange(result.amount);
    if (result.message) onClampMessage(result.message);
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
          onFocus={() => onSelect(FREE_AMOUNT)}
          onChange={(event) => setDraft(event.target.value.replace(/[^\d]/g, ''))}
          onBlur={commit}
        />
        {freeCaption ? <span className={styles.caption}>{freeCaption}</span> : null}
      </div>
    </div>
  );
}
