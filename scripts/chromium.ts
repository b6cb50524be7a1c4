// Debian's Chromium as every browser test, screenshot and benchmark drives it (see
// this machine): as root it needs --no-sandbox, and without the networking flags
// it keeps dialling hosts this machine cannot reach.
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const HEADLESS_CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
