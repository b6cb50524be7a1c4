/**
 * The first owner, made while the server runs (decision 0031): while no operator exists, a
 * started process issues a one-time setup link and logs it; opening it in the console creates
 * the owner, who then enrols TOTP as any owner must. The token's hash is one row of
 * `operator_setup`, so every process of a fleet agrees: a process that starts while another's
 * link is still good logs no second one, and a use is final. Issuing and using take one
 * advisory lock, so two uses at once make one owner. `npm run operator -- add` stays the other
 * way in; once any operator exists, a link creates nothing.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { zhCNOperator, type FirstOwner } from '@nocturne/core';
import { ADVISORY_LOCKS } from '../db/advisoryLocks.ts';
import type { Db } from '../db/db.ts';
import { queryOne } from '../db/db.ts';
import type { AppDeps } from '../http/deps.ts';
import { hashToken } from '../http/auth.ts';
import { ApiError, badRequest, conflict } from '../http/errors.ts';
import { createOperator, hasOperators, toOperatorView } from './accounts.ts';
import { appendAudit } from './audit.ts';
import { startSession } from './sessions.ts';

/** How long a setup link works after the server logged it: time to open it, not to keep it. */
export const SETUP_LINK_TTL_MS = 30 * 60_000;
/** The console's page for the link; the token follows `#`. */
export const SETUP_PATH = '/console/setup';

interface SetupRow {
  token_hash: string;
  expires_at: Date;
  used_at: Date | null;
}

export type IssuedSetup = { state: 'issued'; token: string; expiresAt: Date } | { state: 'elsewhere'; expiresAt: Date } | { state: 'notNeeded' };

const lockSetup = (tx: Db) => tx.query('SELECT pg_advisory_xact_lock($1)', [ADVISORY_LOCKS.firstOwner]);
const setupRow = (tx: Db) => queryOne<SetupRow>(tx, 'SELECT token_hash, expires_at, used_at FROM operator_setup WHERE id = 1');

/**
 * At start: a new link when no operator exists and no good link does; `elsewhere` when another
 * process (or this one, before a restart) logged a link that still works.
 */
export async function issueSetupLink(db: Db, now: Date): Promise<IssuedSetup> {
  return db.transaction(async (tx) => {
    await lockSetup(tx);
    if (await hasOperators(tx)) return { state: 'notNeeded' };
    const row = await setupRow(tx);
    if (row && row.used_at === null && row.expires_at > now) return { state: 'elsewhere', expiresAt: row.expires_at };
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(now.getTime() + SETUP_LINK_TTL_MS);
    await tx.query(
      `INSERT INTO operator_setup (id, token_hash, issued_at, expires_at) VALUES (1, $1, $2, $3)
       ON CONFLICT (id) DO UPDATE SET token_hash = $1, issued_at = $2, expires_at = $3, used_at = NULL`,
      [hashToken(token), now, expiresAt],
    );
    return { state: 'issued', token, expiresAt };
  });
}

const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** Refuses a link that is not the logged one, was used, has expired, or comes after an operator exists. */
async function checkLink(tx: Db, token: string, now: Date): Promise<void> {
  const row = await setupRow(tx);
  if (!row || !sameHash(row.token_hash, hashToken(token))) throw badRequest(zhCNOperator.setupLinkUnknown);
  if (row.used_at !== null) throw new ApiError(410, 410, zhCNOperator.setupLinkUsed);
  if (row.expires_at <= now) throw new ApiError(410, 410, zhCNOperator.setupLinkExpired);
  if (await hasOperators(tx)) throw conflict(zhCNOperator.setupDone);
}

/** Whether the link would still make the owner (the console asks before showing the form). */
export async function checkSetupLink(db: Db, token: string, now: Date): Promise<void> {
  await checkLink(db, token, now);
}

/** Makes the first owner and signs it in (TOTP enrolment comes next); the link is spent. */
export async function useSetupLink(deps: Pick<AppDeps, 'db' | 'config' | 'now'>, input: FirstOwner, action: string): Promise<{ token: string; operatorId: number }> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    await lockSetup(tx);
    await checkLink(tx, input.token, now);
    const row = await createOperator(tx, { name: input.name, role: 'owner', password: input.password }, deps.config.scryptCost, now);
    await tx.query('UPDATE operator_setup SET used_at = $1 WHERE id = 1', [now]);
    const view = toOperatorView(row);
    await appendAudit(tx, { operatorId: view.id, name: view.name }, { action, target: `operator:${view.name}`, after: { name: view.name, role: view.role, disabled: false, firstOwner: true } }, now);
    return { token: await startSession(tx, view.id, now), operatorId: view.id };
  });
}
