/**
 * The whole machine's busy CPU time so far (every process: servers, load generator,
 * PostgreSQL, nginx and anything else running), in microseconds, from Linux's /proc/stat.
 * Read around a measurement, it gives the machine's cost of a request: on two cores the
 * request rate can never pass 2,000,000 / (machine µs per request).
 */
import { readdirSync, readFileSync } from 'node:fs';

/** /proc/stat counts in clock ticks of 1/100 s on Linux (USER_HZ). */
const MICROS_PER_TICK = 10_000;

export function machineBusyMicros(): number {
  try {
    const cpu = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0]!.trim().split(/\s+/).slice(1).map(Number);
    // user nice system idle iowait irq softirq steal: all but idle and iowait are busy.
    const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0, steal = 0] = cpu;
    return (user + nice + system + irq + softirq + steal) * MICROS_PER_TICK;
  } catch {
    return Number.NaN; // not Linux: the column shows NaN
  }
}

/**
 * CPU time so far of the living processes whose command is `command` (PostgreSQL's backends,
 * nginx's workers), in microseconds. A backend that exits between two reads takes its time
 * with it: the bench's pools keep theirs open through a measurement.
 */
export function processesCpuMicros(command: string): number {
  let ticks = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // The command is in parentheses and may hold spaces: the fields after it are split.
      const close = stat.lastIndexOf(')');
      if (stat.slice(stat.indexOf('(') + 1, close) !== command) continue;
      const fields = stat.slice(close + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]); // utime, stime (fields 14 and 15 of stat)
    } catch {
      // the process ended while we read
    }
  }
  return ticks * MICROS_PER_TICK;
}
