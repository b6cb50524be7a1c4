import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { DataDirInUseError } from '../src/db/dataDirLock.ts';
import type { Db } from '../src/db/db.ts';
import { openDatabase } from '../src/db/open.ts';

// The embedded database's folder is one process's at a time (src/db/dataDirLock.ts): a second
// opener is refused with the holder's process id, and a holder that was killed is taken over.

const opened: Db[] = [];
const children: ChildProcess[] = [];

afterEach(async () => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  for (const db of opened.splice(0)) await db.close();
});

const newDataDir = () => mkdtempSync(path.join(tmpdir(), 'nocturne-lock-'));
const lockFileOf = (dataDir: string) => path.join(dataDir, 'pg.lock');

async function open(dataDir: string): Promise<Db> {
  const db = await openDatabase({ dataDir, databaseUrl: '', databasePoolSize: 1 });
  opened.push(db);
  return db;
}

/** Another process holding the database of `dataDir` (test/processes/holdDatabase.ts) once it says so. */
function holdInAnotherProcess(dataDir: string): Promise<{ child: ChildProcess; output: () => string; exited: Promise<number | null> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'processes/holdDatabase.ts')], {
    env: { ...process.env, DATA_DIR: dataDir },
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', () => {
      if (output.includes('opened')) resolve({ child, output: () => output, exited });
    });
    void exited.then((code) => reject(new Error(`the holder exited (${code}): ${output}`)));
  });
}

/** The id of a process that has ended. */
async function endedPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid!;
}

test('a second open in this process is refused while the first holds the folder, and allowed once it is closed', async () => {
  const dataDir = newDataDir();
  const first = await open(dataDir);
  await first.exec(`CREATE TABLE kept (n int)`);
  await first.query(`INSERT INTO kept VALUES (7)`);
  const refused = await open(dataDir).catch((error: unknown) => error);
  expect(refused).toBeInstanceOf(DataDirInUseError);
  expect((refused as DataDirInUseError).pid).toBe(process.pid);
  expect(readFileSync(lockFileOf(dataDir), 'utf8').trim()).toBe(String(process.pid));

  await first.close();
  opened.splice(opened.indexOf(first), 1);
  expect(existsSync(lockFileOf(dataDir))).toBe(false);
  const again = await open(dataDir);
  expect(await again.query<{ n: number }>(`SELECT n FROM kept`)).toEqual([{ n: 7 }]);
});

test('another process holding the folder is named, in both directions; after a hard kill of the holder the folder opens', async () => {
  const dataDir = newDataDir();
  const holder = await holdInAnotherProcess(dataDir);
  const refused = await open(dataDir).catch((error: unknown) => error);
  expect(refused).toBeInstanceOf(DataDirInUseError);
  expect((refused as Error).message).toContain(`process ${holder.child.pid}`);
  expect((refused as Error).message).toContain('DATABASE_URL');

  holder.child.kill('SIGKILL');
  await holder.exited;
  const db = await open(dataDir);
  expect(await db.query<{ one: number }>(`SELECT 1 AS one`)).toEqual([{ one: 1 }]);
  expect(readFileSync(lockFileOf(dataDir), 'utf8').trim()).toBe(String(process.pid));

  // And the other way round: a process started now is refused, naming this one, and exits 1.
  const second = await holdInAnotherProcess(dataDir).catch((error: Error) => error);
  expect(second).toBeInstanceOf(Error);
  expect((second as Error).message).toContain('exited (1)');
  expect((second as Error).message).toContain(`process ${process.pid}`);
}, 60_000);

test('two opens at once in this process: exactly one holds the folder', async () => {
  const dataDir = newDataDir();
  const results = await Promise.allSettled([open(dataDir), open(dataDir)]);
  expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
  expect((results.find((result) => result.status === 'rejected') as PromiseRejectedResult).reason).toBeInstanceOf(DataDirInUseError);
});

test('a lock file left by an ended process, or one never finished, is taken over', async () => {
  for (const left of [`${await endedPid()}\n`, '', 'not a process id']) {
    const dataDir = newDataDir();
    writeFileSync(lockFileOf(dataDir), left);
    const db = await open(dataDir);
    expect(readFileSync(lockFileOf(dataDir), 'utf8').trim()).toBe(String(process.pid));
    await db.close();
    opened.splice(opened.indexOf(db), 1);
  }
});
