/** The audit log (owner): newest first, filtered by actor, action and target, a page at a time. */
import { operatorApi, type AuditEntry } from '@nocturne/core';
import { listStore } from './list.ts';
import { operatorClient } from './runtime.ts';

export interface AuditFilters {
  actor: string;
  action: string;
  target: string;
}

export const NO_AUDIT_FILTERS: AuditFilters = { actor: '', action: '', target: '' };

/** Entries a page: enough to fill a desktop screen. */
export const AUDIT_PAGE_SIZE = 20;

export const audit = listStore<AuditEntry, AuditFilters>((filters, cursor) =>
  operatorClient().call(operatorApi.audit, { ...filters, limit: String(AUDIT_PAGE_SIZE), ...(cursor ? { cursor } : {}) }),
);
