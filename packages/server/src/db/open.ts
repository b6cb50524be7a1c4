import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { ServerConfig } from '../config.ts';
import { lockDataDir } from './dataDirLock.ts';
import type { Db } from './db.ts';
import { openPglite } from './pglite.ts';
import { openPostgres } from './postgres.ts';

/**
 * The configured database: PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR/pg,
 * which this process then holds alone until it closes it (dataDirLock.ts).
 */
export async function openDatabase(config: Pick<ServerConfig, 'databaseUrl' | 'databasePoolSize' | 'dataDir'>): Promise<Db> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl, { max: config.databasePoolSize });
  const dir = path.join(config.dataDir, 'pg');
  await mkdir(dir, { recursive: true });
  const release = await lockDataDir(dir);
  try {
    const db = await openPglite(dir);
    return {
      ...db,
      async close() {
        await db.close();
        await release();
      },
    };
  } catch (error) {
    await release();
    throw error;
  }
}
