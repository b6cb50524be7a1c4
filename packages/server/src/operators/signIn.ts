/**
 * Signing an operator in: the password (scrypt, members/passwords.ts), then, once the
 * operator has one, the TOTP code, under the members' login limits (the shared limiter and
 * the device-cookie pattern, members/loginLimits.ts, counted apart from members'). A disabled
 * operator and an unknown name cost the same scrypt as a wrong password and answer the same.
 * Wrong codes count as wrong passwords; a code works once.
 */
import { OPERATOR_SIGN_IN_REQUIRED_CODE, OPERATOR_TOTP_REQUIRED_CODE, ROLE_RIGHTS, roleNeedsTotp, zhCNOperator, type OperatorSessionView, type TotpEnrolment } from '@nocturne/core';
import type { AppDeps } from '../http/deps.ts';
import { ApiError, badRequest } from '../http/errors.ts';
import type { LoginLimits } from '../members/loginLimits.ts';
import { newDeviceKey } from '../members/knownDevices.ts';
import { verifyPassword, verifyUnknownAccount } from '../members/passwords.ts';
import { confirmTotp, operatorById, operatorByName, setPendingTotp, toOperatorView, useTotpStep, type OperatorRow } from './accounts.ts';
import { isKnownOperatorDevice, rememberOperatorDevice } from './knownDevices.ts';
import { OPERATOR_IDLE_MS, startSession } from './sessions.ts';
import { newTotpSecret, totpStep, totpUri } from './totp.ts';

export interface SignInInput {
  name: string;
  password: string;
  code?: string;
  address: string;
  deviceKey?: string;
}

export interface SignedInOperator {
  token: string;
  deviceKey: string;
  view: OperatorSessionView;
}

const wrongLogin = () => new ApiError(401, OPERATOR_SIGN_IN_REQUIRED_CODE, zhCNOperator.loginFailed);

export function sessionView(row: OperatorRow): OperatorSessionView {
  return {
    operator: toOperatorView(row),
    rights: [...ROLE_RIGHTS[row.role]],
    totpEnrolmentRequired: enrolmentRequired(row),
    idleTimeoutSeconds: OPERATOR_IDLE_MS / 1000,
  };
}

/** An owner or finance operator without a confirmed TOTP secret may only enrol (and sign out). */
export const enrolmentRequired = (row: OperatorRow): boolean => roleNeedsTotp(row.role) && row.totp_secret === null;

export async function signIn(deps: AppDeps, limits: LoginLimits, input: SignInInput): Promise<SignedInOperator> {
  const { db } = deps;
  const now = deps.now();
  const found = await operatorByName(db, input.name);
  const row = found && !found.disabled_at ? found : undefined;
  const known = row !== undefined && (await isKnownOperatorDevice(db, row.id, input.deviceKey, now));
  const attempt = { account: input.name, address: input.address, knownDevice: known ? (input.deviceKey ?? null) : null };
  await limits.check(attempt);
  const right = row ? await verifyPassword(input.password, row.password_hash) : await verifyUnknownAccount(input.password, deps.config.scryptCost);
  if (!row || !right) {
    await limits.countFailure(attempt);
    throw wrongLogin();
  }
  if (row.totp_secret !== null) {
    // The password was right: the console asks for the code and sends both again.
    if (!input.code) throw new ApiError(401, OPERATOR_TOTP_REQUIRED_CODE, zhCNOperator.totpRequired);
    const step = totpStep(row.totp_secret, row.name, input.code, now);
    if (step === null || !(await useTotpStep(db, row.id, step))) {
      await limits.countFailure(attempt);
      throw new ApiError(401, OPERATOR_TOTP_REQUIRED_CODE, zhCNOperator.totpWrong);
    }
  }
  const deviceKey = input.deviceKey ?? newDeviceKey();
  const token = await db.transaction(async (tx) => {
    await rememberOperatorDevice(tx, row.id, deviceKey, now);
    return startSession(tx, row.id, now);
  });
  return { token, deviceKey, view: sessionView(row) };
}

/** A new secret, pending until a code of it is confirmed; an earlier pending one is replaced. */
export async function startTotpEnrolment(deps: AppDeps, operatorId: number): Promise<TotpEnrolment> {
  const row = await operatorById(deps.db, operatorId);
  const secret = newTotpSecret();
  await setPendingTotp(deps.db, operatorId, secret);
  return { secret, uri: totpUri(secret, row.name) };
}

/** Confirms the pending secret with a code of it: from now on every sign-in needs a code. */
export async function confirmTotpEnrolment(deps: AppDeps, operatorId: number, code: string): Promise<{ before: boolean; view: OperatorSessionView }> {
  const row = await operatorById(deps.db, operatorId);
  if (!row.totp_pending_secret) throw badRequest(zhCNOperator.totpNotStarted);
  const step = totpStep(row.totp_pending_secret, row.name, code, deps.now());
  if (step === null) throw badRequest(zhCNOperator.totpWrong);
  await confirmTotp(deps.db, operatorId, step);
  return { before: row.totp_secret !== null, view: sessionView(await operatorById(deps.db, operatorId)) };
}
