// The site served with exactly the headers of its generated _headers file, as
// Netlify or Cloudflare Pages would: the headers are those of the file, the
// policy blocks a script the build did not write, and search answers without the
// Content-Security-Policy blocking anything.
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

import {HEADERS_FILE} from '../../plugins/security-headers';
import {headersForPath, parseHeadersFile} from '../../plugins/security-headers/headersFile';
import {expect, gotoHydrated, serveBuildForFile, test} from './support/test';
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

test('every script of the offline-reading worker is revalidated on each update check', async ({request}) => {
  const scripts = readdirSync(BUILD_DIR).filter((name) => name.endsWith('sw.js'));
  // sw.js and the chunk that holds the worker's own code and the digests of the saved files.
  expect(scripts.length).toBeGreaterThanOrEqual(2);
  for (const name of scripts) {
    const response = await request.get(`${server.url}/${name}`);
    expect(response.headers()['cache-control'], name).toBe('no-cache');
  }
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

// Every route hydrating under the policy with nothing blocked is part of the
// route sweep (every-route.spec.ts), which serves the same build the same way.

test('search answers under the policy', async ({page}) => {
  const violations = await recordCspViolations(page);
  await gotoHydrated(page, `${server.url}/docs/introduction`);

  await page.keyboard.press('Control+k');
  await page.getByRole('searchbox').fill('install');

  await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await violations()).toEqual([]);
});
