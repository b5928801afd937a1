// Updates of the offline-reading worker: the reader of a saved page is offered
// the next deploy, gets it on reload or on the next visit, and no page ever
// loads hashed assets of both deploys. The next deploy is built by
// tests/e2e/offline/build-next-site.ts; both are served on the same port, one
// after the other, as a host switching deploys.
import {readdirSync} from 'node:fs';
import path from 'node:path';

import type {BrowserContext, Page} from '@playwright/test';
import {expect, expectHydrated, test} from '../support/test';

import {E2E_SITES} from '../support/sites';
import {serveBuild} from '../support/serve-build';
import {NEXT_BUILD_DIR, NEXT_BUILD_SENTENCE} from './next-deploy.mjs';
import {axeViolations} from '../a11y/axe';
import {visitUntilSaved} from './worker';

const FIRST_BUILD_DIR = E2E_SITES.find((site) => site.name === 'site')!.outDir;
// Ports of this checkout's range (E2E_PORT_BASE + 5 and + 6), one for each test, since the two run side
// by side: the worker belongs to an origin, so both deploys of one test share its port.
const PORT_BASE = Number(process.env.E2E_PORT_BASE ?? 4173);
const PORTS = {offered: PORT_BASE + 5, dismissed: PORT_BASE + 6};
const PAGE = '/docs/introduction';

const assetsOf = (dir: string) =>
  new Set(
    readdirSync(path.join(dir, 'assets'), {recursive: true, encoding: 'utf8'}).map(
      (file) => `/assets/${file.replaceAll(path.sep, '/')}`,
    ),
  );

/** Asset paths of each document the page loads, in order. */
function recordAssetsPerDocument(page: Page): string[][] {
  const documents: string[][] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.resourceType() === 'document' && request.frame() === page.mainFrame()) documents.push([]);
    else if (url.pathname.startsWith('/assets/')) documents.at(-1)?.push(url.pathname);
  });
  return documents;
}

function expectNoMixedDocument(documents: string[][]): void {
  const first = assetsOf(FIRST_BUILD_DIR);
  const next = assetsOf(NEXT_BUILD_DIR);
  for (const [index, assets] of documents.entries()) {
    const onlyFirst = assets.filter((asset) => first.has(asset) && !next.has(asset));
    const onlyNext = assets.filter((asset) => next.has(asset) && !first.has(asset));
    expect(
      onlyFirst.length === 0 || onlyNext.length === 0,
      `document ${index} loads ${onlyFirst[0]} and ${onlyNext[0]}`,
    ).toBe(true);
  }
}

/**
 * The worker of `origin` that waits for the reader's tabs to close (the next deploy's),
 * watched through DevTools from a blank tab, which no worker serves.
 */
async function watchWaitingWorker(context: BrowserContext, origin: string): Promise<{activated: () => Promise<void>}> {
  const watcher = await context.newPage();
  const devtools = await context.newCDPSession(watcher);
  const statusOf = new Map<string, string>();
  devtools.on('ServiceWorker.workerVersionUpdated', ({versions}) => {
    for (const version of versions)
      if (version.scriptURL.startsWith(origin)) statusOf.set(version.versionId, version.status);
  });
  await devtools.send('ServiceWorker.enable');
  const waiting = () => [...statusOf].find(([, status]) => status === 'installed')?.[0];
  await expect.poll(waiting, {message: 'a worker of the next deploy waits'}).toBeDefined();
  const versionId = waiting()!;
  return {
    activated: async () => {
      await expect
        .poll(() => statusOf.get(versionId), {message: 'the waiting worker takes over once the tab is closed'})
        .toBe('activated');
      await watcher.close();
    },
  };
}

let server: Awaited<ReturnType<typeof serveBuild>> | undefined;

test.afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** Serves the first deploy, saves the site, then switches the host to the next deploy and loads the page again. */
async function readerMeetsNextDeploy(page: Page, port: number): Promise<string> {
  server = await serveBuild({dir: FIRST_BUILD_DIR, applyHeadersFile: true, port});
  await visitUntilSaved(page, `${server.url}${PAGE}`);
  await expect(page.getByText(NEXT_BUILD_SENTENCE)).toHaveCount(0);
  await server.close();
  server = await serveBuild({dir: NEXT_BUILD_DIR, applyHeadersFile: true, port});
  await page.reload();
  // The saved page of the first deploy, until the reader accepts the next one.
  await expectHydrated(page);
  await expect(page.getByText(NEXT_BUILD_SENTENCE)).toHaveCount(0);
  return server.url;
}

// The live region holds the prompt (a fixed box); the region itself takes no space.
const region = (page: Page) => page.locator('[role="status"]:has(.alert)');
const prompt = (page: Page) => page.getByRole('status').locator('.alert', {hasText: 'New version available'});
// The prompt waits for the new worker to download the whole next deploy in the background.
const DOWNLOAD_TIMEOUT_MS = 90_000;

test.describe.configure({timeout: 240_000});

test('a new deploy is offered politely, without moving focus, and Refresh shows it', async ({page}, testInfo) => {
  const documents = recordAssetsPerDocument(page);
  await readerMeetsNextDeploy(page, PORTS.offered);
  const searchButton = page.getByRole('button', {name: /^Search/});
  await searchButton.focus();

  await expect(prompt(page)).toBeVisible({timeout: DOWNLOAD_TIMEOUT_MS});
  await expect(region(page)).toHaveAttribute('aria-live', 'polite');
  await expect(searchButton).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({path: testInfo.outputPath('update-prompt.png')});

  // Keyboard use: the Refresh button takes focus and Enter presses it.
  await prompt(page).getByRole('button', {name: 'Refresh'}).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(NEXT_BUILD_SENTENCE)).toBeVisible();
  await page.reload();
  await expect(page.getByText(NEXT_BUILD_SENTENCE)).toBeVisible();
  expect(documents.length).toBeGreaterThanOrEqual(4);
  expectNoMixedDocument(documents);
});

test('a reader who dismisses the prompt keeps this version now and gets the next one on the next visit', async ({
  context,
  page,
}) => {
  const documents = recordAssetsPerDocument(page);
  const url = await readerMeetsNextDeploy(page, PORTS.dismissed);
  await expect(prompt(page)).toBeVisible({timeout: DOWNLOAD_TIMEOUT_MS});
  await prompt(page).getByRole('button', {name: 'Close'}).click();
  await expect(prompt(page)).toHaveCount(0);
  await expect(page.getByText(NEXT_BUILD_SENTENCE)).toHaveCount(0);
  expectNoMixedDocument(documents);

  // The next visit: the tab is closed and the site opened again, once the browser has
  // handed the site to the waiting worker. It does so only after the last tab of the
  // site has gone; a tab opened in the same instant is still served by the old worker.
  const waitingWorker = await watchWaitingWorker(context, url);
  await page.close();
  await waitingWorker.activated();
  const nextVisit = await context.newPage();
  const nextDocuments = recordAssetsPerDocument(nextVisit);
  await nextVisit.goto(`${url}${PAGE}`);
  await expect(nextVisit.getByText(NEXT_BUILD_SENTENCE)).toBeVisible();
  expectNoMixedDocument(nextDocuments);
});
