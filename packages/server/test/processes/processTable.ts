/**
 * The machine's processes from /proc (Linux), to find what a test's own servers left running:
 * other engineers run servers and ffmpeg on the same machine, so a test looks only at
 * processes whose command line names its own data folder.
 */
import { readdirSync, readFileSync } from 'node:fs';

export interface ProcessInfo {
  pid: number;
  ppid: number;
  /** R, S, D, Z (a zombie: dead, waiting to be reaped), ... */
  state: string;
  /** The command line, arguments joined by spaces. */
  command: string;
}

function read(pid: number): ProcessInfo | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The name in parentheses may itself hold spaces and parentheses: read after the last ')'.
    const [state, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
    return { pid, ppid: Number(ppid), state: state!, command };
  } catch {
    return null; // It ended while we looked.
  }
}

/** Every live (not zombie) process whose command line contains `marker`. */
export function processesNaming(marker: string): ProcessInfo[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map((name) => read(Number(name)))
    .filter((info): info is ProcessInfo => info !== null && info.state !== 'Z' && info.command.includes(marker));
}

/** Whether the process is alive (a zombie counts as dead). */
export function isAlive(pid: number): boolean {
  const info = read(pid);
  return info !== null && info.state !== 'Z';
}

/** The ffmpeg processes working in `dataDir` (their outputs are under it). */
export function ffmpegIn(dataDir: string): ProcessInfo[] {
  return processesNaming(dataDir).filter((info) => /(^|\/)ffmpeg /.test(info.command));
}
