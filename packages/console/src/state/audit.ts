/** The audit log (owner): newest first, filtered by actor, action and target, a page at a time. */
import { operatorApi, type AuditEntry, type AuditQuery } from '@nocturne/core';
import { proxy } from 'valtio';
import { messageOf } from './errors.ts';
import { operatorClient } from './runtime.ts';

export interface AuditFilters {
  actor: string;
  action: string;
  target: string;
}

/** Entries a page: enough to fill a desktop screen. */
export const AUDIT_PAGE_SIZE = 20;

export const auditState = proxy({
  filters: { actor: '', action: '', target: '' } as AuditFilters,
  entries: [] as AuditEntry[],
  nextCursor: null as string | null,
  status: 'loading' as 'loading' | 'ready' | 'error',
  error: null as string | null,
});

async function fetchPage(cursor: string | null): Promise<void> {
  const query: AuditQuery = { ...auditState.filters, limit: String(AUDIT_PAGE_SIZE), ...(cursor ? { cursor } : {}) };
  auditState.status = 'loading';
  try {
    const page = await operatorClient().call(operatorApi.audit, query);
    auditState.entries = cursor ? [...auditState.entries, ...page.items] : page.items;
    auditState.nextCursor = page.nextCursor;
    auditState.status = 'ready';
  } catch (error) {
    Object.assign(auditState, { status: 'error', error: messageOf(error) });
  }
}

/** The first page for the filters as they stand. */
export function loadAudit(): Promise<void> {
  return fetchPage(null);
}

export function loadMoreAudit(): Promise<void> {
  return auditState.nextCursor ? fetchPage(auditState.nextCursor) : Promise.resolve();
}

export function setAuditFilter(name: keyof AuditFilters, value: string): void {
  auditState.filters[name] = value;
}

export function resetAuditFilters(): Promise<void> {
  auditState.filters = { actor: '', action: '', target: '' };
  return loadAudit();
}
