import { zhCNConsole } from '@nocturne/core';
import { visuallyHidden } from '@nocturne/ui/theme';
import { useState } from 'react';
import * as styles from './lists.css.ts';

export interface ColumnChoiceProps {
  columns: readonly { id: string; header: string }[];
  hidden: readonly string[];
  onChange: (column: string, shown: boolean) => void;
}

/**
 * 显示列: a checkbox a column, on the browser's own disclosure (<details>), so a narrow screen
 * keeps the columns it needs. The last column shown cannot be hidden. Its checkboxes exist only
 * while it is open: closed, their labels (the columns' headers) must not answer for the page's
 * own fields of the same name.
 */
export function ColumnChoice({ columns, hidden, onChange }: ColumnChoiceProps) {
  const [open, setOpen] = useState(false);
  const shownCount = columns.filter((column) => !hidden.includes(column.id)).length;
  return (
    <details className={styles.columnChoice} open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className={styles.columnChoiceButton}>{zhCNConsole.table.columns}</summary>
      {open ? (
        <fieldset className={styles.columnChoiceMenu}>
          {/* The summary says it on screen; the legend names the group of checkboxes. */}
          <legend className={visuallyHidden}>{zhCNConsole.table.columns}</legend>
          {columns.map((column) => {
            const shown = !hidden.includes(column.id);
            return (
              <label key={column.id} className={styles.densitySwitch}>
                <input type="checkbox" checked={shown} disabled={shown && shownCount === 1} onChange={(event) => onChange(column.id, event.target.checked)} />
                {column.header}
              </label>
            );
          })}
        </fieldset>
      ) : null}
    </details>
  );
}
