import { zhCNConsole, type AuditEntry } from '@nocturne/core';
import { FilterBar, FilterSearch, PageHeader, type DataTableColumn } from '@nocturne/ui';
import { useState } from 'react';
import { formatDateTime } from '../../format/figures.ts';
import { audit, NO_AUDIT_FILTERS, type AuditFilters } from '../../state/audit.ts';
import { ListTable, useList } from '../lists/ListTable.tsx';
import * as styles from './audit.css.ts';

const text = zhCNConsole.audit;

/** A value before or after a change, as short JSON (null and nothing: a dash). */
function valueText(value: unknown): string {
  if (value === null || value === undefined) return '—';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

const COLUMNS: readonly DataTableColumn<AuditEntry>[] = [
  { id: 'at', header: text.at, cell: (entry) => formatDateTime(entry.at), width: '170px' },
  { id: 'actor', header: text.actor, cell: (entry) => entry.actor, width: '110px' },
  { id: 'action', header: text.action, cell: (entry) => <code className={styles.code}>{entry.action}</code>, wrap: true },
  { id: 'target', header: text.target, cell: (entry) => entry.target || '—', wrap: true },
  // The reason beside what was done, not after the two JSON columns that push it off a laptop's screen.
  { id: 'reason', header: text.reason, cell: (entry) => entry.reason || '—', wrap: true },
  { id: 'before', header: text.before, cell: (entry) => <code className={styles.code}>{valueText(entry.before)}</code>, wrap: true },
  { id: 'after', header: text.after, cell: (entry) => <code className={styles.code}>{valueText(entry.after)}</code>, wrap: true },
];

const FILTERS: readonly (keyof AuditFilters)[] = ['actor', 'action', 'target'];

/** The owner's read-only log of every change, newest first. */
export default function AuditPage() {
  // What the bar shows as it is typed; the log is read for `applied` (a field's Enter, or reset).
  const [typed, setTyped] = useState<AuditFilters>(NO_AUDIT_FILTERS);
  const [applied, setApplied] = useState<AuditFilters>(NO_AUDIT_FILTERS);
  useList(audit, applied);
  return (
    <>
      <PageHeader title={zhCNConsole.pages.audit} description={text.description} />
      <FilterBar
        label={text.filters}
        resetLabel={text.reset}
        onReset={() => {
          setTyped(NO_AUDIT_FILTERS);
          setApplied(NO_AUDIT_FILTERS);
        }}
      >
        {FILTERS.map((name) => (
          <FilterSearch key={name} label={text[name]} value={typed[name]} onChange={(value) => setTyped({ ...typed, [name]: value })} onSubmit={() => setApplied(typed)} />
        ))}
      </FilterBar>
      <ListTable list={audit} words={{ title: zhCNConsole.pages.audit, empty: text.empty }} columns={COLUMNS} />
    </>
  );
}
