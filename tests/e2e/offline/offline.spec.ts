// Offline reading on the production build served with its _headers: after one
// visit on a working connection, the service worker answers every page, search
// and the fallbacks with the network gone, within the Content-Security-Policy.
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

import type {BrowserContext} from '@playwright/test';

import {serveBuild} from '../support/serve-build';
import {E2E_SITES} from '../support/sites';
import {expect, expectHydrated, gotoHydrated, serveBuildForFile, test} from '../support/test';
import {axeViolations} from '../a11y/axe';
import {modal, results, searchInput} from '../fixtures/search';
import {ONE_ROUTE_PER_LAYOUT, SITE_ROUTES, type SiteRoute} from '../site-routes';
import {recordCspViolations} from '../support/csp';
import {pastLoadAndIdle, visitUntilSaved} from './worker';

const BUILD_DIR = E2E_SITES.find((site) => site.name === 'site')!.outDir;

const server = serveBuildForFile({dir: BUILD_DIR, applyHeadersFile: true});

const heading = (page: import('@playwright/test').Page) => page.getByRole('heading', {level: 1});

/**
 * For the tests that only read what the worker saved: each test worker serves the build and saves
 * the site once (the worker downloads its files one at a time, about 5 s), in a context these tests
 * share, and each test gets a page of its own there with the connection gone, back on when it ends.
 * The server is the context's own: the file's server may be started anew between tests, on another port.
 */
const savedSiteTest = test.extend<{siteUrl: string}, {savedSite: {context: BrowserContext; url: string}}>({
  savedSite: [
    async ({browser}, use, workerInfo) => {
      const served = await serveBuild({dir: BUILD_DIR, applyHeadersFile: true});
      // The project's screen and browser, as the `page` of a test would have them.
      const {viewport, userAgent} = workerInfo.project.use;
      const context = await browser.newContext({viewport, userAgent, serviceWorkers: 'allow'});
      const page = await context.newPage();
      await visitUntilSaved(page, `${served.url}/`);
      await page.close();
      await use({context, url: served.url});
      await context.close();
      await served.close();
    },
    {scope: 'worker'},
  ],
  siteUrl: async ({savedSite}, use) => use(savedSite.url),
  page: async ({savedSite}, use) => {
    await savedSite.context.setOffline(true);
    const page = await savedSite.context.newPage();
    await use(page);
    await page.close();
    await savedSite.context.setOffline(false);
  },
});

savedSiteTest(
  'every route of the site opens offline by address, and one of each layout survives a reload, with no policy violation',
  async ({siteUrl, page}) => {
    test.setTimeout(600_000);
    const violations = await recordCspViolations(page);
    for (const route of SITE_ROUTES) {
      await page.goto(`${siteUrl}${route.path}`);
      await expect(heading(page), route.path).toHaveText(route.heading);
      // A reload asks the worker for the page again, bypassing the browser's cache: the
      // same answer for every route of a layout, so it is tried once per layout.
      if (ONE_ROUTE_PER_LAYOUT.includes(route)) {
        await page.reload();
        await expect(heading(page), `${route.path} after reload`).toHaveText(route.heading);
      }
      await expectHydrated(page);
    }
    expect(await violations()).toEqual([]);
  },
);

// Pages that link to every route of the site between them (the offline page links to /search).
const LINK_HUBS = [
  '/',
  '/offline',
  '/docs/introduction',
  '/docs/api/index/',
  '/blog',
  '/blog/archive',
  '/blog/release-v0-5-0',
  '/docs/getting-started/features',
];

/** A page of the build that links to a path, if any (the archive page, for one, is linked only from itself). */
function pageLinkingTo(urlPath: string): string | undefined {
  const pages = readdirSync(BUILD_DIR, {recursive: true, encoding: 'utf8'}).filter((file) => file.endsWith('.html'));
  const href = new RegExp(`href=("?)${urlPath.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\1[\\s>]`);
  const page = pages.find(
    (file) => !file.startsWith(`${urlPath.slice(1)}/`) && href.test(readFileSync(path.join(BUILD_DIR, file), 'utf8')),
  );
  return page && `/${page.replace(/(^|\/)index\.html$/, '').replaceAll(path.sep, '/')}`;
}

savedSiteTest(
  'every route of the site that a page links to opens offline by a link, without a full page load',
  async ({siteUrl, page}) => {
    test.setTimeout(600_000);
    // The visible links of each hub, read once: a route is then clicked to from the first hub that
    // shows a link to it, without loading every hub before it only to find none there.
    const visibleLinks = new Map<string, Set<string>>();
    for (const hub of LINK_HUBS) {
      await page.goto(`${siteUrl}${hub}`);
      await expectHydrated(page);
      visibleLinks.set(
        hub,
        new Set(
          await page.locator('a[href]:visible').evaluateAll((links) => links.map((link) => link.getAttribute('href')!)),
        ),
      );
    }
    // Each hub is loaded once and its routes are clicked in turn, going back between them as a
    // reader does (a client-side navigation too); a route linked from no hub is reached from a
    // page that links to it. The marker set on the hub's load would be gone after a full page load.
    const markStayed = () => page.evaluate(() => ((window as unknown as {stayed: boolean}).stayed = true));
    const stayed = () => page.evaluate(() => (window as unknown as {stayed?: boolean}).stayed);
    const routesByHub = new Map<string, SiteRoute[]>();
    for (const route of SITE_ROUTES) {
      const hub =
        LINK_HUBS.find((candidate) => visibleLinks.get(candidate)!.has(route.path)) ?? pageLinkingTo(route.path);
      if (hub === undefined) continue; // linked from no page: only reachable by address (the test above)
      routesByHub.set(hub, [...(routesByHub.get(hub) ?? []), route]);
    }
    for (const [hub, routes] of routesByHub) {
      await page.goto(`${siteUrl}${hub}`);
      await expectHydrated(page);
      await markStayed();
      for (const route of routes) {
        const link = page.locator(`a[href="${route.path}"]:visible`).first();
        await expect(link, `a visible link to ${route.path} on ${hub}`).toHaveCount(1);
        await link.click();
        await expect(page).toHaveURL(`${siteUrl}${route.path}`);
        await expect(heading(page), `${route.path} from ${hub}`).toHaveText(route.heading);
        expect(await stayed(), `${route.path} from ${hub} without a full page load`).toBe(true);
        if (route.path === hub) continue;
        await page.goBack();
        await expect(page).toHaveURL(`${siteUrl}${hub}`);
      }
    }
  },
);

savedSiteTest(
  'search answers offline from the saved index, in the modal and on the /search page',
  async ({siteUrl, page}) => {
    await gotoHydrated(page, `${siteUrl}/docs/introduction`);
    await page.keyboard.press('ControlOrMeta+k');
    await searchInput(page).fill('workspace');
    await expect(results(page).first()).toBeVisible();
    await expect(modal(page).getByText('Unable to fetch results')).toBeHidden();
    // The modal's CSS comes with its code, which the worker saved: DocSearch's look, offline too.
    await expect(page.locator('.DocSearch-Container')).toHaveCSS('position', 'fixed');
    await expect(modal(page)).toHaveCSS('max-width', '560px');

    await page.goto(`${siteUrl}/search?q=install`);
    await expect(
      page
        .getByRole('main')
        .getByRole('link', {name: /Installation/})
        .first(),
    ).toBeVisible();
  },
);

savedSiteTest(
  "offline, a sample's type popover opens with its quick infos, which the worker saved with the page's code",
  async ({siteUrl, page}) => {
    await gotoHydrated(page, `${siteUrl}/docs/guides/defining-task`);
    const identifier = page.locator('pre .token', {hasText: /^defineTask$/}).first();
    await identifier.scrollIntoViewIfNeeded();
    await expect(async () => {
      await page.mouse.move(0, 0);
      await identifier.hover();
      await expect(page.locator('.ts-popover')).toContainText('function defineTask', {timeout: 1000});
    }).toPass();
  },
);

savedSiteTest(
  "offline, the .html forms of a saved page reach that page, as the site's server does",
  async ({siteUrl, page, pageErrors}) => {
    for (const [form, expected] of [
      ['/docs/introduction.html', 'Introduction'],
      ['/docs/introduction/index.html', 'Introduction'],
      ['/docs/api/index.html', 'API Reference'],
      ['/index.html', 'Nadle'],
      ['/blog/index.html', 'Nadle blog'],
      ['/blog/archive/index.html', 'Archive'],
    ] as const) {
      await page.goto(`${siteUrl}${form}`);
      await expectHydrated(page);
      await expect(heading(page), form).toHaveText(expected);
    }
    // Files the worker does not save (author avatars, for one) fail offline by design; errors of the page do not.
    expect(pageErrors.filter((error) => !/ERR_INTERNET_DISCONNECTED|^request failed: /.test(error))).toEqual([]);
  },
);

savedSiteTest(
  'offline, an unknown path shows the not-found page and a page that was never saved shows the offline page',
  async ({siteUrl, page}) => {
    const notFound = await page.goto(`${siteUrl}/docs/no-such-page`);
    expect(notFound?.status()).toBe(404);
    await expect(heading(page)).toHaveText('Page Not Found');

    // The fixture pages of the test build exist but are left out of the precache.
    await page.goto(`${siteUrl}/tests/code-blocks`);
    await expect(heading(page)).toHaveText('You are offline');
    await expect(page.getByRole('main')).toContainText('/tests/code-blocks');
    await expect(page.getByRole('link', {name: 'try again'})).toHaveAttribute('href', '/tests/code-blocks');
    expect(await axeViolations(page)).toEqual([]);
    const saved = page.getByRole('main').getByRole('link', {name: 'Documentation'});
    await saved.click();
    await expect(heading(page)).toHaveText('Introduction');
  },
);

savedSiteTest(
  'offline, the Markdown twins of the pages and llms.txt open, and "Copy page" copies the Markdown',
  async ({siteUrl, page}) => {
    for (const [address, start] of [
      ['/docs/introduction.md', '# Introduction'],
      ['/docs/api/index.md', '# API Reference'],
      ['/blog/release-v0-5-0.md', '# '],
      ['/llms.txt', '# Nadle'],
    ] as const) {
      const response = await page.goto(`${siteUrl}${address}`);
      expect(response?.status(), address).toBe(200);
      expect(response?.fromServiceWorker(), address).toBe(true);
      expect((await response!.text()).startsWith(start), address).toBe(true);
      await expect(page.locator('body'), address).not.toContainText('Page Not Found');
    }

    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', {
        value: {
          writeText: (text: string) => Promise.resolve(void ((window as unknown as {copied: string}).copied = text)),
        },
      });
    });
    await page.goto(`${siteUrl}/docs/introduction`);
    await expectHydrated(page);
    await page.getByRole('button', {name: 'Copy page'}).click();
    await page.getByRole('menu', {name: 'Copy page'}).getByRole('menuitem', {name: 'Copy page as Markdown'}).click();
    await expect(page.getByRole('status')).toHaveText('Copied the page as Markdown.');
    expect(await page.evaluate(() => (window as unknown as {copied?: string}).copied)).toMatch(/^# Introduction\n/);
  },
);

savedSiteTest(
  'offline, a path with a malformed percent escape shows the not-found page, and the app starts on it',
  async ({siteUrl, page, pageErrors}) => {
    for (const address of ['/%', '/docs/%E0%A4%A']) {
      const response = await page.goto(`${siteUrl}${address}`);
      expect(response?.status(), address).toBe(404);
      await expectHydrated(page);
      await expect(heading(page), address).toHaveText('Page Not Found');
    }
    expect(pageErrors.filter((error) => !/status of 404/.test(error))).toEqual([]);
  },
);

test('the worker registers only after load, and saves only hashed assets, pages and the search index', async ({
  page,
}) => {
  await page.addInitScript(() => {
    // eslint-disable-next-line @typescript-eslint/unbound-method -- called below with its own receiver
    const register = ServiceWorkerContainer.prototype.register;
    ServiceWorkerContainer.prototype.register = function registerAndNote(...args: Parameters<typeof register>) {
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      (window as unknown as {registeredAfterLoad: boolean}).registeredAfterLoad = navigation.loadEventEnd > 0;
      return register.apply(this, args);
    };
  });
  // On the first visit, before the worker controls anything: after a reload the page is
  // controlled at once, and its own (later) register call would race the check.
  await page.goto(`${server.url}/docs/introduction`);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as {registeredAfterLoad?: boolean}).registeredAfterLoad))
    .toBe(true);
  await visitUntilSaved(page, `${server.url}/docs/introduction`);

  const saved = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
  expect(saved.length).toBeGreaterThan(100);
  for (const url of saved) {
    expect(url, 'a saved file').toMatch(
      /^\/(assets\/.+|(.+\/)?|404\.html|search-index\/.+\.json|img\/(logo|favicon)\.svg|.+\.md|llms\.txt)$/,
    );
  }
  expect(saved).toContain('/search-index/manifest.json');
  expect(saved).toContain('/docs/introduction.md');
  expect(saved).not.toContain('/llms-full.txt');
  expect(saved.some((url) => url.startsWith('/tests/'))).toBe(false);
});

for (const [name, connection] of [
  ['Save-Data is on', {saveData: true, effectiveType: '4g'}],
  ['the connection is 2g', {saveData: false, effectiveType: '2g'}],
  ['the connection is slow-2g', {saveData: false, effectiveType: 'slow-2g'}],
] as const) {
  test(`nothing is cached when ${name}`, async ({page}) => {
    await page.addInitScript((emulated) => {
      Object.defineProperty(navigator, 'connection', {value: {...emulated, addEventListener() {}}, configurable: true});
    }, connection);
    const workerRequests: string[] = [];
    page.on('request', (request) => {
      if (/\/sw\.js|workbox/.test(request.url())) workerRequests.push(request.url());
    });
    await page.goto(`${server.url}/docs/introduction`);
    await pastLoadAndIdle(page);
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((list) => list.length))).toBe(0);
    expect(await page.evaluate(() => caches.keys())).toEqual([]);
    expect(workerRequests).toEqual([]);
  });
}

test('with a normal connection the same wait registers the worker (the control case of the tests above)', async ({
  page,
}) => {
  await page.goto(`${server.url}/docs/introduction`);
  await pastLoadAndIdle(page);
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.getRegistrations().then((list) => list.length)))
    .toBe(1);
});
