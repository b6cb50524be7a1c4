/**
 * `npm test`'s Vitest step: the whole suite, and once more for any browser project whose
 * run Chromium cut short by dropping Vitest's connection (see browserDisconnect.ts). The
 * second run is of the hit projects only, and its result is final.
 */
import { spawn } from 'node:child_process';
import { filesCutShortByDisconnect, projectsToRetry } from './browserDisconnect.ts';

/** Runs `npx vitest ...args`; `echo` shows its output as it comes. Answers its exit code and output. */
const vitest = (args: string[], { echo = true } = {}): Promise<{ code: number; output: string }> =>
  new Promise((resolve) => {
    const child = spawn('npx', ['vitest', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const keep = (sink: NodeJS.WriteStream) => (chunk: Buffer) => {
      if (echo) sink.write(chunk);
      output += chunk.toString();
    };
    child.stdout.on('data', keep(process.stdout));
    child.stderr.on('data', keep(process.stderr));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });

/** Every test file with the projects it belongs to (a server file runs on PGlite and on PostgreSQL). */
async function projectsOfEachFile(): Promise<Map<string, string[]>> {
  const { output } = await vitest(['list', '--filesOnly', '--json'], { echo: false });
  // A list that fails leaves the map empty: then nothing is retried and the first result stands.
  const listed = (output.includes('[') ? JSON.parse(output.slice(output.indexOf('['))) : []) as { file: string; projectName: string }[];
  const projectsOf = new Map<string, string[]>();
  for (const { file, projectName } of listed) projectsOf.set(file, [...(projectsOf.get(file) ?? []), projectName]);
  return projectsOf;
}

const first = await vitest(['run', ...process.argv.slice(2)]);
const cutShort = first.code === 0 ? [] : filesCutShortByDisconnect(first.output);
const projects = cutShort.length > 0 ? projectsToRetry(cutShort, await projectsOfEachFile()) : [];

if (projects.length === 0) {
  process.exitCode = first.code;
} else {
  console.log(`\nChromium dropped Vitest's browser connection in ${cutShort.join(', ')} with no test failed; running ${projects.join(', ')} once more.\n`);
  const second = await vitest(['run', ...projects.flatMap((project) => ['--project', project])]);
  process.exitCode = second.code;
}
