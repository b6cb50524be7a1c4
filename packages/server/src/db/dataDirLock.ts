/**
 * One process at a time on the embedded database's folder. PGlite takes no lock of its own:
 * a second process (an `npm run ingest` beside a running server, a second `npm start`) opens
 * the same folder, both write, and the folder no longer opens (electric-sql/pglite#1106).
 * Like PostgreSQL's postmaster.pid, a file beside the folder names the process that holds it;
 * a file whose process is gone (a hard kill) is taken over, a live one is never taken.
 * Liveness is the process id, not a heartbeat: PGlite's long synchronous work (a checkpoint,
 * a large migration) stops the event loop, and a heartbeat would call a busy holder dead.
 */
import { link, readFile, unlink, writeFile } from 'node:fs/promises';
import { unlinkSync } from 'node:fs';
import path from 'node:path';

export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database in ${dataDir} is open in process ${pid}; only one process may open it. ` +
        'Stop that process first, or use PostgreSQL (DATABASE_URL) to share the database. ' +
        '(npm run ingest hands a new video to a running server by itself when ADMIN_TOKEN is set.)',
    );
    this.name = 'DataDirInUseError';
  }
}

/** Folders this process holds, so a second open in the same process is refused as well. */
const heldHere = new Set<string>();

const lockFileOf = (dataDir: string) => `${dataDir}.lock`;

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The holder a lock file names, or null when it names none (never finished, or not ours). */
async function holderOf(lockFile: string): Promise<number | null> {
  const text = await readFile(lockFile, 'utf8').catch(() => '');
  const pid = Number.parseInt(text, 10);
  return Number.isSafeInteger(pid) && pid > 0 ? pid : null;
}

/**
 * Takes `dataDir` for this process, or throws DataDirInUseError naming the live holder.
 * Resolves to the release, which is also run when the process exits.
 */
export async function lockDataDir(folder: string): Promise<() => Promise<void>> {
  const dataDir = path.resolve(folder);
  if (heldHere.has(dataDir)) throw new DataDirInUseError(dataDir, process.pid);
  // Taken here before any await: a second open in this process meanwhile is refused above.
  heldHere.add(dataDir);
  const lockFile = lockFileOf(dataDir);
  // Written whole first, then linked into place: link fails when the lock exists, so another
  // process never reads a half-written file and two never both succeed.
  const draft = `${lockFile}.${process.pid}`;
  try {
    await writeFile(draft, `${process.pid}\n`);
    for (let attempt = 0; ; attempt++) {
      try {
        await link(draft, lockFile);
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt >= 3) throw error;
      }
      const holder = await holderOf(lockFile);
      // Our own id on a file we do not hold is a restarted container that got the same id.
      if (holder !== null && holder !== process.pid && isAlive(holder)) throw new DataDirInUseError(dataDir, holder);
      await unlink(lockFile).catch(() => undefined);
    }
  } catch (error) {
    heldHere.delete(dataDir);
    throw error;
  } finally {
    await unlink(draft).catch(() => undefined);
  }

  const releaseOnExit = () => {
    try {
      unlinkSync(lockFile);
    } catch {
      // Already gone.
    }
  };
  process.once('exit', releaseOnExit);
  return async () => {
    if (!heldHere.delete(dataDir)) return;
    process.off('exit', releaseOnExit);
    if ((await holderOf(lockFile)) === process.pid) await unlink(lockFile).catch(() => undefined);
  };
}

/** For a command's top level: a folder in use is the whole story, said without a stack (exit 1). */
export function exitIfDataDirInUse(error: unknown): never {
  if (error instanceof DataDirInUseError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
