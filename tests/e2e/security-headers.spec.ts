// The site served with exactly the headers of its generated _headers file, as
// Netlify or Cloudflare Pages would: every route must render, hydrate and search
// without the Content-Security-Policy blocking anything.
import {readFileSync} from 'node:fs';
import path from 'node:path';

import type {Page} from '@playwright/test';

import {HEADERS_FILE} from '../../plugins/security-headers';
import {headersForPath, parseHeadersFile} from '../../plugins/security-headers/headersFile';
import {SITE_ROUTES} from './site-routes';
import {expectHydrated, gotoHydrated} from './support/page';
import {expect, serveBuildForFile, test} from './support/test';
import {recordCspViolations} from './support/csp';
import {e2eSite} from './support/sites';

// The build in local search mode (baseUrl "/").
const BUILD_DIR = e2eSite('site').outDir;

const server = serveBuildForFile({dir: BUILD_DIR, applyHeadersFile: true});

test('the served headers are those of the _headers file, with a strict script policy', async ({request}) => {
  const rules = parseHeadersFile(readFileSync(path.join(BUILD_DIR, HEADERS_FILE), 'utf8'));
  const expected = headersForPath(rules, '/docs/introduction');
  const response = await request.get(`${server.url}/docs/introduction`);

  const csp = response.headers()['content-security-policy'];
  expect(csp).toBe(expected['Content-Security-Policy']);
  expect(response.headers()['x-content-type-options']).toBe('nosniff');
  expect(response.headers()['referrer-policy']).toBe(expected['Referrer-Policy']);
  expect(response.headers()['permissions-policy']).toBe(expected['Permissions-Policy']);
  const scriptSrc = csp?.split(';').find((directive) => directive.trim().startsWith('script-src '));
  expect(scriptSrc).toMatch(/'sha256-[\w+/=]+'/);
  expect(scriptSrc).not.toMatch(/'unsafe-inline'|'unsafe-eval'|\*/);
  expect(csp).toContain("frame-ancestors 'none'");
});

test('the policy refuses an inline script that the build did not emit, and the test sees it', async ({page}) => {
  const violations = await recordCspViolations(page);
  await gotoHydrated(page, `${server.url}/docs/introduction`);

  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injectedScriptRan = true;';
    document.head.append(script);
    return 'injectedScriptRan' in window;
  });

  expect(ran).toBe(false);
  await expect.poll(violations).toContainEqual(expect.stringMatching(/^script-src-elem blocked inline /));
});

test.describe('every route renders under the policy', () => {
  for (const route of SITE_ROUTES) {
    test(`${route.path} hydrates with no violation`, async ({page}) => {
      const violations = await recordCspViolations(page);
      const response = await page.goto(`${server.url}${route.path}`);

      expect(response?.headers()['content-security-policy']).toBeTruthy();
      await expectHydrated(page);
      await expect(page.getByRole('heading', {level: 1}).first()).toHaveText(route.heading);
      await page.waitForLoadState('networkidle');
      expect(await violations()).toEqual([]);
    });
  }
});

test('search answers under the policy', async ({page}) => {
  const violations = await recordCspViolations(page);
  await gotoHydrated(page, `${server.url}/docs/introduction`);

  await page.keyboard.press('Control+k');
  await page.getByRole('searchbox').fill('install');

  await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await violations()).toEqual([]);
});
