// Setup of the component tests in happy-dom (the ui and app projects).
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy* and waitFor give up after 1 s by default, a figure for a quiet laptop. Under CI the
// unit projects share two cores with each other's transforms, and a promise chain that takes
// a few hundred milliseconds alone can take over a second there. A passing test returns as
// soon as its condition holds, so only a failing one waits the longer time.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
});
