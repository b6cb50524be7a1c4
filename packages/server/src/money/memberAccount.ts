/**
 * A member's money as support sees and corrects it: the member, its held cash and newest
 * ledger rows, and an operator's adjustment (a correction, or a cash credit such as a
 * commission that the product has no flow for yet), through the ledger like every change.
 */
import type { Adjustment, MemberDetail } from '@nocturne/core';
import type { Db } from '../db/db.ts';
import type { AppDeps } from '../http/deps.ts';
import { refused } from '../http/errors.ts';
import { heldFen } from '../members/balances.ts';
import { memberIdByCode } from '../members/memberCodes.ts';
import { devicesOf } from '../members/knownDevices.ts';
import { inviteSummary } from '../members/invites.ts';
import { memberRow, toMember } from '../members/memberView.ts';
import { suspensionOf } from '../members/suspension.ts';
import { BalanceLimitError, changeBalance, InsufficientFundsError } from './ledger.ts';
import { ledgerOf } from './records.ts';

/**
 * The member with this code (404 when none) as operators see it: its own view without the
 * generated password (support reads members, and must not sign in as one), held cash, newest
 * ledger rows, suspension, invites and devices.
 */
export async function memberAccount(deps: AppDeps, memberCode: string): Promise<MemberDetail> {
  const memberId = await memberIdByCode(deps.db, memberCode);
  const row = await memberRow(deps.db, memberId);
  const { memberPwdTemp: _secret, ...member } = toMember(row, deps.now(), deps.config.businessTimeZone);
  return {
    member,
    heldFen: await heldFen(deps.db, memberId),
    ledger: await ledgerOf(deps, memberId),
    suspension: await suspensionOf(deps.db, memberId),
    invites: await inviteSummary(deps.db, memberId),
    devices: await devicesOf(deps.db, memberId),
    createdAt: row.created_at.toISOString(),
  };
}

/**
 * Applies an operator's adjustment; answers the balance after it. A balance never goes negative.
 * `alongside` runs in the same transaction with the balance after (the operator's audit entry).
 */
export async function adjustBalance(
  deps: AppDeps,
  memberCode: string,
  { account, delta, note }: Adjustment,
  alongside: (tx: Db, balance: number) => Promise<void> = async () => undefined,
): Promise<number> {
  const memberId = await memberIdByCode(deps.db, memberCode);
  try {
    return await deps.db.transaction(async (tx) => {
      const balance = await changeBalance(tx, { memberId, account, delta, reason: 'operator', reference: note });
      await alongside(tx, balance);
      return balance;
    });
  } catch (error) {
    if (error instanceof InsufficientFundsError) throw refused('balance would go negative');
    if (error instanceof BalanceLimitError) throw refused('balance would pass the largest exact amount');
    throw error;
  }
}
