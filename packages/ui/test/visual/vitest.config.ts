import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineProject } from 'vitest/config';
import { kitDependencies } from '../optimizeDeps.ts';
import { chromiumLaunchOptions } from './chromium.ts';

// Visual regression: each story file's AllStates story, screenshotted in Chromium at 375px
// (console components at the desktop or tablet width of their story) and compared with the committed PNG in __screenshots__. Update with
// `npm run test:update-screenshots` after an intended change, then look at the new PNGs.
export default defineProject({
  plugins: [vanillaExtractPlugin(), react()],
  optimizeDeps: { include: [...kitDependencies, '@storybook/react-vite'] },
  test: {
    name: 'visual',
    sequence: { groupOrder: 4 },
    include: ['**/*.browser.test.tsx'],
    browser: {
      enabled: true,
      headless: true,
      // Reduced motion: spinners and slide-ins stand still, so screenshots are stable. The
      // window is larger than the test frame (375px, 1280px for the console) so the frame is
      // never scaled down, and tall enough that a long AllStates grid is captured whole.
      provider: playwright({
        launchOptions: chromiumLaunchOptions,
        contextOptions: { reducedMotion: 'reduce', viewport: { width: 1400, height: 3200 } },
      }),
      instances: [{ browser: 'chromium', viewport: { width: 375, height: 3000 } }],
      expect: {
        toMatchScreenshot: {
          comparatorName: 'pixelmatch',
          comparatorOptions: { threshold: 0.2, allowedMismatchedPixelRatio: 0.002 },
        },
      },
    },
  },
});
