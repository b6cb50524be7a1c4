/**
 * ffmpeg run as a child process that can report progress and be stopped: the binary of
 * @ffmpeg-installer/ffmpeg (4.1, static, no setup), or the one FFMPEG_PATH names (a
 * maintained build such as Debian's, which gets security updates). Every run is cut off from
 * the network where the machine allows it, and every input that came from outside is read
 * through sourceInputArgs: the demuxer named, local files only.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { SourceDemuxer } from './sourceFormat.ts';

const require = createRequire(import.meta.url);

/** FFMPEG_PATH when set (checked at start, config.ts), else the bundled binary. Read here, where ffmpeg is started, so no caller passes it around. */
export const ffmpegPath = (): string => process.env.FFMPEG_PATH || (require('@ffmpeg-installer/ffmpeg') as { path: string }).path;

/**
 * ffmpeg's input arguments for a file: the demuxer `demuxer` and the `file` protocol only,
 * so no content can make ffmpeg read another way (a playlist, a concat list, a URL). Sources
 * from outside (uploads, the ingest folder) come with the demuxer their bytes showed
 * (sourceFormat.ts); 'hls' and 'mpegts' are for reading back the ladder ffmpeg wrote.
 * MOV: external data references (`dref`) stay unopened whatever a build's default.
 */
export function sourceInputArgs(file: string, demuxer: SourceDemuxer | 'hls'): string[] {
  const own = demuxer === 'mov' ? ['-enable_drefs', '0', '-use_absolute_path', '0'] : [];
  // `file:` and an absolute path: a name such as `concat:a|b` or `subfile,,...` stays a file name.
  return ['-protocol_whitelist', 'file', '-f', demuxer, ...own, '-i', `file:${path.resolve(file)}`];
}

/**
 * The first of `candidates` (a command that becomes the program after `--`, same pid) that
 * runs on this machine, else none; tried once per process (each costs a short spawn).
 */
function firstWorkingPrefix(candidates: string[][]): () => string[] {
  let found: string[] | undefined;
  return () => {
    found ??= (process.platform === 'linux' && candidates.find((prefix) => spawnSync(prefix[0]!, [...prefix.slice(1), 'true'], { stdio: 'ignore' }).status === 0)) || [];
    return found;
  };
}

/**
 * ffmpeg in a network namespace of its own (util-linux's `unshare --net`, in a user
 * namespace when not root): it sees only a loopback that is down, so even a demuxer or
 * protocol that gets past sourceInputArgs reaches no server, this machine's own included.
 * Where the kernel or a sandbox forbids namespaces (some containers, a systemd unit with
 * RestrictNamespaces=), ffmpeg runs with the network it has, which the deploy kit's worker
 * unit narrows instead (IPAddressDeny=).
 */
export const withoutNetwork = firstWorkingPrefix([
  ['unshare', '--net', '--map-root-user', '--'],
  ['unshare', '--net', '--'],
]);

/**
 * ffmpeg dies with the process that started it. A server stopped cleanly kills its ffmpeg
 * (the worker's abort), but a SIGKILLed Node runs no code: its ffmpeg went on transcoding
 * with parent 1 for minutes. The kernel can do it instead: util-linux's `setpriv
 * --pdeathsig KILL` (always on Debian) sets PR_SET_PDEATHSIG and then becomes ffmpeg (same
 * pid), which gets SIGKILL the moment its parent dies. Where setpriv is absent or too old
 * (not Linux, util-linux before 2.33), ffmpeg runs bare as before; the job's lease then
 * still hands it to another worker after 30 s.
 */
export const dieWithParent = firstWorkingPrefix([['setpriv', '--pdeathsig', 'KILL', '--']]);

export interface RunOptions {
  /** Called with the seconds of output written so far (ffmpeg's `-progress`). */
  onTime?: (seconds: number) => void;
  /** Aborting kills the process; the run then rejects. */
  signal?: AbortSignal;
}

interface SpawnOptions extends RunOptions {
  /** Resolve with stderr even on a non-zero exit (probing: `ffmpeg -i` without an output). */
  allowFailure?: boolean;
  /** Keep all of stderr (probing reads it), not only the tail for an error message. */
  keepStderr?: boolean;
}

/** The tail of stderr kept for an error message: enough for ffmpeg's reason, not its whole log. */
const STDERR_TAIL = 2000;

function spawnCollecting(binary: string, args: string[], options: SpawnOptions): Promise<{ stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    if (options.signal?.aborted) return reject(new Error('stopped'));
    // unshare and setpriv each become the next program (same pid): ffmpeg's parent is this process.
    const [command, ...prefixArgs] = [...withoutNetwork(), ...dieWithParent(), binary];
    const child = spawn(command!, [...prefixArgs, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    let pending = '';
    const abort = () => child.kill('SIGKILL');
    options.signal?.addEventListener('abort', abort, { once: true });
    child.stdout.on('data', (chunk: Buffer) => {
      if (!options.onTime) {
        stdout += chunk.toString();
        return;
      }
      // `-progress pipe:1` writes key=value lines; out_time_ms is in microseconds despite its name.
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        const match = /^out_time_ms=(\d+)/.exec(line);
        if (match) options.onTime(Number(match[1]) / 1_000_000);
      }
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      if (!options.keepStderr) stderr = stderr.slice(-STDERR_TAIL);
    });
    child.on('error', reject);
    child.on('close', (code) => {
      options.signal?.removeEventListener('abort', abort);
      if (options.signal?.aborted) reject(new Error('stopped'));
      else if (code === 0 || options.allowFailure) resolve({ stdout, stderr });
      else reject(new Error(`${binary.split('/').pop()} exited ${code}: ${stderr.trim().split('\n').slice(-3).join(' | ')}`));
    });
  });
}

/**
 * Runs ffmpeg; answers its stderr. `loglevel` 'info' prints the input summary (probing);
 * by default only errors, which become the rejection's message.
 */
export async function runFfmpeg(args: string[], options: SpawnOptions & { loglevel?: 'error' | 'info' } = {}): Promise<string> {
  const progress = options.onTime ? ['-progress', 'pipe:1', '-nostats'] : [];
  const loglevel = options.loglevel ?? 'error';
  const result = await spawnCollecting(ffmpegPath(), ['-hide_banner', '-loglevel', loglevel, '-y', ...progress, ...args], {
    ...options,
    keepStderr: loglevel === 'info',
  });
  return result.stderr;
}

/** Runs ffmpeg for what it writes to stdout (a listing such as `-f framecrc -`); rejects with its reason on failure. */
export async function ffmpegOutput(args: string[], options: Pick<RunOptions, 'signal'> = {}): Promise<string> {
  const result = await spawnCollecting(ffmpegPath(), ['-hide_banner', '-loglevel', 'error', ...args], options);
  return result.stdout;
}
