import type { BrowserContextOptions } from 'playwright-core';
import { CHROMIUM_PATH, HEADLESS_CHROMIUM_FLAGS } from '../../../scripts/chromium.ts';

export { CHROMIUM_PATH };
export const CHROMIUM_ARGS = [
  ...HEADLESS_CHROMIUM_FLAGS,
  // The journeys press play as a member would; the preview limit needs playback to start.
  '--autoplay-policy=no-user-gesture-required',
];
/** The phone's screen in CSS pixels. */
export const PHONE_VIEWPORT = { width: 375, height: 812 };

/**
 * The phone every journey, screenshot and benchmark plays the part of: a member's phone, not
 * a desktop window. Screen density 3 (nearly every phone is 2 or 3): at density 1 hls.js's cap
 * to the player's size kept every stream on its lowest rendition, and a stall that only a
 * switch of quality shows went unseen by every test. Touch, a mobile viewport
 * (the page's meta viewport applies) and an Android Chrome user agent (Chromium plays HLS
 * through hls.js; an iPhone's agent would make the player leave HLS to a native player
 * Chromium does not have).
 */
export const PHONE: BrowserContextOptions = {
  viewport: PHONE_VIEWPORT,
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
  userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36',
  locale: 'zh-CN',
};
/** The same phone at density 2, the other common screen: the player is tried on both. */
export const PHONE_DENSITY_2: BrowserContextOptions = { ...PHONE, deviceScaleFactor: 2 };
