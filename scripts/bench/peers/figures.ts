// What the peer benchmark measures for each engine, and the browser helpers every
// engine's run shares: ranks, pages and bytes sent (success@3, MRR and
// percentiles come from ../stats).
import type {Browser, BrowserContext, Page} from '@playwright/test';

import {pagePath} from '../search-queries';
import type {ServedBuild} from '../../../tests/e2e/support/serve-build';
import {MAX_RANK} from './settings';

export interface EngineFigures {
  name: string;
  ranks: Map<string, number | null>;
  indexRaw: number;
  indexGzip: number;
  coldBytes: number;
  keystrokes: number[];
  notes: string[];
}

/** Rank (1-based) of the first expected page among the distinct pages of `urls`, in order. */
export function rankOf(urls: string[], expected: string[], basePath: string): number | null {
  const pages = [...new Set(urls.map((url) => pagePath(url, basePath)))].slice(0, MAX_RANK);
  const position = pages.findIndex((page) => expected.includes(page));
  return position < 0 ? null : position + 1;
}

export async function newPage(browser: Browser): Promise<{context: BrowserContext; page: Page}> {
  // This site's offline-reading worker would save the whole site during the measures (the peers have none).
  const context = await browser.newContext({serviceWorkers: 'block'});
  // tsx compiles this file with esbuild's keepNames, which wraps named inner functions in a
  // `__name` helper call; a function sent to the page (spyOnSearchWorker) needs it there too.
  await context.addInitScript('globalThis.__name ??= (target) => target;');
  return {context, page: await context.newPage()};
}

export async function hydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForSelector('html[data-has-hydrated="true"]');
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => {
    window.addEventListener('keydown', (event) => ((window as unknown as {keyAt: number}).keyAt = event.timeStamp), {
      capture: true,
    });
  });
}

export const lastKeyAt = (page: Page) => page.evaluate(() => (window as unknown as {keyAt: number}).keyAt);

/** Bytes the server sends from now until `action` is done and the network is quiet. */
export async function bytesFor(site: ServedBuild, page: Page, action: () => Promise<void>): Promise<number> {
  const before = site.sentBytes();
  await action();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  return site.sentBytes() - before;
}
