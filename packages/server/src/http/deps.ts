import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config.ts';
import type { Db } from '../db/db.ts';
import type { ObjectStore } from '../storage/objectStore.ts';
import type { SessionCache } from './sessionCache.ts';

/** What every route module and service gets: the database, the configuration, a clock and the object store. */
export interface AppDeps {
  db: Db;
  config: ServerConfig;
  /** The current time; tests pass a fixed or moving clock. */
  now: () => Date;
  /** Token lookups of this process; services that end sessions tell it (`forgetMember`). */
  sessions: SessionCache;
  /** Media, uploads and ingest sources: the disk under DATA_DIR or the S3 store every process shares. */
  store: ObjectStore;
}

/** A domain's routes: `src/<domain>/routes.ts` exports one, listed in `src/allRoutes.ts`. */
export type RouteModule = (app: FastifyInstance, deps: AppDeps) => void | Promise<void>;
