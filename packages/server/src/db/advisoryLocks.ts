/**
 * Keys of the PostgreSQL advisory locks that serialise the start-up work of several server
 * processes on one database (any constants, listed once so that no two jobs share one).
 * Each is taken with pg_advisory_xact_lock inside the job's transaction, so a crash
 * releases it with the rollback.
 */
export const ADVISORY_LOCKS = {
  migrations: 7_201_155,
  demoSeed: 7_201_156,
  /** The first-run setup link: issued and used one at a time (operators/firstOwner.ts). */
  firstOwner: 7_201_157,
} as const;
