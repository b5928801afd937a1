// The browser every browser test and benchmark runs: Debian's chromium unless
// CHROME_PATH points elsewhere (Playwright never downloads a browser here), with
// the flags that keep it quiet on a shared machine. Headless mode is left to the
// caller: Playwright sets its own, the Lighthouse CLI needs it as a flag.
export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const CHROME_FLAGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
