import type { BrowserContextOptions } from 'playwright-core';
import { CHROMIUM_PATH, HEADLESS_CHROMIUM_FLAGS } from '../../../scripts/chromium.ts';

export { CHROMIUM_PATH };
export const CHROMIUM_ARGS = [
  ...HEADLESS_CHROMIUM_FLAGS,
  // The journeys press play as a member would; the preview limit needs playback to start.
  '--autoplay-policy=no-user-gesture-required',
];
/**
 * What a phone does with sound on a page the member has not tapped yet (a link opened from a
 * chat app, a reload, a restored tab): it refuses. Headless Chromium never does, even with
 * `--autoplay-policy=document-user-activation-required`, so the journeys that are about it add
 * this to the page (an init script): until the page has had a tap (a trusted pointer, touch,
 * key or click event), play() of an element with sound rejects with NotAllowedError and the autoplay
 * attribute starts nothing; muted play is allowed, as on phones.
 * A string, not a function: tsx would wrap a function in helpers the page does not have.
 */
export const REFUSE_SOUND_UNTIL_TAP = `(() => {
  // Not navigator.userActivation: driven by the test, Chromium counts the page as activated from its start.
  let touched = false;
  for (const type of ['pointerdown', 'touchend', 'keydown', 'click']) {
    window.addEventListener(type, (event) => { if (event.isTrusted) touched = true; }, { capture: true });
  }
  const play = HTMLMediaElement.prototype.play;
  HTMLMediaElement.prototype.play = function () {
    if (!touched && !this.muted) {
      return Promise.reject(new DOMException("play() failed because the user didn't interact with the document first.", 'NotAllowedError'));
    }
    return play.call(this);
  };
  const autoplay = Object.getOwnPropertyDescriptor(HTMLMediaElement.prototype, 'autoplay');
  const wanted = new WeakSet();
  Object.defineProperty(HTMLMediaElement.prototype, 'autoplay', {
    configurable: true,
    get() { return autoplay.get.call(this) || wanted.has(this); },
    set(value) {
      if (value && !touched) wanted.add(this);
      else { wanted.delete(this); autoplay.set.call(this, value); }
    },
  });
})();`;

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
