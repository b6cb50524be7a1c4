/**
 * The server as a real process (`src/main.ts`, as `npm start` in this package runs it), for
 * what only a process shows: a SIGKILL mid-request, a SIGTERM drain, children it leaves
 * behind. The helper reads the URL from the server's own "Server listening at" log line.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const SERVER_DIR = path.join(import.meta.dirname, '..', '..');

export interface ServerProcess {
  child: ChildProcess;
  pid: number;
  /** Where it listens, e.g. http://127.0.0.1:18201. */
  url: string;
  /** Resolves with the exit code (null after a signal) once the process has ended. */
  exited: Promise<number | null>;
  /** The last lines it wrote (stdout and stderr), for a failure's message. */
  output(): string;
}

const TAIL_CHARS = 20_000;

/**
 * Starts `src/main.ts` with `env` over this process's environment (LOG_LEVEL is forced to
 * info: the listening line is how the URL is known). Rejects with the output when the
 * process ends before it listens, or after `timeoutMs`.
 */
export function startServerProcess(env: Record<string, string>, timeoutMs = 60_000): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: { ...process.env, ...env, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let tail = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server did not listen within ${timeoutMs} ms:\n${tail}`));
    }, timeoutMs);
    let listening = false;
    const keep = (chunk: Buffer) => {
      tail = (tail + chunk.toString()).slice(-TAIL_CHARS);
      if (listening) return;
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(tail);
      if (!match) return;
      listening = true;
      clearTimeout(timer);
      resolve({ child, pid: child.pid!, url: match[1]!, exited, output: () => tail });
    };
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);
    void exited.then((code) => {
      clearTimeout(timer);
      if (!listening) reject(new Error(`the server exited (${code}) before listening:\n${tail}`));
    });
  });
}
