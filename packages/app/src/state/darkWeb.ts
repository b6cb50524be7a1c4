import { api, type DarkWebGroup } from '@nocturne/core';
import { proxy } from 'valtio';
import { runtime } from './runtime.ts';

export const darkWebState = proxy<{ groups: DarkWebGroup[]; loading: boolean; refreshing: string | null }>({
  groups: [],
  loading: false,
  refreshing: null,
});

/** The groups, once a visit; a failure reaches the page, which offers 重试. */
export async function loadDarkWeb(): Promise<void> {
  if (darkWebState.loading || darkWebState.groups.length > 0) return;
  darkWebState.loading = true;
  try {
    darkWebState.groups = await runtime().client.call(api.darkWebGroups, { dictName: '暗网', type: 0 });
  } finally {
    darkWebState.loading = false;
  }
}

/**
 * 换一批 on one group: its movies are replaced by the next batch (the server turns it on
 * every call); the spinner shows on that group only. The body is the original client's.
 */
export async function changeGroupBatch(dictCode: string): Promise<void> {
  if (darkWebState.refreshing) return;
  const group = darkWebState.groups.find((candidate) => candidate.dictCode === dictCode);
  if (!group) return;
  darkWebState.refreshing = dictCode;
  try {
    const list = await runtime().client.call(api.changeBatch, { currentPage: 1, dictName: group.dictName, type: group.dictCode });
    if (list.length > 0) group.relationMovies = list;
  } catch {
    // The old batch stays.
  } finally {
    darkWebState.refreshing = null;
  }
}
