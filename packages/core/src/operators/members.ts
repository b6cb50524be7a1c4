/**
 * The operator API's member calls: search by code, nickname or login name, and the member's
 * view (VIP, coins, balance, invites, devices). Suspension is in contract.ts (`operatorApi`).
 */
import type { Member } from '../api/types.ts';
import { operatorEndpoint as call } from './contract.ts';
import type { LedgerEntry } from './money.ts';
import type { OperatorPage, OperatorPageQuery } from './paging.ts';

/** What a search matches: a code exactly, a nickname or login name by its start. Up to 64 characters. */
export const MEMBER_SEARCH_MAX = 64;

export interface MemberSearchQuery extends OperatorPageQuery {
  /** Absent or blank: every member, newest first. */
  q?: string;
}

export interface MemberSummary {
  memberCode: string;
  memberName: string;
  nickname: string;
  vip: boolean;
  suspended: boolean;
  createdAt: string;
}

export interface MemberSuspensionState {
  suspended: boolean;
  reason: string;
}

export interface MemberInvites {
  /** Friends the member invited, and those that earned the reward. */
  invited: number;
  rewarded: number;
  /** The code of whoever invited this member, if anyone. */
  invitedBy: string | null;
}

export interface MemberDevice {
  /** When the device last signed in. Devices are kept as hashes: there is nothing else to show. */
  lastSeenAt: string;
}

/**
 * A member as operators see it: the member's own view (without the generated password),
 * held cash, the newest ledger rows (all of them: `moneyApi.ledger`), suspension, invites
 * and the devices that signed in.
 */
export interface MemberDetail {
  member: Omit<Member, 'token' | 'memberPwdTemp'>;
  heldFen: number;
  ledger: LedgerEntry[];
  suspension: MemberSuspensionState;
  invites: MemberInvites;
  devices: MemberDevice[];
  createdAt: string;
}

export const membersApi = {
  search: call<MemberSearchQuery, OperatorPage<MemberSummary>>('GET', '/admin/members', 'members', 'Find members by code, nickname or login name (no term: the newest), paged'),
  member: call<void, MemberDetail>('GET', '/admin/members/:code', 'members', "A member's view: VIP, coins, balance, invites, devices"),
} as const;
