import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineProject } from 'vitest/config';
import { chromiumLaunchOptions } from './packages/ui/test/visual/chromium.ts';

// Every story in /stories runs as a test in real Chromium: it renders, its play function
// runs, and axe checks it (`a11y.test: 'error'` in .storybook/preview.tsx).
export default defineProject({
  plugins: [storybookTest({ configDir: '.storybook' })],
  test: {
    name: 'storybook',
    sequence: { groupOrder: 3 },
    // Every story file in one page of the browser, not a fresh page each: 150 s becomes 61 s.
    // Each story is unmounted after its test, and all of them pass with the page shared.
    isolate: false,
    browser: {
      enabled: true,
      headless: true,
      // The window is larger than the test frame (375px; console stories 1280x800), so the
      // frame is not scaled down.
      provider: playwright({ launchOptions: chromiumLaunchOptions, contextOptions: { viewport: { width: 1400, height: 1100 } } }),
      instances: [{ browser: 'chromium', viewport: { width: 375, height: 812 } }],
    },
  },
});
