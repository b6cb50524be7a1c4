/**
 * Operator accounts (`operators`): every query of the table. Passwords are hashed by the
 * members' one scrypt owner (members/passwords.ts), with the same stored format and cost.
 */
import { OPERATOR_NAME_PATTERN, OPERATOR_PASSWORD_MAX, OPERATOR_PASSWORD_MIN, zhCNOperator, type OperatorRole, type OperatorView } from '@nocturne/core';
import type { Db } from '../db/db.ts';
import { queryOne } from '../db/db.ts';
import { ApiError, badRequest, notFound } from '../http/errors.ts';
import { randomBytes } from 'node:crypto';
import { hashPassword } from '../members/passwords.ts';

export interface OperatorRow {
  id: number;
  name: string;
  role: OperatorRole;
  password_hash: string;
  totp_secret: string | null;
  totp_pending_secret: string | null;
  totp_last_step: number;
  disabled_at: Date | null;
  created_at: Date;
}

export function toOperatorView(row: OperatorRow): OperatorView {
  return {
    id: Number(row.id),
    name: row.name,
    role: row.role,
    totpEnabled: row.totp_secret !== null,
    disabled: row.disabled_at !== null,
    createdAt: row.created_at.toISOString(),
  };
}

export function checkOperatorPassword(password: string): void {
  if (password.length < OPERATOR_PASSWORD_MIN || password.length > OPERATOR_PASSWORD_MAX) throw badRequest(zhCNOperator.passwordTooShort);
}

export async function operatorByName(db: Db, name: string): Promise<OperatorRow | undefined> {
  return queryOne<OperatorRow>(db, 'SELECT * FROM operators WHERE name = $1', [name]);
}

export async function operatorById(db: Db, id: number, forUpdate = false): Promise<OperatorRow> {
  const row = await queryOne<OperatorRow>(db, `SELECT * FROM operators WHERE id = $1${forUpdate ? ' FOR UPDATE' : ''}`, [id]);
  if (!row) throw notFound();
  return row;
}

export async function hasOperators(db: Db): Promise<boolean> {
  return (await queryOne(db, 'SELECT 1 FROM operators LIMIT 1')) !== undefined;
}

export async function listOperators(db: Db): Promise<OperatorView[]> {
  return (await db.query<OperatorRow>('SELECT * FROM operators ORDER BY id')).map(toOperatorView);
}

export async function createOperator(db: Db, input: { name: string; role: OperatorRole; password: string }, cost: number, now: Date): Promise<OperatorRow> {
  if (!OPERATOR_NAME_PATTERN.test(input.name)) throw badRequest(zhCNOperator.nameInvalid);
  checkOperatorPassword(input.password);
  const hash = await hashPassword(input.password, cost);
  const row = await queryOne<OperatorRow>(
    db,
    `INSERT INTO operators (name, role, password_hash, created_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (name) DO NOTHING RETURNING *`,
    [input.name, input.role, hash, now],
  );
  if (!row) throw new ApiError(409, 409, zhCNOperator.nameTaken);
  return row;
}

/** A generated password (16 characters, 96 random bits): the command line's and an owner's reset. */
export function generatedPassword(): string {
  return randomBytes(12).toString('base64url');
}

export async function setRole(db: Db, id: number, role: OperatorRole): Promise<void> {
  await db.query('UPDATE operators SET role = $2 WHERE id = $1', [id, role]);
}

export async function setPassword(db: Db, id: number, password: string, cost: number): Promise<void> {
  checkOperatorPassword(password);
  await db.query('UPDATE operators SET password_hash = $2 WHERE id = $1', [id, await hashPassword(password, cost)]);
}

export async function setDisabled(db: Db, id: number, disabled: boolean, now: Date): Promise<void> {
  await db.query('UPDATE operators SET disabled_at = $2 WHERE id = $1', [id, disabled ? now : null]);
}

/** Enabled owners other than `except`: an owner may not demote or disable the last one. */
export async function otherActiveOwners(db: Db, except: number): Promise<number> {
  const row = await queryOne<{ n: number }>(db, "SELECT count(*)::int AS n FROM operators WHERE role = 'owner' AND disabled_at IS NULL AND id <> $1", [except]);
  return row?.n ?? 0;
}

export async function setPendingTotp(db: Db, id: number, secret: string): Promise<void> {
  await db.query('UPDATE operators SET totp_pending_secret = $2 WHERE id = $1', [id, secret]);
}

/** The pending secret becomes the operator's, with the step its confirming code used. */
export async function confirmTotp(db: Db, id: number, step: number): Promise<void> {
  await db.query('UPDATE operators SET totp_secret = totp_pending_secret, totp_pending_secret = NULL, totp_last_step = $2 WHERE id = $1', [id, step]);
}

/**
 * Records that a code of `step` was used; false when that step (or a later one) already was:
 * a code works once, even when two processes see it at the same moment.
 */
export async function useTotpStep(db: Db, id: number, step: number): Promise<boolean> {
  return (await queryOne(db, 'UPDATE operators SET totp_last_step = $2 WHERE id = $1 AND totp_last_step < $2 RETURNING id', [id, step])) !== undefined;
}
