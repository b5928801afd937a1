// The sitemap against the route list: sitemap.xml lists exactly the routes of
// tests/e2e/site-routes.ts (every-route.spec.ts visits each of those with all its
// checks), and the few addresses it lists in another form (a category page with a
// trailing slash) load under their headers as well. Last, what any other address shows.
import {readFileSync} from 'node:fs';
import path from 'node:path';

import {DomUtils, parseDocument} from 'htmlparser2';

import {SITE_ROUTES} from './site-routes';
import {loadUnderPolicy} from './support/route-load';
import {e2eSite} from './support/sites';
import {expect, gotoHydrated, serveBuildForFile, test} from './support/test';

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

// The addresses the sitemap lists in another form than site-routes.ts: a category page with a
// trailing slash, which every-route.spec.ts visits without one.
const SITEMAP_ONLY_FORMS = SITEMAP_PATHS.filter((listed) => !SITE_ROUTES.some((route) => route.path === listed));

test.describe('an address the sitemap lists in another form loads under its security headers without errors', () => {
  for (const listed of SITEMAP_ONLY_FORMS) {
    test(listed, async ({page, pageErrors}) => {
      const heading = SITE_ROUTE_BY_PATH.get(withoutTrailingSlash(listed))?.heading;
      expect(heading, `${listed} is a form of a route of site-routes.ts`).toBeDefined();
      const {cspViolations} = await loadUnderPolicy(
        page,
        {siteUrl: server.url, buildDir: site.outDir},
        listed,
        heading,
      );
      expect(await cspViolations(), 'blocked by the Content-Security-Policy').toEqual([]);
      expect(pageErrors).toEqual([]);
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
