/**
 * Login limits (OWASP's device-cookie pattern): they count wrong passwords only, in
 * 15-minute windows of the shared limiter, and keep a guesser out without letting a stranger
 * lock a member out. Before, 5 wrong passwords from anywhere shut an account for everyone.
 *
 * - A known device (one that has signed in to the account: knownDevices.ts) is counted on
 *   its own: LOGIN_FAILURES_PER_ACCOUNT wrong passwords shut that device out of the account
 *   for the window. Nobody else's failures touch it.
 * - A stranger (no key, or a key this account does not know) is slowed per account and per
 *   address:
 *   - LOGIN_FAILURES_PER_ACCOUNT wrong passwords for one account from one address shut that
 *     address out of that account for the window;
 *   - LOGIN_FAILURES_PER_ADDRESS wrong passwords from one address, any accounts: the address
 *     may sign in only to accounts with no stranger failure in their window (the people
 *     behind a shared address keep signing in, a guesser there gets one try an account);
 *   - LOGIN_STRANGER_FAILURES_PER_ACCOUNT wrong passwords for one account from all strangers
 *     (many addresses): the account takes passwords only from its known devices until the
 *     window ends. That bounds a distributed guesser; the member's own devices stay in.
 * A refused attempt is a 429 whatever the password, so a right guess never gets through.
 */
import { createHash } from 'node:crypto';
import { zhCNServer } from '@nocturne/core';
import type { ServerConfig } from '../config.ts';
import type { Db } from '../db/db.ts';
import { tooManyRequests } from '../http/errors.ts';
import { RateLimiter } from '../http/rateLimit.ts';

/** Wrong passwords are counted in windows of this length. */
export const LOGIN_WINDOW_MS = 15 * 60_000;

export interface LoginAttempt {
  /** The login name as sent. */
  account: string;
  address: string;
  /** The device's key when it is known to this account; null for a stranger. */
  knownDevice: string | null;
}

type LimitsConfig = Pick<ServerConfig, 'loginFailuresPerAccount' | 'loginFailuresPerAddress' | 'loginStrangerFailuresPerAccount'>;

export class LoginLimits {
  private readonly byDevice: RateLimiter;
  private readonly byAccountAndAddress: RateLimiter;
  private readonly byAddress: RateLimiter;
  private readonly byAccount: RateLimiter;

  /**
   * `accounts` names whose logins these are: members' (the limiter's original names) or
   * operators' (their own counters, so a member and an operator of one name never share one).
   */
  constructor(db: Db, config: LimitsConfig, now: () => Date, accounts: 'members' | 'operators' = 'members') {
    const prefix = accounts === 'members' ? '' : 'operator:';
    const limiter = (name: string, limit: number) => new RateLimiter(db, prefix + name, limit, LOGIN_WINDOW_MS, now);
    this.byDevice = limiter('loginFailureByDevice', config.loginFailuresPerAccount);
    this.byAccountAndAddress = limiter('loginFailureByAccountAndAddress', config.loginFailuresPerAccount);
    this.byAddress = limiter('loginFailureByAddress', config.loginFailuresPerAddress);
    this.byAccount = limiter('loginStrangerFailureByAccount', config.loginStrangerFailuresPerAccount);
  }

  /** Throws the 429 when this attempt may not be made now. */
  async check(attempt: LoginAttempt): Promise<void> {
    if (!(await this.allowed(attempt))) throw tooManyRequests(zhCNServer.loginLocked);
  }

  /** Counts a wrong password of this attempt. */
  async countFailure(attempt: LoginAttempt): Promise<void> {
    if (attempt.knownDevice) {
      await this.byDevice.count(deviceSubject(attempt));
      return;
    }
    await this.byAccountAndAddress.count(`${attempt.address}|${attempt.account}`);
    await this.byAddress.count(attempt.address);
    await this.byAccount.count(attempt.account);
  }

  private async allowed(attempt: LoginAttempt): Promise<boolean> {
    if (attempt.knownDevice) return !(await this.byDevice.spent(deviceSubject(attempt)));
    if (await this.byAccountAndAddress.spent(`${attempt.address}|${attempt.account}`)) return false;
    const accountFailures = await this.byAccount.attempts(attempt.account);
    if (accountFailures >= this.byAccount.limit) return false;
    return accountFailures === 0 || !(await this.byAddress.spent(attempt.address));
  }
}

/** A device's failures at one account (its key never goes into the table, only a digest). */
const deviceSubject = (attempt: LoginAttempt) => `${attempt.account}|${createHash('sha256').update(attempt.knownDevice!).digest('base64url')}`;
