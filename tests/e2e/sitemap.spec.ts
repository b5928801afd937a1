// Page-wide checks driven by the built sitemap.xml, so that a page added later
// is visited without anyone listing it here: each page loads, hydrates and logs
// no error. The sitemap itself must list every route of the specification.
import {readFileSync} from 'node:fs';
import path from 'node:path';

import {expect, test} from '@playwright/test';
import {DomUtils, parseDocument} from 'htmlparser2';

import {E2E_SITES} from '../../scripts/e2e-sites.mjs';
import {SPEC_ROUTES} from './spec-routes';

const site = E2E_SITES.find((entry) => entry.name === 'site')!;

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

// The search page is left out on purpose: it has no content of its own.
const NOT_IN_SITEMAP = new Set(['/search']);

/** A category page is listed with a trailing slash and answers without one too. */
const withoutTrailingSlash = (route: string) => (route === '/' ? route : route.replace(/\/$/, ''));

// The spec lists every route there is ("any other path shows a not-found page"),
// so the sitemap must hold exactly its routes.
test('the sitemap lists exactly the pages of the specification, but the search page', () => {
  const listed = SITEMAP_PATHS.map(withoutTrailingSlash);
  const expected = SPEC_ROUTES.map((route) => withoutTrailingSlash(route.path)).filter((route) => !NOT_IN_SITEMAP.has(route));
  expect(expected.filter((route) => !listed.includes(route)), 'routes missing from sitemap.xml').toEqual([]);
  expect(
    listed.filter((route) => !expected.includes(route)),
    'pages that are not in the specification: add a new route to tests/e2e/spec-routes.ts so every page-wide test visits it',
  ).toEqual([]);
});

test.describe('every page of the sitemap loads without errors', () => {
  for (const route of SITEMAP_PATHS) {
    test(route, async ({page}) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(`console: ${message.text()}`);
      });
      page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
      page.on('requestfailed', (request) => errors.push(`request failed: ${request.url()}`));

      const response = await page.goto(route.replace(/^\//, ''));
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
      await expect(page.getByRole('heading', {level: 1})).toHaveCount(1);
      await expect(page).toHaveTitle(/\S.* \| Nadle$|^Nadle/);
      await page.waitForLoadState('networkidle');
      expect(errors).toEqual([]);
    });
  }
});
