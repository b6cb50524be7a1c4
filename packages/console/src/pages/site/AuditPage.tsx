import { zhCNConsole, type AuditEntry } from '@nocturne/core';
import { DataTable, FilterBar, FilterSearch, PageHeader, Pager, type DataTableColumn } from '@nocturne/ui';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { formatDateTime } from '../../format/figures.ts';
import { auditState, loadAudit, loadMoreAudit, resetAuditFilters, setAuditFilter, type AuditFilters } from '../../state/audit.ts';
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
  { id: 'before', header: text.before, cell: (entry) => <code className={styles.code}>{valueText(entry.before)}</code>, wrap: true },
  { id: 'after', header: text.after, cell: (entry) => <code className={styles.code}>{valueText(entry.after)}</code>, wrap: true },
  { id: 'reason', header: text.reason, cell: (entry) => entry.reason || '—', wrap: true },
];

const FILTERS: readonly (keyof AuditFilters)[] = ['actor', 'action', 'target'];

/** The owner's read-only log of every change, newest first. */
export default function AuditPage() {
  const audit = useSnapshot(auditState);
  useEffect(() => {
    void loadAudit();
  }, []);
  return (
    <>
      <PageHeader title={zhCNConsole.pages.audit} description={text.description} />
      <FilterBar label={text.filters} resetLabel={text.reset} onReset={() => void resetAuditFilters()}>
        {FILTERS.map((name) => (
          <FilterSearch key={name} label={text[name]} value={audit.filters[name]} onChange={(value) => setAuditFilter(name, value)} onSubmit={() => void loadAudit()} />
        ))}
      </FilterBar>
      <DataTable
        caption={zhCNConsole.pages.audit}
        captionHidden
        mode="server"
        columns={COLUMNS}
        rows={audit.entries}
        rowKey={(entry) => String(entry.id)}
        status={audit.status === 'error' ? 'error' : audit.status === 'loading' && audit.entries.length === 0 ? 'loading' : 'ready'}
        onRetry={() => void loadAudit()}
        labels={{ ...zhCNConsole.table, empty: text.empty, error: audit.error ?? zhCNConsole.table.error }}
        footer={
          <Pager
            kind="more"
            label={zhCNConsole.pager.label}
            hasMore={audit.nextCursor !== null}
            loading={audit.status === 'loading' && audit.entries.length > 0}
            onLoadMore={() => void loadMoreAudit()}
            labels={{ more: text.more, noMore: text.noMore }}
          />
        }
      />
    </>
  );
}
