/** The figures of bench:console: each task's runs down to their medians, as a table. */
import type { TaskRun } from './operatorTally.ts';
import { alignedLines } from './table.ts';

export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('The median of no values.');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export interface TaskFigures {
  role: string;
  task: string;
  runs: readonly TaskRun[];
}

const seconds = (value: number) => value.toFixed(2);

/** One row a task: the median clicks, key presses and seconds of its runs, and every run's seconds. */
export function taskTableLines(tasks: readonly TaskFigures[]): string[] {
  return alignedLines([
    ['role', 'task', 'clicks', 'keys', 'seconds', 'each run (s)'],
    ...tasks.map(({ role, task, runs }) => [
      role,
      task,
      String(median(runs.map((run) => run.clicks))),
      String(median(runs.map((run) => run.keys))),
      seconds(median(runs.map((run) => run.seconds))),
      runs.map((run) => seconds(run.seconds)).join(' / '),
    ]),
  ]);
}
