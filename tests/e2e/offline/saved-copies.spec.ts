// What the offline-reading worker serves from its caches is what the site put
// there: any script of the site's origin can write to those caches, and the
// worker checks every saved copy against the digest the build recorded, so a
// planted page or script never runs, online or offline; and a page it serves
// carries the host's security headers, whatever headers are stored beside it.
import {readFileSync} from 'node:fs';
import path from 'node:path';

import type {Page} from '@playwright/test';

import {headersForPath, parseHeadersFile} from '../../../plugins/security-headers/headersFile';
import {E2E_SITES} from '../support/sites';
import {expect, expectHydrated, serveBuildForFile, test} from '../support/test';
import {visitUntilSaved} from './worker';

const BUILD_DIR = E2E_SITES.find((site) => site.name === 'site')!.outDir;

const server = serveBuildForFile({dir: BUILD_DIR, applyHeadersFile: true});

/** The headers the host sends with every file of the site (the first rule of _headers). */
const HOST_HEADERS = () =>
  headersForPath(parseHeadersFile(readFileSync(path.join(BUILD_DIR, '_headers'), 'utf8')), '/docs/introduction');

const heading = (page: Page) => page.getByRole('heading', {level: 1});

const PLANTED_PAGE = '<!doctype html><title>Planted</title><h1>Planted page</h1><script src="/planted.js"></script>';
const PLANTED_SCRIPT = 'window.planted = true; document.title = "Planted script";';

/**
 * As a script of the site could: replaces, in every cache, the saved copy of each file whose path
 * matches, with a body (and headers) of its own. Returns the paths it replaced.
 */
async function plantInCaches(
  page: Page,
  plants: {path: string; body: string | null; type: string}[],
): Promise<string[]> {
  return page.evaluate(async (wanted) => {
    const replaced: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const {pathname} = new URL(request.url);
        const plant = wanted.find((candidate) => new RegExp(candidate.path).test(pathname));
        if (!plant) continue;
        // A null body: the genuine bytes, stored with no header at all.
        const body = plant.body ?? (await (await cache.match(request))!.arrayBuffer());
        await cache.put(request, new Response(body, {headers: plant.type ? {'Content-Type': plant.type} : {}}));
        replaced.push(pathname);
      }
    }
    return replaced;
  }, plants);
}

const PAGE_AND_MAIN = [
  {path: '^/docs/introduction/$', body: PLANTED_PAGE, type: 'text/html'},
  {path: '^/assets/js/main\\.[0-9a-f]+\\.js$', body: PLANTED_SCRIPT, type: 'text/javascript'},
];

const plantedRan = (page: Page) => page.evaluate(() => Boolean((window as unknown as {planted?: boolean}).planted));

test('a page and main.js planted in the offline cache never run, offline or online, and the saved copies are mended', async ({
  page,
  context,
}) => {
  await visitUntilSaved(page, `${server.url}/`);
  expect((await plantInCaches(page, PAGE_AND_MAIN)).sort()).toEqual([
    expect.stringMatching(/^\/assets\/js\/main\./),
    '/docs/introduction/',
  ]);

  // Offline the planted copies are refused, and there is nothing else to serve: an error, not the plant.
  await context.setOffline(true);
  const refused = await page.goto(`${server.url}/docs/introduction`);
  expect(refused?.status()).toBe(503);
  await expect(page.locator('body')).toContainText('not the one this site made');
  await expect(page.locator('body')).not.toContainText('Planted');
  expect(await plantedRan(page)).toBe(false);

  // Online the worker serves the network's copies and puts them back in its cache.
  await context.setOffline(false);
  await page.goto(`${server.url}/docs/introduction`);
  await expectHydrated(page);
  await expect(heading(page)).toHaveText('Introduction');
  expect(await plantedRan(page)).toBe(false);

  await context.setOffline(true);
  await page.goto(`${server.url}/docs/introduction`);
  await expectHydrated(page);
  await expect(heading(page)).toHaveText('Introduction');
  expect(await plantedRan(page)).toBe(false);
});

test('a planted main.js never runs on a page served from the cache, online and offline', async ({page, context}) => {
  await visitUntilSaved(page, `${server.url}/`);
  expect(await plantInCaches(page, PAGE_AND_MAIN.slice(1))).toHaveLength(1);
  // A new tab each time: the tab that loaded main.js keeps it in memory and would not ask the worker.
  await page.close();
  // Online the network's main.js is served instead, and the page starts.
  const online = await context.newPage();
  await online.goto(`${server.url}/blog`);
  await expectHydrated(online);
  await expect(heading(online)).toHaveText('Nadle blog');
  expect(await plantedRan(online)).toBe(false);
  // Offline the saved page still opens; its scripts do not start, and the plant never runs.
  expect(await plantInCaches(online, PAGE_AND_MAIN.slice(1))).toHaveLength(1);
  await online.close();
  await context.setOffline(true);
  const offline = await context.newPage();
  await offline.goto(`${server.url}/blog`);
  await expect(heading(offline)).toHaveText('Nadle blog');
  await offline.waitForLoadState('load');
  expect(await plantedRan(offline)).toBe(false);
  await expect(offline).not.toHaveTitle('Planted script');
});

test("a page served from the cache carries the host's security headers, even when the copy's own were dropped", async ({
  page,
  context,
}) => {
  const expected = HOST_HEADERS();
  expect(expected['Content-Security-Policy']).toMatch(/script-src 'self'/);
  await visitUntilSaved(page, `${server.url}/`);
  // The genuine bytes, stored without a header: the check of the body passes, the headers come from the build.
  expect(await plantInCaches(page, [{path: '^/docs/introduction/$', body: null, type: ''}])).toEqual([
    '/docs/introduction/',
  ]);
  await context.setOffline(true);
  for (const address of ['/docs/introduction', '/docs/api/index/', '/', '/docs/no-such-page']) {
    const response = await page.goto(`${server.url}${address}`);
    expect(response?.fromServiceWorker(), address).toBe(true);
    const headers = await response!.allHeaders();
    for (const [name, value] of Object.entries(expected))
      expect(headers[name.toLowerCase()], `${name} of ${address}`).toBe(value);
    expect(headers['content-type'], address).toBe('text/html; charset=utf-8');
    await expectHydrated(page);
  }
});
