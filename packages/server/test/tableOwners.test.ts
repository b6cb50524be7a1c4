/**
 * One owner per table: a table's SQL is written in the domain that owns it (src/<domain>/),
 * and every other domain asks that domain. The import rule in eslint.config.js keeps the
 * domains' imports pointing down; this keeps their SQL at home. The tables are read from the
 * migrations, so a new table without an owner fails here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';

const SRC = path.join(import.meta.dirname, '../src');

/** Each table's owner: a domain folder of src/, or a layer below the domains (db, http). */
const OWNERS: Record<string, string> = {
  members: 'members',
  member_tokens: 'members',
  member_uploads: 'members',
  invites: 'members',
  login_devices: 'members',
  vip_grants: 'members',
  feedback: 'members',
  videos: 'catalogue',
  episodes: 'catalogue',
  categories: 'catalogue',
  topics: 'catalogue',
  hot_searches: 'catalogue',
  video_views: 'catalogue',
  member_likes: 'catalogue',
  playback_progress: 'catalogue',
  batch_turns: 'catalogue',
  app_config: 'site',
  ads: 'site',
  ad_clicks: 'site',
  coin_options: 'site',
  pay_channels: 'site',
  vip_plans: 'site',
  media: 'catalogue',
  media_jobs: 'media',
  upload_locks: 'uploads',
  ledger: 'money',
  pay_orders: 'payments',
  pay_notifications: 'payments',
  episode_purchases: 'purchases',
  offline_licences: 'offline',
  withdrawals: 'withdrawals',
  sign_ins: 'rewards',
  task_claims: 'rewards',
  chat_messages: 'chat',
  danmu: 'danmaku',
  reports: 'reports',
  playback_daily: 'telemetry',
  watch_time: 'catalogue',
  operators: 'operators',
  operator_sessions: 'operators',
  operator_devices: 'operators',
  operator_audit: 'operators',
  operator_setup: 'operators',
  rate_limits: 'http',
  idempotent_answers: 'http',
};

/**
 * Folders that may name another's tables, and why: the allow-list, as short as it can be.
 */
const READS_ACROSS: Record<string, string> = {
  // Every role's first page counts members, money, videos and reports in one look: asking each
  // owner for its figures would be a dozen calls for one page, and it writes nothing.
  dashboard: 'the one read model over the whole house',
  // The demo site (src/seed/) is written through every table at once, as fixtures.
  seed: 'the demo data: fixtures, not a domain',
};

/** The SQL in a file: its template literals (sql`...` tags included) and quoted strings that read like SQL. */
function sqlTexts(source: string): string[] {
  const texts: string[] = [];
  for (const match of source.matchAll(/`((?:\\[\s\S]|\$\{(?:[^{}]|\{[^{}]*\})*\}|[^`\\])*)`|'((?:\\.|[^'\\\n])*)'|"((?:\\.|[^"\\\n])*)"/g)) {
    texts.push(match[1] ?? match[2] ?? match[3] ?? '');
  }
  return texts.filter((text) => /\b(SELECT|INSERT|UPDATE|DELETE|WITH)\b/.test(text));
}

/** The tables a piece of SQL names after FROM, JOIN, INTO, UPDATE (and DELETE FROM), in order. */
function tablesNamed(sql: string, tables: ReadonlySet<string>): string[] {
  const named: string[] = [];
  for (const match of sql.matchAll(/\b(?:FROM|JOIN|INTO|UPDATE)\s+([a-z_][a-z0-9_]*)((?:\s+(?:AS\s+)?[a-z_][a-z0-9_]*)?(?:\s*,\s*[a-z_][a-z0-9_]*(?:\s+(?:AS\s+)?[a-z_][a-z0-9_]*)?)*)/g)) {
    // `FROM a x, b y`: every table of the list.
    const names = [match[1]!, ...[...(match[2] ?? '').matchAll(/,\s*([a-z_][a-z0-9_]*)/g)].map((m) => m[1]!)];
    named.push(...names.filter((name) => tables.has(name)));
  }
  return named;
}

/** The tables a file hands to db/editableRows.ts, whose SQL names them for it. */
function tablesHandedOver(source: string, tables: ReadonlySet<string>): string[] {
  return [...source.matchAll(/\beditableRows\(\s*'([a-z_][a-z0-9_]*)'/g)].map((match) => match[1]!).filter((name) => tables.has(name));
}

/** The tables the migrations create. */
function migratedTables(): Set<string> {
  const folder = path.join(SRC, 'db/migrations');
  const tables = new Set<string>();
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.sql'))) {
    for (const match of readFileSync(path.join(folder, file), 'utf8').matchAll(/CREATE TABLE (?:IF NOT EXISTS )?([a-z_][a-z0-9_]*)/gi)) tables.add(match[1]!.toLowerCase());
  }
  return tables;
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** `file names table, owned by owner` for every table a folder's SQL names that another folder owns. */
function foreignTables(files: readonly { folder: string; file: string; source: string }[], owners: Record<string, string>): string[] {
  const tables = new Set(Object.keys(owners));
  const found: string[] = [];
  for (const { folder, file, source } of files) {
    const named = new Set([...sqlTexts(source).flatMap((sql) => tablesNamed(sql, tables)), ...tablesHandedOver(source, tables)]);
    for (const table of named) if (owners[table] !== folder) found.push(`${file} names ${table}, owned by ${owners[table]}`);
  }
  return found;
}

describe('the scanner', () => {
  const owners = { videos: 'catalogue', ledger: 'money' };

  test('finds a table another domain owns, in a template literal or a plain string', () => {
    const source = [
      "const a = db.query(`SELECT v.id FROM videos v JOIN ledger l ON l.video_id = v.id WHERE v.id = ${id}`);",
      "const b = db.query('UPDATE videos SET heat = heat + 1');",
    ].join('\n');
    expect(foreignTables([{ folder: 'money', file: 'money/x.ts', source }], owners)).toEqual(['money/x.ts names videos, owned by catalogue']);
    expect(foreignTables([{ folder: 'reports', file: 'reports/x.ts', source }], owners)).toEqual([
      'reports/x.ts names videos, owned by catalogue',
      'reports/x.ts names ledger, owned by money',
    ]);
  });

  test('finds a table handed to editableRows', () => {
    const source = "export const rows = editableRows('videos', ['name'], 'id');";
    expect(foreignTables([{ folder: 'site', file: 'site/x.ts', source }], owners)).toEqual(['site/x.ts names videos, owned by catalogue']);
  });

  test('reads INSERT INTO, DELETE FROM and a comma list', () => {
    const tables = new Set(['videos', 'ledger', 'members']);
    expect(tablesNamed('INSERT INTO ledger (a) SELECT 1', tables)).toEqual(['ledger']);
    expect(tablesNamed('DELETE FROM videos WHERE id = $1', tables)).toEqual(['videos']);
    expect(tablesNamed('SELECT 1 FROM members m, videos v, ledger', tables)).toEqual(['members', 'videos', 'ledger']);
  });

  test('passes a domain that names its own tables, and prose that is no SQL', () => {
    const source = "db.query(`SELECT id FROM videos`); throw new Error(`copied from videos of another site`);";
    expect(foreignTables([{ folder: 'catalogue', file: 'catalogue/x.ts', source }], owners)).toEqual([]);
    expect(sqlTexts(source)).toEqual(['SELECT id FROM videos']);
  });
});

describe('one owner per table', () => {
  test('every table the migrations create has an owner', () => {
    expect([...migratedTables()].filter((table) => !(table in OWNERS))).toEqual([]);
    expect(Object.keys(OWNERS).filter((table) => !migratedTables().has(table))).toEqual([]);
  });

  const files = sourceFiles(SRC)
    .map((file) => ({ file: path.relative(SRC, file), source: readFileSync(file, 'utf8') }))
    .map(({ file, source }) => ({ folder: file.includes(path.sep) ? file.split(path.sep)[0]! : '.', file, source }));

  test("no domain's SQL names another domain's table", () => {
    expect(
      foreignTables(
        files.filter(({ folder }) => !(folder in READS_ACROSS)),
        OWNERS,
      ),
    ).toEqual([]);
  });

  test('the dashboard, reading across, writes nothing', () => {
    const dashboardSql = files.filter(({ folder }) => folder === 'dashboard').flatMap(({ source }) => sqlTexts(source));
    expect(dashboardSql.length).toBeGreaterThan(0);
    expect(dashboardSql.filter((sql) => /\b(INSERT|UPDATE|DELETE)\b/.test(sql))).toEqual([]);
  });
});
