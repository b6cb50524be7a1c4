import { api, type InviteRecord } from '@nocturne/core';
import { memberState } from './member.ts';
import { runtime } from './runtime.ts';

/**
 * One page (10) of the member's invited friends, as the original client asks for it: the
 * member's own code as `parentId` (the server lists the token's member whatever it says).
 */
export async function fetchInvitedFriends(page: number): Promise<InviteRecord[]> {
  const parentId = memberState.member?.memberCode;
  if (!parentId) return [];
  return (await runtime().client.call(api.invitedList, { currentPage: page, parentId })).list;
}
