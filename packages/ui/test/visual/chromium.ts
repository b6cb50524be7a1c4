import { CHROMIUM_PATH, HEADLESS_CHROMIUM_FLAGS } from '../../../../scripts/chromium.ts';

// Debian's Chromium, shared by every browser test project.
export const chromiumLaunchOptions = { executablePath: CHROMIUM_PATH, args: HEADLESS_CHROMIUM_FLAGS };
