import { api, type RecordItem } from '@nocturne/core';
import { proxy } from 'valtio';
import { runtime } from './runtime.ts';

/** The records tabs of /order: 0 top-ups, 1 coins, 2 withdrawals (the call's `index`). */
export type RecordsTab = 0 | 1 | 2;
export const RECORDS_TABS: readonly RecordsTab[] = [0, 1, 2];

/** Each tab's records once loaded; a tab that failed to load stays unloaded (the page offers 重试). */
export const recordsState = proxy<{ tabs: Partial<Record<RecordsTab, RecordItem[]>> }>({ tabs: {} });

/** Loads a tab once per visit of the page (`reset` starts a visit). */
export async function loadRecords(tab: RecordsTab): Promise<void> {
  if (recordsState.tabs[tab]) return;
  recordsState.tabs[tab] = await runtime().client.call(api.records, { index: tab });
}

export function resetRecords(): void {
  recordsState.tabs = {};
}
