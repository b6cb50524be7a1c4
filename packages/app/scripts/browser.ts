import { CHROMIUM_PATH, HEADLESS_CHROMIUM_FLAGS } from '../../../scripts/chromium.ts';

export { CHROMIUM_PATH };
export const CHROMIUM_ARGS = [
  ...HEADLESS_CHROMIUM_FLAGS,
  // The journeys press play as a member would; the preview limit needs playback to start.
  '--autoplay-policy=no-user-gesture-required',
];
/** The phone every journey and screenshot uses. */
export const PHONE_VIEWPORT = { width: 375, height: 812 };
