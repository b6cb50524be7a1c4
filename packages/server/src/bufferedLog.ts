/**
 * Where the server's log lines go by default: standard output, written in batches. Pino
 * wrote every request's line with a system call of its own; under bench:api's member load on
 * two shared cores those writes were about a tenth of the main thread's time (as much as all
 * its writes to PostgreSQL). Lines are now gathered and written when 16 KB have piled up or
 * after FLUSH_MS, and synchronously when the process exits or the server closes. A process
 * killed with SIGKILL loses at most the last FLUSH_MS of lines.
 */
import { write, writeSync } from 'node:fs';

export const FLUSH_MS = 500;
const FLUSH_BYTES = 16 * 1024;

export interface BufferedLog {
  /** What pino writes to (one line a call). */
  write(line: string): boolean;
  /** Writes what is gathered now, synchronously (exit, close). */
  flushSync(): void;
}

/** Every open log, flushed once at exit (one listener, however many apps a process builds). */
const open = new Set<BufferedLog>();
let flushesAtExit = false;

export function bufferedLog(fd = 1): BufferedLog {
  let lines: string[] = [];
  let bytes = 0;
  let writing = false;
  let timer: NodeJS.Timeout | null = null;

  const take = () => {
    const text = lines.join('');
    lines = [];
    bytes = 0;
    return text;
  };
  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (writing || bytes === 0) return;
    writing = true;
    const text = Buffer.from(take());
    const writeFrom = (offset: number) =>
      write(fd, text, offset, text.length - offset, null, (error, written) => {
        // A closed or broken output drops its lines: logging never stops the server.
        if (!error && offset + written < text.length) return writeFrom(offset + written);
        writing = false;
        if (bytes >= FLUSH_BYTES) flush();
        else if (bytes > 0 && !timer) timer = setTimeout(flush, FLUSH_MS).unref();
      });
    writeFrom(0);
  };
  const log: BufferedLog = {
    write(line) {
      lines.push(line);
      bytes += line.length;
      if (bytes >= FLUSH_BYTES) flush();
      else if (!timer) timer = setTimeout(flush, FLUSH_MS).unref();
      return true;
    },
    flushSync() {
      if (timer) clearTimeout(timer);
      timer = null;
      if (bytes === 0) return;
      try {
        writeSync(fd, take());
      } catch {
        // As above: a broken output loses its lines.
      }
    },
  };
  open.add(log);
  if (!flushesAtExit) {
    flushesAtExit = true;
    process.once('exit', () => open.forEach((each) => each.flushSync()));
  }
  return log;
}
