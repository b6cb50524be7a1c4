/**
 * Managing operators (owners, and the command line): adding, changing role, password or
 * state. Each change and its audit entry are one transaction. A password change, a role change
 * and disabling end the operator's sessions; the last enabled owner can be neither demoted nor
 * disabled, so the site always keeps someone who can manage it.
 */
import { zhCNOperator, type NewOperator, type OperatorChange, type OperatorView } from '@nocturne/core';
import type { Db } from '../db/db.ts';
import type { AppDeps } from '../http/deps.ts';
import { ApiError } from '../http/errors.ts';
import { verifyPassword } from '../members/passwords.ts';
import { badRequest } from '../http/errors.ts';
import { createOperator, generatedPassword, operatorById, otherActiveOwners, setDisabled, setPassword, setRole, toOperatorView, type OperatorRow } from './accounts.ts';
import { appendAudit, type Actor } from './audit.ts';
import { endOperatorSessions } from './sessions.ts';

const stateOf = (row: OperatorRow) => ({ name: row.name, role: row.role, disabled: row.disabled_at !== null });

export async function addOperator(deps: Pick<AppDeps, 'db' | 'config' | 'now'>, actor: Actor, input: NewOperator, action: string): Promise<OperatorView> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const row = await createOperator(tx, input, deps.config.scryptCost, now);
    await appendAudit(tx, actor, { action, target: `operator:${row.name}`, after: stateOf(row) }, now);
    return toOperatorView(row);
  });
}

export async function changeOperator(deps: Pick<AppDeps, 'db' | 'config' | 'now'>, actor: Actor, id: number, change: OperatorChange, action: string): Promise<OperatorView> {
  const now = deps.now();
  return deps.db.transaction(async (tx: Db) => {
    const row = await operatorById(tx, id, true);
    const losesOwner = row.role === 'owner' && row.disabled_at === null && ((change.role !== undefined && change.role !== 'owner') || change.disabled === true);
    if (losesOwner && (await otherActiveOwners(tx, id)) === 0) throw new ApiError(409, 409, zhCNOperator.lastOwner);
    if (change.role !== undefined) await setRole(tx, id, change.role);
    if (change.password !== undefined) await setPassword(tx, id, change.password, deps.config.scryptCost);
    if (change.disabled !== undefined) await setDisabled(tx, id, change.disabled, now);
    // A session carries what its operator was allowed when it began: any change starts over.
    await endOperatorSessions(tx, id, now);
    const after = await operatorById(tx, id);
    await appendAudit(
      tx,
      actor,
      {
        action,
        target: `operator:${row.name}`,
        before: stateOf(row),
        after: { ...stateOf(after), ...(change.password !== undefined ? { passwordChanged: true } : {}) },
        reason: change.reason,
      },
      now,
    );
    return toOperatorView(after);
  });
}

/**
 * An owner resets another operator's password: a generated one, answered once (only its hash
 * is kept), and every session of that operator ends. One's own password is changed with the
 * old one (changeOwnPassword), never reset.
 */
export async function resetPassword(deps: Pick<AppDeps, 'db' | 'config' | 'now'>, actor: Actor, id: number, action: string): Promise<string> {
  if (actor.operatorId === id) throw badRequest(zhCNOperator.resetOwnPassword);
  const now = deps.now();
  const password = generatedPassword();
  await deps.db.transaction(async (tx) => {
    const row = await operatorById(tx, id, true);
    await setPassword(tx, id, password, deps.config.scryptCost);
    await endOperatorSessions(tx, id, now);
    await appendAudit(tx, actor, { action, target: `operator:${row.name}`, after: { passwordReset: true } }, now);
  });
  return password;
}

/**
 * An operator changes its own password: the old one first; every other session of the
 * operator ends, this one goes on. The audit entry says only that it changed.
 */
export async function changeOwnPassword(
  deps: Pick<AppDeps, 'db' | 'config' | 'now'>,
  actor: Actor,
  session: { operatorId: number; sessionHash: string },
  oldPassword: string,
  newPassword: string,
  action: string,
): Promise<void> {
  const row = await operatorById(deps.db, session.operatorId);
  if (!(await verifyPassword(oldPassword, row.password_hash))) throw badRequest(zhCNOperator.oldPasswordWrong);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await setPassword(tx, row.id, newPassword, deps.config.scryptCost);
    await endOperatorSessions(tx, row.id, now, session.sessionHash);
    await appendAudit(tx, actor, { action, target: `operator:${row.name}`, after: { passwordChanged: true } }, now);
  });
}
