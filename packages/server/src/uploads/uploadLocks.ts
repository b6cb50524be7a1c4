/**
 * tus's locker over the database, so that several server processes never write one upload
 * at once (a browser that lost its connection to one process and resumes on another, while
 * the first still drains the old request). A lock is a row with a lease its holder renews;
 * a request that wants the upload marks the row, and the holder, seeing the mark at its next
 * renewal, ends its request (tus's `cancelReq`) and lets go. A holder that died leaves a
 * lease that simply runs out.
 */
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { ERRORS, type Lock, type Locker, type RequestRelease } from '@tus/utils';
import type { Db } from '../db/db.ts';

/** How long a lock holds without renewal. */
export const UPLOAD_LOCK_LEASE_MS = 15_000;
/** How often a holder renews (and looks whether another request waits). */
const RENEW_MS = 250;
/** How often a waiting request tries again, and how long it waits at most. */
const RETRY_MS = 100;
const WAIT_MS = 20_000;

export class UploadLocks implements Locker {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
  ) {}

  newLock(id: string): Lock {
    return new UploadLock(this.db, this.now, id);
  }
}

class UploadLock implements Lock {
  private readonly holder = randomBytes(9).toString('base64url');
  private renewal: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
    private readonly id: string,
  ) {}

  private leaseEnd = () => new Date(this.now().getTime() + UPLOAD_LOCK_LEASE_MS);

  async lock(signal: AbortSignal, cancelReq: RequestRelease): Promise<void> {
    const giveUp = Date.now() + WAIT_MS;
    while (!signal.aborted && Date.now() < giveUp) {
      const taken = await this.db.query(
        `INSERT INTO upload_locks (upload_id, holder, lease_until) VALUES ($1, $2, $3)
         ON CONFLICT (upload_id) DO UPDATE SET holder = EXCLUDED.holder, lease_until = EXCLUDED.lease_until, wanted = false
           WHERE upload_locks.lease_until < $4
         RETURNING holder`,
        [this.id, this.holder, this.leaseEnd(), this.now()],
      );
      if (taken.length === 1) {
        this.renewal = setInterval(() => void this.renew(cancelReq), RENEW_MS);
        this.renewal.unref();
        return;
      }
      await this.db.query('UPDATE upload_locks SET wanted = true WHERE upload_id = $1', [this.id]);
      await sleep(RETRY_MS, undefined, { signal }).catch(() => undefined);
    }
    throw ERRORS.ERR_LOCK_TIMEOUT;
  }

  private async renew(cancelReq: RequestRelease): Promise<void> {
    const rows = await this.db
      .query<{ wanted: boolean }>('UPDATE upload_locks SET lease_until = $3 WHERE upload_id = $1 AND holder = $2 RETURNING wanted', [this.id, this.holder, this.leaseEnd()])
      .catch(() => null);
    // Wanted elsewhere, or lost (the lease ran out and another took it): this request ends.
    if (rows !== null && (rows.length === 0 || rows[0]!.wanted)) await cancelReq();
  }

  async unlock(): Promise<void> {
    if (this.renewal) clearInterval(this.renewal);
    this.renewal = null;
    await this.db.query('DELETE FROM upload_locks WHERE upload_id = $1 AND holder = $2', [this.id, this.holder]);
  }
}
