/** Debian's Chromium as the tests and tools drive it (see TOOLCHAIN.md). */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // The journeys press play as a member would; the preview limit needs playback to start.
  '--autoplay-policy=no-user-gesture-required',
];
/** The phone every journey and screenshot uses. */
export const PHONE_VIEWPORT = { width: 375, height: 812 };
