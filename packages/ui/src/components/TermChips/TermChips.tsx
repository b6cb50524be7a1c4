import type { ReactNode } from 'react';
import { chip, chipText, head, item, list, rank, section, title as titleClass } from './TermChips.css.ts';

export interface TermChipsProps {
  title: string;
  terms: string[];
  onPick: (term: string) => void;
  /** Number the chips (1, 2, 3…) and colour the first three, as a hot list does. */
  ranked?: boolean;
  /** An action beside the title, e.g. a clear button. */
  action?: ReactNode;
}

/** A titled block of search-term chips; HistoryTags and HotTags are its two uses. */
export function TermChips({ title, terms, onPick, ranked = false, action }: TermChipsProps) {
  return (
    <section className={section}>
      <div className={head}>
        <h2 className={titleClass}>{title}</h2>
        {action}
      </div>
      <ul className={list}>
        {terms.map((term, i) => (
          <li key={term} className={item}>
            <button type="button" className={chip({ hot: ranked && i < 3 })} onClick={() => onPick(term)}>
              {ranked ? <span className={rank}>{i + 1}</span> : null}
              <span className={chipText}>{term}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
