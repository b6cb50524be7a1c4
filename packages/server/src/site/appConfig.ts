/**
 * Operator configuration: every field of core's OperatorConfig, one JSONB row per key in
 * `app_config`; a key without a row reads its default. getConfig answers it with the
 * server's own facts beside it (siteConfig).
 */
import { DEFAULT_OPERATOR_CONFIG, type Config, type OperatorConfig } from '@nocturne/core';
import type { ServerConfig } from '../config.ts';
import type { Db } from '../db/db.ts';

type ConfigKey = keyof OperatorConfig;
const KEYS = Object.keys(DEFAULT_OPERATOR_CONFIG) as ConfigKey[];

function isConfigKey(key: string): key is ConfigKey {
  return (KEYS as string[]).includes(key);
}

export async function readConfig(db: Db): Promise<OperatorConfig> {
  const rows = await db.query<{ key: string; value: unknown }>('SELECT key, value FROM app_config');
  const config: OperatorConfig = { ...DEFAULT_OPERATOR_CONFIG };
  for (const { key, value } of rows) {
    // A stored value of the wrong type (a hand-edited row) falls back to the default.
    if (isConfigKey(key) && typeof value === typeof DEFAULT_OPERATOR_CONFIG[key]) (config as unknown as Record<string, unknown>)[key] = value;
  }
  return config;
}

/** Stores the given keys; unknown keys or wrong types are refused before anything is written. */
export async function writeConfig(db: Db, changes: Partial<Record<string, unknown>>, now: Date): Promise<OperatorConfig> {
  for (const [key, value] of Object.entries(changes)) {
    if (!isConfigKey(key) || typeof value !== typeof DEFAULT_OPERATOR_CONFIG[key]) throw new TypeError(`config ${key}: wrong key or type`);
  }
  await db.transaction(async (tx) => {
    for (const [key, value] of Object.entries(changes)) {
      // The value travels as JSON text ($2::text): a jsonb parameter would be serialised
      // by each driver in its own way (postgres.js stringifies it again).
      await tx.query(
        `INSERT INTO app_config (key, value, updated_at) VALUES ($1, $2::text::jsonb, $3)
         ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = EXCLUDED.updated_at`,
        [key, JSON.stringify(value), now],
      );
    }
  });
  return readConfig(db);
}

/**
 * getConfig's answer: the operator's config, and the business time zone in which every
 * date-time on the wire is written (docs/protocol.md, "Dates"), so clients read them in it.
 */
export async function siteConfig(db: Db, config: Pick<ServerConfig, 'businessTimeZone'>): Promise<Config> {
  return { ...(await readConfig(db)), timeZone: config.businessTimeZone };
}
