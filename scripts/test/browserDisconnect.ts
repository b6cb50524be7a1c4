/**
 * Vitest 4's browser mode runs every file of a browser project through one long-lived
 * orchestrator page over one websocket. Now and then Chromium drops that socket mid-run
 * (seen here once in CI, on a story file that passes alone; other projects on Vitest 4.1
 * report the same, e.g. melonjs/melonJS#1615, yamada-ui/yamada-ui#6983). Vitest then reports "Failed to run the test <file>", skips the project's
 * remaining files and exits 1 with no failed test. This module recognises exactly that
 * outcome, so the suite can run the hit projects once more; anything else is a real
 * failure and is never retried.
 */
import { stripVTControlCharacters } from 'node:util';

const DISCONNECT = 'Browser connection was closed while running tests';

/** The files whose run was cut short by a dropped browser connection, or none when the run
 * failed for any other reason (a failed test, another unhandled error) too. */
export function filesCutShortByDisconnect(output: string): string[] {
  const text = stripVTControlCharacters(output);
  if (/^\s*(Test Files|Tests)\s.*\bfailed\b/m.test(text)) return [];

  const errorCount = Number(/^\s*Errors\s+(\d+) errors?/m.exec(text)?.[1] ?? 0);
  // Vitest prints each such error twice: in the report and again as the run closes.
  const cutShort = new Set(
    [...text.matchAll(/Failed to run the test (\S+)\.\n[\s\S]*?Caused by: Error: (.*)/g)]
      .filter(([, , cause]) => cause?.includes(DISCONNECT))
      .map(([, file]) => file as string),
  );
  return cutShort.size > 0 && cutShort.size === errorCount ? [...cutShort] : [];
}

/** The projects to run again: every project the cut-short files belong to; none when a file
 * belongs to no known project, since then the run cannot be repeated faithfully. */
export function projectsToRetry(files: string[], projectsOf: ReadonlyMap<string, readonly string[]>): string[] {
  if (files.some((file) => !projectsOf.has(file))) return [];
  return [...new Set(files.flatMap((file) => projectsOf.get(file) ?? []))];
}
