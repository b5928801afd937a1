// The task graphs and command output drawn beside flagged samples
// (plugins/code-highlight/task-graph/): each figure is an image with a title and a
// description, the output blocks say what the planning model says for the same
// sample, nothing overflows a phone screen (axe checks these pages whole, in
// a11y/axe.spec.ts), the home page's first screen holds the sample, its graph and its dry run
// without shifting, and a page reached by a link is styled under the site's
// Content-Security-Policy as on a first load.
import fs from 'node:fs';
import path from 'node:path';

import type {Page} from '@playwright/test';
import type {Code, Root} from 'mdast';
import {fromMarkdown} from 'mdast-util-from-markdown';

import {defaultNadleModel} from '../../plugins/code-highlight/task-graph/model';
import {expandNadleSamples} from '../../plugins/code-highlight/task-graph/samples';
import {recordCspViolations} from './support/csp';
import {expectHydrated, gotoHydrated} from './support/page';
import {e2eSite} from './support/sites';
import {expect, serveBuildForFile, test} from './support/test';

/** Playwright runs from the repository root. */
const ROOT = process.cwd();

/** The pages with flagged samples, and the source file they come from. */
const GRAPH_PAGES = [
  {route: '/', source: 'src/pages/_home-hero-sample.mdx'},
  {route: '/docs/concepts/task', source: 'docs/concepts/task.md'},
  {route: '/docs/concepts/workspace', source: 'docs/concepts/workspace.md'},
  {route: '/docs/guides/configuring-task', source: 'docs/guides/configuring-task.md'},
  {route: '/docs/guides/executing-task', source: 'docs/guides/executing-task.md'},
  {route: '/docs/getting-started/features/auto-correction', source: 'docs/getting-started/features/auto-correction.md'},
  {route: '/docs/getting-started/features/monorepo', source: 'docs/getting-started/features/monorepo.md'},
  {route: '/docs/getting-started/playground', source: 'docs/getting-started/playground.mdx'},
  {route: '/docs/config-reference', source: 'docs/config-reference.md'},
];

/** What the model prints for each command of the page's flagged samples, in page order, as `$ nadle …` → text. */
function expectedOutputs(source: string): {title: string; text: string}[] {
  const tree = fromMarkdown(fs.readFileSync(path.join(ROOT, source), 'utf8')) as Root;
  expandNadleSamples(tree, {source, model: defaultNadleModel});
  const outputs: {title: string; text: string}[] = [];
  const walk = (node: {children?: unknown[]}) => {
    for (const child of (node.children ?? []) as (Code & {children?: unknown[]})[]) {
      const title = /title="(\$ nadle [^"]*)"/.exec(child.meta ?? '')?.[1];
      if (child.type === 'code' && title) outputs.push({title, text: child.value});
      walk(child);
    }
  };
  walk(tree);
  return outputs;
}

/** The `$ nadle …` code blocks of the page, with their text as the reader sees it. */
async function shownOutputs(page: Page) {
  return page.locator('.theme-code-block').evaluateAll((blocks) =>
    blocks.flatMap((block) => {
      const title = block.querySelector('[class*="codeBlockTitle"]')?.textContent ?? '';
      if (!title.startsWith('$ nadle ')) return [];
      const lines = Array.from(block.querySelectorAll('.token-line')).map((line) =>
        (line.textContent ?? '').replace(/\n$/, ''),
      );
      return [{title, text: lines.join('\n')}];
    }),
  );
}

for (const {route, source} of GRAPH_PAGES) {
  test(`${route}: every graph is a titled image and every output block says what the model says`, async ({page}) => {
    await gotoHydrated(page, route);
    const images = page.locator('figure svg[role="img"]');
    expect(await images.count()).toBeGreaterThan(0);
    for (const image of await images.all()) {
      // The accessible name and description come from the SVG's own <title> and <desc>.
      // A cycle's picture is named by the cycle too (…: the cycle a → b → a).
      await expect(image).toHaveAccessibleName(/^Task graph of nadle /);
      await expect(image).toHaveAccessibleDescription(/^(Workspaces: .*)?Tasks: /);
      // The scroll region that holds it can be reached with the keyboard.
      await expect(image.locator('xpath=..')).toHaveAttribute('tabindex', '0');
    }
    const expected = expectedOutputs(source);
    expect(expected.length).toBeGreaterThan(0);
    expect(await shownOutputs(page)).toEqual(expected);
  });

  test(`${route}: no horizontal page overflow at 390 px`, async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await gotoHydrated(page, route);
    const {scrollWidth, clientWidth} = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
  });
}

test.describe('home page first screen', () => {
  const sample = (page: Page) => ({
    heading: page.getByRole('heading', {level: 1}),
    config: page.locator('.theme-code-block').filter({hasText: 'tasks.register("build")'}).first(),
    graph: page.getByRole('img', {name: 'Task graph of nadle --dry-run build'}),
    dryRun: page.locator('.theme-code-block').filter({hasText: 'Execution plan:'}),
  });

  test('at 1280 px holds the config, its graph and its dry run side by side', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 800});
    await gotoHydrated(page, '/');
    const {config, graph, dryRun} = sample(page);
    const boxes = await Promise.all([config, graph, dryRun].map((locator) => locator.boundingBox()));
    const [configBox, graphBox, dryRunBox] = boxes.map((box) => box!);
    for (const box of boxes) expect(box!.y + box!.height).toBeLessThanOrEqual(800);
    expect(graphBox.x).toBeGreaterThanOrEqual(configBox.x + configBox.width);
    expect(dryRunBox.x).toBeGreaterThanOrEqual(graphBox.x + graphBox.width);
    // One primary call to action, and the create command with its copy button.
    await expect(page.locator('main a.button--primary')).toHaveCount(1);
    await expect(
      page.locator('.theme-code-block').filter({hasText: 'npm create nadle'}).getByRole('button', {name: /copy/i}),
    ).toHaveCount(1);
  });

  test('at 390 px stacks them below the heading', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await gotoHydrated(page, '/');
    const {heading, config, graph, dryRun} = sample(page);
    const [headingBox, configBox, graphBox, dryRunBox] = (
      await Promise.all([heading, config, graph, dryRun].map((locator) => locator.boundingBox()))
    ).map((box) => box!);
    expect(configBox.y).toBeGreaterThan(headingBox.y + headingBox.height);
    expect(graphBox.y).toBeGreaterThanOrEqual(configBox.y + configBox.height);
    expect(dryRunBox.y).toBeGreaterThanOrEqual(graphBox.y + graphBox.height);
  });

  test('does not shift while it loads (CLS 0)', async ({page}) => {
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as {layoutShifts: number[]}).layoutShifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {value: number; hadRecentInput: boolean})[]) {
          if (!entry.hadRecentInput) shifts.push(entry.value);
        }
      }).observe({type: 'layout-shift', buffered: true});
    });
    await page.setViewportSize({width: 1280, height: 800});
    await gotoHydrated(page, '/');
    // Past hydration and the idle-time work that follows it, then one more frame.
    await page.evaluate(
      () => new Promise((resolve) => requestIdleCallback(() => requestAnimationFrame(resolve), {timeout: 2000})),
    );
    expect(await page.evaluate(() => (window as unknown as {layoutShifts: number[]}).layoutShifts)).toEqual([]);
  });
});

test.describe('a page reached by a link, under the Content-Security-Policy of _headers', () => {
  // The page's own <style> elements are then written by React, not read from the HTML.
  const server = serveBuildForFile({dir: e2eSite('site').outDir, applyHeadersFile: true});

  /** Follows `link` from `from` without a page load; returns what the policy blocked. */
  async function follow(page: Page, from: string, link: (page: Page) => ReturnType<Page['locator']>) {
    const blocked = await recordCspViolations(page);
    await page.setViewportSize({width: 1280, height: 800});
    await gotoHydrated(page, `${server.url}${from}`);
    await page.evaluate(() => ((window as unknown as {sameDocument: boolean}).sameDocument = true));
    await link(page).click();
    return {
      blocked,
      sameDocument: () => page.evaluate(() => (window as unknown as {sameDocument?: boolean}).sameDocument === true),
    };
  }

  test('the home page keeps its first-screen layout', async ({page}) => {
    const {blocked, sameDocument} = await follow(page, '/docs/introduction', (current) =>
      current.locator('a.navbar__brand'),
    );
    await expect(page.getByRole('img', {name: 'Task graph of nadle --dry-run build'})).toBeVisible();
    expect(await sameDocument()).toBe(true);
    const config = page.locator('.theme-code-block').filter({hasText: 'tasks.register("build")'}).first();
    const graph = page.getByRole('img', {name: 'Task graph of nadle --dry-run build'});
    const [configBox, graphBox] = [await config.boundingBox(), await graph.boundingBox()];
    expect(graphBox!.x).toBeGreaterThanOrEqual(configBox!.x + configBox!.width);
    expect(await blocked()).toEqual([]);
  });

  test('a cycle keeps its marked edges', async ({page}) => {
    const {blocked, sameDocument} = await follow(page, '/docs/concepts/task', (current) =>
      current.getByRole('link', {name: 'Its error entry', exact: true}),
    );
    const cycle = page.getByRole('img', {name: /^Task graph of nadle --dry-run a: the cycle a → b → a$/});
    await expect(cycle).toBeVisible();
    expect(await sameDocument()).toBe(true);
    const edges = await cycle
      .locator('path.tg-c')
      .evaluateAll((paths) => paths.map((path) => getComputedStyle(path).strokeDasharray));
    expect(edges).toHaveLength(2);
    for (const dashes of edges) expect(dashes).not.toBe('none');
    await expect(cycle.locator('xpath=..')).toHaveCSS('overflow-x', 'auto');
    expect(await blocked()).toEqual([]);
  });
});
