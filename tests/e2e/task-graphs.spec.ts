// The task graphs and command output drawn beside flagged samples
// (plugins/code-highlight/task-graph/): each figure is an image with a title and a
// description, each command's terminal shows what the real Nadle 0.5.1 printed for the
// same sample (tests/nadle-recordings), nothing overflows a phone screen (axe checks these pages whole, in
// a11y/axe.spec.ts), the home page's first screen holds the sample, its graph and its dry run
// without shifting, and a page reached by a link is styled under the site's
// Content-Security-Policy as on a first load.
import type {Page} from '@playwright/test';

import {recordCspViolations} from './support/csp';
import {gotoHydrated} from './support/page';
import {recordedSampleCommands as recordedOutputs, withoutTrailingBlanks} from './support/recordings';
import {e2eSite} from './support/sites';
import {expect, serveBuildForFile, test} from './support/test';

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

/**
 * The terminal blocks of the page as the reader sees them: the command, the stdout and
 * stderr lines (stderr is marked), and the exit status. Words only a screen reader gets are left out.
 */
async function shownOutputs(page: Page) {
  return page.locator('figure.nt').evaluateAll((blocks) =>
    blocks.map((block) => {
      const code = block.querySelector('.nt-out code')!.cloneNode(true) as HTMLElement;
      code.querySelectorAll('.nt-vh').forEach((spoken) => spoken.remove());
      // Each stderr line is one marked span: tag its line to tell the streams apart.
      code.querySelectorAll('.nt-e').forEach((line) => (line.textContent = `\u0001${line.textContent}`));
      const lines = (code.textContent ?? '').split('\n');
      return {
        command: block.querySelector('figcaption')?.textContent ?? '',
        stdout: lines.filter((line) => !line.startsWith('\u0001')),
        stderr: lines.filter((line) => line.startsWith('\u0001')).map((line) => line.slice(1)),
        /** Both streams, in the order the terminal shows them. */
        lines: lines.map((line) => (line.startsWith('\u0001') ? line.slice(1) : line)),
        exit: block.querySelector('.nt-x')?.textContent,
      };
    }),
  );
}

for (const {route, source} of GRAPH_PAGES) {
  test(`${route}: every graph is a titled image and every terminal shows what Nadle 0.5.1 printed`, async ({page}) => {
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
    // Each terminal holds what Nadle 0.5.1 printed for its command, stream by stream, and its exit code.
    const recorded = recordedOutputs(source);
    const shown = await shownOutputs(page);
    expect(shown.length).toBeGreaterThan(0);
    for (const {command, stdout, stderr, exit} of shown) {
      const recording = recorded.get(command);
      expect(recording, `${route}: a recording of ${command}`).toBeDefined();
      expect(withoutTrailingBlanks(stdout), `${command}: stdout`).toEqual(withoutTrailingBlanks(recording!.stdout));
      expect(withoutTrailingBlanks(stderr), `${command}: stderr`).toEqual(withoutTrailingBlanks(recording!.stderr));
      expect(exit, `${command}: exit status`).toBe(`exit code ${recording!.exitCode}`);
    }
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

test.describe('a command’s terminal on a page', () => {
  const route = '/docs/guides/executing-task';
  const terminal = (page: Page, command: string) =>
    page
      .locator('figure.nt')
      .filter({has: page.locator('figcaption', {hasText: new RegExp(`^\\$ nadle ${command}$`)})});

  test('shows the header, the closing lines and the exit status as text', async ({page}) => {
    await gotoHydrated(page, route);
    const block = terminal(page, '--dry-run a');
    const recording = recordedOutputs('docs/guides/executing-task.md').get('$ nadle --dry-run a')!;
    const [{lines}] = (await shownOutputs(page)).filter(({command}) => command === '$ nadle --dry-run a');
    expect(lines[0]).toBe(recording.stdout[0]);
    expect(lines[0]).toBe('🛠️ Welcome to Nadle v0.5.1!');
    expect(lines).toContain(recording.stdout.find((line) => line.startsWith('RUN FAILED in ')));
    // The exit status is text a screen reader reads, not a colour.
    await expect(block.getByText(`exit code ${recording.exitCode}`, {exact: true})).toBeVisible();
    // stderr lines carry a bar at their left, besides their colour.
    const bar = await block
      .locator('.nt-e', {hasText: 'Cycle detected'})
      .evaluate((line) => getComputedStyle(line, '::before').borderLeftWidth);
    expect(bar).toBe('3px');
    // The output scrolls with the keyboard, and shows where the focus is.
    await block.locator('pre').focus();
    await expect(block.locator('pre')).toHaveCSS('outline-style', 'solid');
  });

  test('marks the placeholders, and explains them to a screen reader only', async ({page}) => {
    await gotoHydrated(page, route);
    const duration = terminal(page, '--dry-run a').locator('.nt-ph', {hasText: '<duration>'});
    await expect(duration).toHaveCSS('font-style', 'italic');
    const spoken = duration.locator('.nt-vh');
    await expect(spoken).toHaveText(' (placeholder: the time the run took)');
    expect((await spoken.boundingBox())!.width).toBeLessThanOrEqual(1);
  });

  test('says how to see a failure’s message that only --stacktrace prints, under that block only', async ({page}) => {
    await gotoHydrated(page, route);
    const command = '--dry-run packages:app:bundle';
    const recordings = recordedOutputs('docs/guides/executing-task.md');
    const plain = recordings.get(`$ nadle ${command}`)!;
    const traced = recordings.get(`$ nadle ${command} --stacktrace`)!;
    // What the recordings settle: the message is printed only in the --stacktrace dump.
    const message = /Error: (.+)$/m.exec(traced.stderr.join('\n'))![1];
    expect([...plain.stdout, ...plain.stderr].join('\n')).not.toContain(message);
    await expect(terminal(page, command)).not.toContainText(message);
    const captions = page.getByText('prints this error’s message only with');
    await expect(captions).toHaveCount(1);
    await expect(captions).toHaveText(
      `Nadle 0.5.1 prints this error’s message only with --stacktrace: run nadle ${command} --stacktrace to see it.`,
    );
    // It follows the block it is about.
    const follows = await terminal(page, command).evaluate(
      (figure) => figure.parentElement?.nextElementSibling?.textContent ?? '',
    );
    expect(follows).toContain(`nadle ${command} --stacktrace`);
  });
});

test.describe('home page first screen', () => {
  const sample = (page: Page) => ({
    heading: page.getByRole('heading', {level: 1}),
    config: page.locator('.theme-code-block').filter({hasText: 'tasks.register("build")'}).first(),
    graph: page.getByRole('img', {name: 'Task graph of nadle --dry-run build'}),
    dryRun: page.locator('figure.nt').filter({hasText: 'Execution plan:'}),
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
    // Two calls to action, Get Started then the Playground (issue 37), and the create command with its copy button.
    await expect(page.locator('main header a.button')).toHaveText(['Get Started', 'Try the Playground']);
    await expect(
      page.locator('.theme-code-block').filter({hasText: 'npm create nadle'}).getByRole('button', {name: /copy/i}),
    ).toHaveCount(1);
  });

  // Since issue 37 a phone shows one of the three at a time, the graph first, chosen with
  // radio buttons (tests/e2e/home.spec.ts tests the switch); each shows below the heading.
  test('at 390 px shows each of them below the heading, one at a time', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await gotoHydrated(page, '/');
    const {heading, config, graph, dryRun} = sample(page);
    const headingBox = (await heading.boundingBox())!;
    for (const [view, shown] of [
      ['Graph', graph],
      ['Config', config],
      ['Plan', dryRun],
    ] as const) {
      await page.getByRole('radio', {name: view}).check();
      await expect(shown).toBeVisible();
      expect((await shown.boundingBox())!.y).toBeGreaterThan(headingBox.y + headingBox.height);
    }
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
