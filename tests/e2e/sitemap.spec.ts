// Page-wide checks driven by the built sitemap.xml, so that a page added later
// is visited without anyone listing it here: each page, served with exactly the
// headers of the build's _headers file as Netlify or Cloudflare Pages would,
// loads, hydrates and logs no error, and its Content-Security-Policy blocks
// nothing; a route of tests/e2e/site-routes.ts shows its heading and stays within
// its first-load budget (tests/e2e/support/page-weight-budget.ts). The sitemap
// itself must list every one of those routes. One sweep does all of it, so each
// page is loaded once.
import {readFileSync} from 'node:fs';
import type {Page} from '@playwright/test';
import path from 'node:path';

import {DomUtils, parseDocument} from 'htmlparser2';

import {pageWeight, recordDownloads} from '../../scripts/bench/page-weight';
import {SITE_ROUTES, type SiteRoute} from './site-routes';
import {recordCspViolations} from './support/csp';
import {expectWithinPageWeightBudget} from './support/page-weight-budget';
import {e2eSite} from './support/sites';
import {expect, expectHydrated, gotoHydrated, serveBuildForFile, test} from './support/test';

const site = e2eSite('site');

/** The path of each page the sitemap lists, relative to the site's base URL ("/docs/introduction"). */
function sitemapPaths(): string[] {
  const xml = readFileSync(path.join(site.outDir, 'sitemap.xml'), 'utf8');
  const locations = DomUtils.getElementsByTagName('loc', parseDocument(xml, {xmlMode: true}).children);
  return locations.map((location) => {
    const {pathname} = new URL(DomUtils.textContent(location).trim());
    return `/${pathname.slice(site.basePath.length)}`;
  });
}

const SITEMAP_PATHS = sitemapPaths();

// The build in local search mode, with its headers.
const server = serveBuildForFile({dir: site.outDir, applyHeadersFile: true});

const SITE_ROUTE_PATHS = new Set(SITE_ROUTES.map((route) => route.path));

/**
 * Loads a route under the policy: answered 200 with the policy, hydrated, the heading, nothing blocked or broken.
 * A route of site-routes.ts, as written there, also has its downloads up to network idle held against its budget.
 */
async function expectRouteLoadsUnderPolicy(
  page: Page,
  pageErrors: string[],
  route: string,
  heading?: SiteRoute['heading'],
): Promise<void> {
  const violations = await recordCspViolations(page);
  const downloads = await recordDownloads(page, new URL(server.url).origin, site.outDir, async () => {
    const response = await page.goto(`${server.url}${route}`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-security-policy']).toBeTruthy();
    await expectHydrated(page);
    if (heading !== undefined) await expect(page.getByRole('heading', {level: 1}).first()).toHaveText(heading);
    await expect(page.getByRole('heading', {level: 1})).toHaveCount(1);
    await expect(page).toHaveTitle(/\S.* \| Nadle$|^Nadle/);
    await page.waitForLoadState('networkidle');
  });
  expect(await violations(), 'blocked by the Content-Security-Policy').toEqual([]);
  expect(pageErrors).toEqual([]);
  if (SITE_ROUTE_PATHS.has(route)) expectWithinPageWeightBudget(route, pageWeight(route, downloads));
}

// The search page is left out on purpose: it has no content of its own.
const NOT_IN_SITEMAP = new Set(['/search']);

/** A category page is listed with a trailing slash and answers without one too. */
const withoutTrailingSlash = (route: string) => (route === '/' ? route : route.replace(/\/$/, ''));

const SITE_ROUTE_BY_PATH = new Map(SITE_ROUTES.map((route) => [withoutTrailingSlash(route.path), route]));

// tests/e2e/site-routes.ts lists every route there is (any other path shows the
// not-found page), so the sitemap must hold exactly those routes.
test('the sitemap lists exactly the routes of the site, but the search page', () => {
  const listed = SITEMAP_PATHS.map(withoutTrailingSlash);
  const expected = SITE_ROUTES.map((route) => withoutTrailingSlash(route.path)).filter(
    (route) => !NOT_IN_SITEMAP.has(route),
  );
  expect(
    expected.filter((route) => !listed.includes(route)),
    'routes missing from sitemap.xml',
  ).toEqual([]);
  expect(
    listed.filter((route) => !expected.includes(route)),
    'pages missing from the route list: add a new route to tests/e2e/site-routes.ts so every page-wide test visits it',
  ).toEqual([]);
});

test.describe('every page of the sitemap loads under its security headers without errors (a route of the site within its first-load budget)', () => {
  for (const route of SITEMAP_PATHS) {
    test(route, async ({page, pageErrors}) => {
      await expectRouteLoadsUnderPolicy(
        page,
        pageErrors,
        route,
        SITE_ROUTE_BY_PATH.get(withoutTrailingSlash(route))?.heading,
      );
    });
  }
});

// The routes of site-routes.ts the sweep above does not visit as written:
// the search page, and category pages the sitemap lists with a trailing slash.
const SITE_ROUTES_NOT_SWEPT: SiteRoute[] = SITE_ROUTES.filter((route) => !SITEMAP_PATHS.includes(route.path));

test.describe('every route of the site', () => {
  for (const route of SITE_ROUTES_NOT_SWEPT) {
    test(`${route.path} answers 200 under its security headers, shows its heading and stays within its first-load budget`, async ({
      page,
      pageErrors,
    }) => {
      await expectRouteLoadsUnderPolicy(page, pageErrors, route.path, route.heading);
    });
  }
});

test('an unknown path shows the not-found page', async ({page, navbar}) => {
  const response = await page.goto('docs/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
  // The not-found page keeps the site furniture, so the reader can go on.
  await expect(navbar.getByRole('link', {name: 'Docs'})).toBeVisible();
});

for (const suffix of ['.html', '/index.html']) {
  test(`a path ending in ${suffix} shows the page without that ending`, async ({page}) => {
    const response = await gotoHydrated(page, `docs/introduction${suffix}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Introduction');
    await expect(page.getByRole('heading', {level: 1, name: 'Page Not Found'})).toHaveCount(0);
  });
}
