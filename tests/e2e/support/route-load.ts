// A first visit of one route of a build served with its _headers, as Netlify or Cloudflare
// Pages would serve it: what the page-wide sweeps (every-route.spec.ts, sitemap.spec.ts)
// check on each load, and what they record of it for the checks that come after.
import type {Page} from '@playwright/test';

import {recordDownloads, type LoadedFile} from '../../../scripts/bench/page-weight';
import {recordCspViolations} from './csp';
import {expect, expectHydrated} from './test';

export interface RouteLoad {
  /** What the page downloaded from navigation until it hydrated and the network went idle. */
  downloads: {files: LoadedFile[]; external: string[]};
  /** What the Content-Security-Policy has blocked on the page so far. */
  cspViolations: () => Promise<string[]>;
}

/**
 * Loads `route` from `origin` + `route` in a fresh page: answered 200 with the policy, hydrated,
 * one level-1 heading (`heading` when given), the site's title. Waits for network idle, and runs
 * `whileSettling` (checks that leave the page as it is) during that wait.
 */
export async function loadUnderPolicy(
  page: Page,
  {siteUrl, buildDir}: {siteUrl: string; buildDir: string},
  route: string,
  heading?: string | RegExp,
  whileSettling?: () => Promise<void>,
): Promise<RouteLoad> {
  const cspViolations = await recordCspViolations(page);
  const downloads = await recordDownloads(page, new URL(siteUrl).origin, buildDir, async () => {
    const response = await page.goto(`${siteUrl}${route}`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-security-policy']).toBeTruthy();
    await expectHydrated(page);
    if (heading !== undefined) await expect(page.getByRole('heading', {level: 1}).first()).toHaveText(heading);
    await expect(page.getByRole('heading', {level: 1})).toHaveCount(1);
    await expect(page).toHaveTitle(/\S.* \| Nadle$|^Nadle/);
    // Network idle is half a second without a request: time enough for a check of the page.
    await Promise.all([page.waitForLoadState('networkidle'), whileSettling?.()]);
  });
  return {downloads, cspViolations};
}
