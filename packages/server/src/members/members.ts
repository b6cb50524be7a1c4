/**
 * Members: device registration, login, password, profile, feedback.
 * A member only ever reads or changes its own row (the session's member id).
 */
import { randomInt } from 'node:crypto';
import type { Member } from '@nocturne/core';
import { isDeviceUuid, newPasswordProblem, NICKNAME_MAX, SIGNATURE_MAX, zhCNFeedback, zhCNServer } from '@nocturne/core';
import { queryOne } from '../db/db.ts';
import type { Session } from '../http/auth.ts';
import type { AppDeps } from '../http/deps.ts';
import { badRequest, memberSuspended, refused } from '../http/errors.ts';
import { bindInvite } from './invites.ts';
import { isKnownDevice, newDeviceKey, rememberDevice } from './knownDevices.ts';
import { issueToken, revokeTokens, supersedeTokens } from './sessions.ts';
import type { LoginLimits } from './loginLimits.ts';
import { memberRow, memberView, toMember, type MemberRow } from './memberView.ts';
import { claimUpload } from './uploads.ts';
import { generatePassword, hashPassword, memberPasswordMatches, verifyUnknownAccount } from './passwords.ts';

// Nickname and signature lengths are core's (the app's form checks the same numbers).
export { NICKNAME_MAX, SIGNATURE_MAX };
export const FEEDBACK_MAX = 500;
/** Public member codes: 8 digits, never starting with 0. */
const MEMBER_CODE_MIN = 10_000_000;
const MEMBER_CODE_MAX = 99_999_999;

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505';
}

async function createDeviceMember(deps: AppDeps, uuid: string, address: string): Promise<{ row: MemberRow; created: boolean }> {
  // No hash while the generated password is kept readable (passwords.ts, memberPasswordMatches).
  const password = generatePassword();
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const code = String(randomInt(MEMBER_CODE_MIN, MEMBER_CODE_MAX + 1));
    try {
      const row = await queryOne<MemberRow>(
        deps.db,
        `INSERT INTO members (member_code, member_name, password_hash, password_temp, nickname, h5_uuid, register_address, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
         ON CONFLICT (h5_uuid) DO NOTHING RETURNING *`,
        [code, `yq${code}`, '', password, `${zhCNServer.guestNickname}${code.slice(-4)}`, uuid, address, deps.now()],
      );
      if (row) return { row, created: true };
      // Another request registered this device meanwhile: that member it is.
      const existing = await queryOne<MemberRow>(deps.db, 'SELECT * FROM members WHERE h5_uuid = $1', [uuid]);
      if (existing) return { row: existing, created: false };
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new Error('could not allot a member code');
}

/**
 * Registers a device, or signs the known device in again. `onNewMember` runs only when a
 * member was created (the route counts registrations per address with it).
 *
 * The uuid signs the device in, so it must be random (core's isDeviceUuid); and it does so
 * only while the member still has the generated password: once the member has set its own
 * (changePassword clears password_temp), the device signs in with the password like anyone.
 */
export async function registerDevice(
  deps: AppDeps,
  input: { uuid: string; inviteCode?: string; address: string; deviceKey?: string },
  onNewMember: () => Promise<void>,
): Promise<SignedIn> {
  const now = deps.now();
  if (!isDeviceUuid(input.uuid)) throw badRequest(zhCNServer.deviceUuidInvalid);
  // Stored lower-case: the same uuid in capitals is the same device.
  const uuid = input.uuid.toLowerCase();
  let row = await queryOne<MemberRow>(deps.db, 'SELECT * FROM members WHERE h5_uuid = $1', [uuid]);
  if (row?.suspended_at) throw memberSuspended();
  if (row && row.password_temp === '') throw refused(zhCNServer.deviceNeedsLogin);
  if (!row) {
    await onNewMember();
    const result = await createDeviceMember(deps, uuid, input.address);
    row = result.row;
    if (result.created && input.inviteCode) {
      // An invite code that cannot be honoured never blocks the registration.
      await bindInvite(deps, row.id, input.inviteCode, input.address).catch(() => undefined);
    }
  }
  // The device that registered the account has signed in to it. The three are independent:
  // asked together, they wait for one round trip instead of three (the member is read again
  // for what an invite just changed).
  const deviceKey = input.deviceKey ?? newDeviceKey();
  const [token, , current] = await Promise.all([
    issueToken(deps.db, row.id, deps.config.tokenTtlSeconds, now),
    rememberDevice(deps.db, row.id, deviceKey, now),
    memberRow(deps.db, row.id),
  ]);
  return { member: toMember(current, now, deps.config.businessTimeZone, token), deviceKey };
}

/**
 * The member a login name names: its account name, or else a nickname exactly one member
 * holds, because the original client's identity card shows `memberNichen` as the account.
 * The account name always wins, so nobody can take over another's login with a nickname.
 */
async function memberByLoginName(deps: AppDeps, loginName: string): Promise<MemberRow | null> {
  const byAccount = await queryOne<MemberRow>(deps.db, 'SELECT * FROM members WHERE member_name = $1', [loginName]);
  if (byAccount) return byAccount;
  const byNickname = await deps.db.query<MemberRow>('SELECT * FROM members WHERE nickname = $1 LIMIT 2', [loginName]);
  return byNickname.length === 1 ? byNickname[0]! : null;
}

export interface LoginInput {
  loginName: string;
  password: string;
  address: string;
  /** The key the device presented (its cookie), if any. */
  deviceKey?: string;
}

/** A member signed in, and the device key to keep (the one presented, or a new one). */
export interface SignedIn {
  member: Member;
  deviceKey: string;
}

/**
 * Signs in by account and password; every other session of the member is superseded. An
 * unknown account costs the same scrypt as a wrong password, so timing tells nothing. The
 * limits (loginLimits.ts) let a device that signed in to the account before keep its way
 * in; a wrong password counts against the device, or for a stranger its address and the
 * account. The device is known to the account from now on.
 */
export async function login(deps: AppDeps, limits: LoginLimits, input: LoginInput): Promise<SignedIn> {
  const now = deps.now();
  const row = await memberByLoginName(deps, input.loginName);
  const known = row !== null && input.deviceKey !== undefined && (await isKnownDevice(deps.db, row.id, input.deviceKey, now));
  const attempt = { account: input.loginName, address: input.address, knownDevice: known ? (input.deviceKey ?? null) : null };
  await limits.check(attempt);
  const right = row ? await memberPasswordMatches(input.password, row, deps.config.scryptCost) : await verifyUnknownAccount(input.password, deps.config.scryptCost);
  if (!row || !right) {
    await limits.countFailure(attempt);
    throw refused(zhCNServer.loginFailed);
  }
  // Only after the right password: a stranger learns nothing about the account.
  if (row.suspended_at) throw memberSuspended();
  const deviceKey = input.deviceKey ?? newDeviceKey();
  const token = await deps.db.transaction(async (tx) => {
    await supersedeTokens(tx, row.id, now);
    await rememberDevice(tx, row.id, deviceKey, now);
    return issueToken(tx, row.id, deps.config.tokenTtlSeconds, now);
  });
  deps.sessions.forgetMember(row.id);
  return { member: toMember(row, now, deps.config.businessTimeZone, token), deviceKey };
}

/** Core's rule: 6-12 characters, not only spaces. */
export function checkNewPassword(password: string): void {
  const problem = newPasswordProblem(password);
  if (problem) throw badRequest(problem);
}

/**
 * Changes the password; every other session of the member ends (8000), the one that made
 * the change goes on (the original client goes to its login page with it and bounced back
 * when it had ended too).
 */
export async function changePassword(deps: AppDeps, session: Session, oldPassword: string, newPassword: string): Promise<void> {
  const { memberId } = session;
  checkNewPassword(newPassword);
  const row = await memberRow(deps.db, memberId);
  if (!(await memberPasswordMatches(oldPassword, row, deps.config.scryptCost))) throw refused(zhCNServer.oldPasswordWrong);
  const hash = await hashPassword(newPassword, deps.config.scryptCost);
  await deps.db.transaction(async (tx) => {
    await tx.query(`UPDATE members SET password_hash = $2, password_temp = '' WHERE id = $1`, [memberId, hash]);
    await revokeTokens(tx, memberId, deps.now(), session.tokenHash);
  });
  deps.sessions.forgetMember(memberId);
}

/** The fields to change; an absent one keeps what the member has. */
export interface ProfileInput {
  nickname?: string;
  signature?: string;
  avatar?: string;
}

export async function updateProfile(deps: AppDeps, memberId: number, input: ProfileInput): Promise<Member> {
  const current = await memberRow(deps.db, memberId);
  const nickname = input.nickname === undefined ? current.nickname : input.nickname.trim();
  if (nickname === '') throw badRequest(zhCNServer.nicknameRequired);
  if ([...nickname].length > NICKNAME_MAX) throw badRequest(zhCNServer.nicknameInvalid);
  const signature = input.signature === undefined ? current.signature : input.signature.trim();
  if ([...signature].length > SIGNATURE_MAX) throw badRequest(zhCNServer.signatureTooLong);
  const avatar = input.avatar ?? current.avatar;
  // A new avatar is an upload of the member's own (never another's, never a payment code).
  if (avatar !== current.avatar && !(await claimUpload(deps.db, deps.config, memberId, avatar, 'avatar'))) {
    throw badRequest(zhCNServer.avatarNotOwnUpload);
  }
  await deps.db.query('UPDATE members SET nickname = $2, signature = $3, avatar = $4 WHERE id = $1', [memberId, nickname, signature, avatar]);
  return memberView(deps.db, memberId, deps.now(), deps.config.businessTimeZone);
}

export async function saveFeedback(deps: AppDeps, memberId: number, content: string): Promise<void> {
  const text = content.trim();
  if (text === '') throw badRequest(zhCNFeedback.required);
  await deps.db.query('INSERT INTO feedback (member_id, content, created_at) VALUES ($1, $2, $3)', [memberId, text, deps.now()]);
}
