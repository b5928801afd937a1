import {existsSync} from 'node:fs';

// The browsers the browser tests and benchmarks run: Debian's chromium unless
// CHROME_PATH points elsewhere (Playwright never downloads a browser here), with
// the flags that keep it quiet on a shared machine. Headless mode is left to the
// caller: Playwright sets its own, the Lighthouse CLI needs it as a flag.
export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const DEBIAN_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The browser of the functional tests: Debian's chromium-headless-shell, the same
 * engine built without the windowed browser around it (as Playwright's own headless
 * runs use), which ran the functional specs about a fifth faster than CHROME_PATH.
 * CHROME_HEADLESS_SHELL_PATH names another; without the package, it is CHROME_PATH.
 * Screenshots and Lighthouse keep CHROME_PATH: the shell draws text a few hundred
 * pixels differently from the browser a reader runs.
 */
export const HEADLESS_SHELL_PATH =
  process.env.CHROME_HEADLESS_SHELL_PATH ?? (existsSync(DEBIAN_HEADLESS_SHELL) ? DEBIAN_HEADLESS_SHELL : CHROME_PATH);

export const CHROME_FLAGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
