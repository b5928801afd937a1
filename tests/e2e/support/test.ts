// Playwright's `test` with what every browser test shares, so that no spec
// repeats it: the layout parts every page has, a record of what the browser
// reports as broken (started before the first navigation of every test), and
// the hydration wait (`gotoHydrated`, `expectHydrated`). Every spec imports
// {test, expect} from here, never from '@playwright/test'.
import {test as base, type Locator, type Request} from '@playwright/test';

import {announcementBar, footer, navbar} from './page';
import {serveBuild, type ServeBuildOptions, type ServedBuild} from './serve-build';

export {expect} from '@playwright/test';
export {expectHydrated, gotoHydrated} from './page';

interface Fixtures {
  /** The navbar of the current page. */
  navbar: Locator;
  /** The footer of the current page. */
  footer: Locator;
  /** The announcement bar of the current page, found by role (its text changes with each release). */
  announcementBar: Locator;
  /**
   * Every console error, uncaught exception and failed request of the page from
   * the start of the test, as "kind: detail" lines. Recorded in every test; a
   * failed test has them attached to its report.
   */
  pageErrors: string[];
}

export const test = base.extend<Fixtures>({
  navbar: async ({page}, use) => use(navbar(page)),
  footer: async ({page}, use) => use(footer(page)),
  announcementBar: async ({page}, use) => use(announcementBar(page)),
  pageErrors: [
    async ({page}, use, testInfo) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(`console: ${message.text()}`);
      });
      page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
      // A page load cancels what the page it replaces still had in flight (a prefetch,
      // a chunk), including what that page asked for while the next one was on its way:
      // the test moved on, the site did not fail. Any other failure counts.
      let pageLoads = 0;
      let pagesShown = 0;
      const pageOfRequest = new WeakMap<Request, number>();
      page.on('request', (request) => {
        if (request.isNavigationRequest() && request.frame() === page.mainFrame()) pageLoads += 1;
        else pageOfRequest.set(request, pagesShown);
      });
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) pagesShown = pageLoads;
      });
      page.on('requestfailed', (request) => {
        const leftBehind =
          request.failure()?.errorText === 'net::ERR_ABORTED' && (pageOfRequest.get(request) ?? pageLoads) < pageLoads;
        if (!leftBehind) errors.push(`request failed: ${request.url()}`);
      });
      await use(errors);
      if (testInfo.status !== testInfo.expectedStatus && errors.length > 0) {
        await testInfo.attach('page errors', {body: errors.join('\n'), contentType: 'text/plain'});
      }
    },
    {auto: true},
  ],
});

/**
 * Serves a build, as a static host would, for the tests of the calling spec file:
 * started before its first test and closed after its last. Reading `url` before
 * then is a mistake in the spec file, and says so.
 */
export function serveBuildForFile(options: ServeBuildOptions): {readonly url: string} {
  let served: ServedBuild | undefined;
  base.beforeAll(async () => {
    served = await serveBuild(options);
  });
  base.afterAll(async () => {
    await served?.close();
  });
  return {
    get url() {
      if (!served) throw new Error(`${options.dir} is served from the spec file's beforeAll on.`);
      return served.url;
    },
  };
}
