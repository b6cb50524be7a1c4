import { describe, expect, it } from 'vitest';
import { filesCutShortByDisconnect, projectsToRetry } from './browserDisconnect.ts';

const red = (text: string) => `\u001b[31m${text}\u001b[39m`;

// The tail of the CI run that failed this way (2026-11-24), colours and all.
const cutShortRun = [
  ` ✓  e2e  lists.e2e.test.ts (2 tests) 3242ms`,
  red(`⎯⎯⎯⎯⎯⎯ Unhandled Errors ⎯⎯⎯⎯⎯⎯`),
  `Vitest caught 1 unhandled error during the test run.`,
  red(`Error: Failed to run the test /check/work/main/stories/RecordItem.stories.tsx.`),
  ` ❯ node_modules/vitest/dist/chunks/cli-api.B0Pz1_R7.js:2639:17`,
  ``,
  red(`Caused by: Error: [vitest] Browser connection was closed while running tests. Was the page closed unexpectedly?`),
  ` ❯ WebSocket.<anonymous> node_modules/@vitest/browser/dist/index.js:3054:16`,
  ``,
  red(`Caused by: Error: [birpc] rpc is closed, cannot call "createTesters"`),
  ``,
  ` Test Files  ${'\u001b[32m'}276 passed\u001b[39m (293)`,
  `      Tests  2283 passed (2283)`,
  `     Errors  ${red('1 error')}`,
].join('\n');

describe('a run cut short by a dropped browser connection', () => {
  it('names the file that was running', () => {
    expect(filesCutShortByDisconnect(cutShortRun)).toEqual(['/check/work/main/stories/RecordItem.stories.tsx']);
  });

  it('counts an error Vitest prints twice (in the report and again as it closes) once', () => {
    const report = cutShortRun.slice(cutShortRun.indexOf(red('Error: Failed')), cutShortRun.indexOf(' Test Files'));
    expect(filesCutShortByDisconnect(`${cutShortRun}\n${report}`)).toEqual(['/check/work/main/stories/RecordItem.stories.tsx']);
  });

  it('is not retried when a test also failed', () => {
    const withFailure = cutShortRun.replace('Tests  2283 passed (2283)', 'Tests  1 failed | 2282 passed (2283)');
    expect(filesCutShortByDisconnect(withFailure)).toEqual([]);
  });

  it('is not retried when a test file failed', () => {
    const withFailure = cutShortRun.replace('Test Files  \u001b[32m276 passed', 'Test Files  1 failed | \u001b[32m275 passed');
    expect(filesCutShortByDisconnect(withFailure)).toEqual([]);
  });

  it('is not retried when another unhandled error came with it', () => {
    const twoErrors = cutShortRun.replace(`Errors  ${red('1 error')}`, `Errors  ${red('2 errors')}`);
    expect(filesCutShortByDisconnect(twoErrors)).toEqual([]);
  });

  it('is not retried when a file failed to run for another reason', () => {
    const otherCause = cutShortRun.replace('Browser connection was closed while running tests', 'Cannot find module ./Missing.tsx');
    expect(filesCutShortByDisconnect(otherCause)).toEqual([]);
  });
});

describe('the projects run again', () => {
  const projectsOf = new Map([
    ['/repo/stories/RecordItem.stories.tsx', ['storybook (chromium)']],
    ['/repo/packages/app/e2e/player.e2e.test.ts', ['e2e']],
    ['/repo/packages/server/test/payments.test.ts', ['server', 'server-postgres']],
  ]);

  it('are each hit project once', () => {
    expect(projectsToRetry(['/repo/stories/RecordItem.stories.tsx', '/repo/packages/app/e2e/player.e2e.test.ts'], projectsOf)).toEqual(['storybook (chromium)', 'e2e']);
    expect(projectsToRetry(['/repo/packages/server/test/payments.test.ts'], projectsOf)).toEqual(['server', 'server-postgres']);
  });

  it('are none when a file belongs to no known project', () => {
    expect(projectsToRetry(['/elsewhere/Unknown.stories.tsx'], projectsOf)).toEqual([]);
  });
});
