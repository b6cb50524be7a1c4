import { composeStory, setProjectAnnotations } from '@storybook/react-vite';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import * as preview from '../../../../.storybook/preview.tsx';
import { viewportWidth, type ViewportName } from '../../../../stories/support/viewports.ts';

interface StoryModule {
  default: Meta;
  AllStates?: StoryObj;
}

setProjectAnnotations(preview);
/**
 * Runs `fn` in React's act, which flushes the render and its effects. Only there is this a
 * test environment to React: what happens after (an observer seeing an image, the image
 * loading, a retry) is the browser's doing, which the screenshot waits for until two shots
 * agree; React would otherwise warn about each such update.
 */
async function inAct(fn: () => void | Promise<void>): Promise<void> {
  const flags = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  flags.IS_REACT_ACT_ENVIRONMENT = true;
  try {
    await act(async () => {
      await fn();
    });
  } finally {
    flags.IS_REACT_ACT_ENVIRONMENT = false;
  }
}

// Every story file at the root that has an AllStates story gets one reference screenshot.
const modules = import.meta.glob<StoryModule>('../../../../stories/*.stories.tsx', { eager: true });
const withAllStates = Object.entries(modules)
  .filter(([, module]) => module.AllStates)
  .map(([path, module]) => ({ name: path.replace(/^.*\/(\w+)\.stories\.tsx$/, '$1'), module }));

// Overlays fade, pop and slide in. Reduced motion shortens that to 0.01 ms, but a loaded
// machine has still caught a panel at its first, transparent frame (on CI: a blank identity
// card, an iOS tutorial mid-fade). A screenshot compares end states, so animations and
// transitions are switched off outright; every end state equals the element's own style.
beforeAll(() => {
  const still = document.createElement('style');
  still.textContent = '*, *::before, *::after { animation: none !important; transition: none !important; }';
  document.head.append(still);
});

let root: Root | undefined;
afterEach(async () => {
  await inAct(() => root?.unmount());
  document.body.innerHTML = '';
});

test('at least one component has an AllStates story', () => {
  expect(withAllStates.length).toBeGreaterThan(0);
});

test.each(withAllStates)('$name: AllStates matches its reference at its viewport', async ({ name, module }) => {
  const AllStates = composeStory(module.AllStates as StoryObj, module.default);
  // The member app's components at 375px; console components at the desktop or tablet width
  // their story is shown at (its viewport global). Tall enough for a long grid.
  const viewport = (AllStates.globals.viewport as { value?: ViewportName } | undefined)?.value ?? 'phone';
  await page.viewport(viewportWidth(viewport), 3000);
  const host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  await inAct(() => root?.render(<AllStates />));
  await document.fonts.ready;
  await expect.element(page.getByTestId('all-states')).toMatchScreenshot(name);
});
