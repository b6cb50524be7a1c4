/** The member pages' state: search by code, nickname or login name, the member's view, suspension. */
import { consoleMembers, membersApi, operatorApi, type MemberDetail } from '@nocturne/core';
import { proxy } from 'valtio';
import { listStore, type ListStatus } from './list.ts';
import { messageOf } from './errors.ts';
import { attempt } from './outcome.ts';
import { operatorClient } from './runtime.ts';

export const memberSearch = listStore((q: string, cursor) => operatorClient().call(membersApi.search, { ...(q ? { q } : {}), ...(cursor ? { cursor } : {}) }));

export const memberState = proxy({
  status: 'idle' as ListStatus,
  code: null as string | null,
  detail: null as MemberDetail | null,
  error: null as string | null,
});

export async function loadMember(code: string): Promise<void> {
  memberState.code = code;
  memberState.status = 'loading';
  memberState.error = null;
  try {
    const detail = await operatorClient().call(membersApi.member, undefined, { code });
    if (memberState.code !== code) return;
    memberState.detail = detail;
    memberState.status = 'ready';
  } catch (error) {
    if (memberState.code !== code) return;
    memberState.detail = null;
    memberState.error = messageOf(error);
    memberState.status = 'error';
  }
}

/** Suspends or restores with a reason; answers null when done (the view is read again), else the sentence. */
export function setMemberSuspended(code: string, suspended: boolean, reason: string): Promise<string | null> {
  return attempt(async () => {
    await operatorClient().call(suspended ? operatorApi.suspendMember : operatorApi.restoreMember, { reason: reason.trim() }, { code });
    await loadMember(code);
  }, suspended ? consoleMembers.view.suspendedDone : consoleMembers.view.restoredDone);
}
