// The task graphs and command output drawn beside flagged samples
// (plugins/code-highlight/task-graph/, src/task-graph/): each figure is named by its visible
// caption and holds a described image, its labels are 12 px or more on a phone and a desktop
// (a wide graph scrolls, and a phone can fit it), every arrow points from a task to the task
// that depends on it (in a cycle too), each command's terminal shows what the real Nadle 0.5.1 printed for the
// same sample (tests/nadle-recordings), nothing overflows a phone screen (axe checks these pages whole, in
// every-route.spec.ts), the home page's first screen holds the sample, its graph and its dry run
// without shifting, and a page reached by a link is styled under the site's
// Content-Security-Policy as on a first load.
import type {Page} from '@playwright/test';

import {recordCspViolations} from './support/csp';
import {gotoHydrated} from './support/page';
import {
  pagesWithRecordedSamples,
  recordedSampleCommands as recordedOutputs,
  withoutTrailingBlanks,
} from './support/recordings';
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

/** Each graph is a figure named by its visible caption, and each terminal shows what Nadle 0.5.1 printed. */
async function expectNamedFiguresAndRecordedTerminals(page: Page, route: string, source: string): Promise<void> {
  const figures = page.locator('figure.tg-fig');
  expect(await figures.count()).toBeGreaterThan(0);
  // The visible caption names the command, and names the figure: a screen reader meets each figure by it.
  await expect(page.getByRole('figure', {name: /^Task graph of nadle /})).toHaveCount(await figures.count());
  for (const figure of await figures.all()) {
    const caption = figure.locator('figcaption .tg-cap');
    await expect(caption).toBeVisible();
    await expect(caption).toHaveText(/^Task graph of nadle \S/);
    await expect(figure).toHaveAccessibleName((await caption.textContent()) ?? '');
    // The picture says what it shows, not the caption again, and has no <title> read besides.
    const image = figure.getByRole('img');
    await expect(image).toHaveAccessibleName(/^(Workspaces: .*)?Tasks: /);
    await expect(image.locator('title')).toHaveCount(0);
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
}

/** Nothing on the page is wider than the screen. */
async function expectNoPageOverflow(page: Page): Promise<void> {
  const {scrollWidth, clientWidth} = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

/**
 * What a reader sees of each figure of the page: the smallest label as rendered (its font size
 * times the picture's scale), whether the graph is wider than its column, and what its scroll
 * region says to the keyboard.
 */
async function figureLayouts(page: Page) {
  return page.locator('figure.tg-fig').evaluateAll((figures) =>
    figures.map((figure) => {
      const scroller = figure.querySelector<HTMLElement>('.tg-scroll')!;
      const svg = scroller.querySelector('svg')!;
      const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
      const sizes = Array.from(svg.querySelectorAll('text')).map(
        (text) => parseFloat(getComputedStyle(text).fontSize) * scale,
      );
      return {
        caption: figure.querySelector('.tg-cap')?.textContent ?? '',
        smallestLabel: Math.min(...sizes),
        // The picture is never clipped: the region scrolls to its right edge.
        svgRight: svg.getBoundingClientRect().right - scroller.getBoundingClientRect().left + scroller.scrollLeft,
        scrollWidth: scroller.scrollWidth,
        overflows: scroller.scrollWidth > scroller.clientWidth + 1,
        tabindex: scroller.getAttribute('tabindex'),
        role: scroller.getAttribute('role'),
        name: scroller.getAttribute('aria-label'),
      };
    }),
  );
}

/**
 * The arrows of each picture: the task box each starts and ends at (the arrowhead is at its end),
 * and which task depends on which as the picture's description says it.
 */
async function arrowsOf(page: Page) {
  const pictures = await page.locator('.tg-scroll svg.tg').evaluateAll((svgs) =>
    svgs.map((svg) => {
      const boxes = Array.from(svg.querySelectorAll('g.tg-t')).map((group) => {
        const {x, y, width, height} = group.querySelector('rect')!.getBBox();
        return {name: group.querySelector('text')!.textContent ?? '', x, y, width, height};
      });
      const at = (point: DOMPoint) =>
        boxes.find(
          (box) =>
            point.x >= box.x - 2 &&
            point.x <= box.x + box.width + 2 &&
            point.y >= box.y - 2 &&
            point.y <= box.y + box.height + 2,
        );
      // Fan-out edges join a root task to a workspace's task; they are no dependency.
      const arrows = Array.from(svg.querySelectorAll<SVGPathElement>('path.tg-e:not(.tg-f)')).map((path) => {
        const tail = at(path.getPointAtLength(0));
        const head = at(path.getPointAtLength(path.getTotalLength()));
        return {
          tail: tail?.name,
          head: head?.name,
          tailY: tail?.y,
          headY: head?.y,
          markerStart: path.getAttribute('marker-start'),
          markerEnd: path.getAttribute('marker-end'),
        };
      });
      return {grouped: svg.querySelector('.tg-w') !== null, description: svg.getAttribute('aria-label') ?? '', arrows};
    }),
  );
  return pictures.map(({description, ...picture}) => {
    // "build depends on lint, test." and, for a cycle, "…step by step: a depends on b, then b depends on a; so…".
    const said = new Set<string>();
    const loop = /step by step: (.*?); so none/.exec(description)?.[1] ?? '';
    for (const step of loop.split(', then ').filter(Boolean)) {
      const [dependent, dependency] = step.split(' depends on ');
      said.add(`${dependent} on ${dependency}`);
    }
    for (const [, dependent, list] of description.matchAll(/(?<=^|\. )(\S+) (?:also )?depends on ([^.]+)\./g))
      for (const dependency of list.split(', ')) said.add(`${dependent} on ${dependency}`);
    return {...picture, said};
  });
}

/** Labels are 12 px or more as drawn, and a graph wider than its column scrolls and is then a named tab stop. */
async function expectReadableLabelsAndScrolling(page: Page): Promise<void> {
  const layouts = await figureLayouts(page);
  expect(layouts.length).toBeGreaterThan(0);
  for (const layout of layouts) {
    expect(layout.smallestLabel, layout.caption).toBeGreaterThanOrEqual(12);
    expect(layout.svgRight, `${layout.caption}: reachable to its right edge`).toBeLessThanOrEqual(layout.scrollWidth);
    if (layout.overflows) {
      expect(layout, layout.caption).toMatchObject({
        tabindex: '0',
        role: 'group',
        name: `${layout.caption} (scrolls sideways)`,
      });
    } else {
      expect(layout, layout.caption).toMatchObject({tabindex: null, role: null, name: null});
    }
  }
}

/** Every arrow points from a task to the task that depends on it, in a cycle too. */
async function expectArrowsIntoDependents(page: Page): Promise<void> {
  const pictures = await arrowsOf(page);
  expect(pictures.length).toBeGreaterThan(0);
  for (const {grouped, arrows, said} of pictures) {
    for (const arrow of arrows) {
      expect(arrow.markerStart).toBeNull();
      expect(arrow.markerEnd).toMatch(/^url\(#/);
      expect(arrow.tail, 'each arrow leaves a task').toBeDefined();
      expect(arrow.head, 'each arrow reaches a task').toBeDefined();
      if (grouped) {
        // Boxes show task names, which repeat across workspaces: a dependent is drawn below its dependency.
        expect(arrow.headY!).toBeGreaterThan(arrow.tailY!);
      } else {
        expect([...said], `${arrow.tail} → ${arrow.head}`).toContain(`${arrow.head} on ${arrow.tail}`);
      }
    }
  }
}

test('the pages checked here are every page with a flagged sample', () => {
  expect(GRAPH_PAGES.map(({source}) => source).sort()).toEqual(pagesWithRecordedSamples());
});

// One load of each page at each width; what does not depend on the width is checked at 1280 px.
for (const {route, source} of GRAPH_PAGES) {
  test(`${route} at 390 px: no page overflow, labels of 12 px or more, a wider graph scrolls and is a tab stop`, async ({
    page,
  }) => {
    await page.setViewportSize({width: 390, height: 844});
    await gotoHydrated(page, route);
    await expectNoPageOverflow(page);
    await expectReadableLabelsAndScrolling(page);
  });

  test(`${route} at 1280 px: named figures, terminals as Nadle 0.5.1 printed, readable labels, arrows into dependents`, async ({
    page,
  }) => {
    await page.setViewportSize({width: 1280, height: 844});
    await gotoHydrated(page, route);
    await expectNamedFiguresAndRecordedTerminals(page, route, source);
    await expectReadableLabelsAndScrolling(page);
    await expectArrowsIntoDependents(page);
  });
}

test('the cycle’s picture is drawn like the others, numbered at 12 px, and its error wraps', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  await gotoHydrated(page, '/docs/guides/executing-task');
  const figure = page.getByRole('figure', {name: 'Task graph of nadle --dry-run a: the cycle a → b → a'});
  const [picture] = await arrowsOf(page).then((all) =>
    all.filter(({said}) => said.has('a on b') && said.has('b on a')),
  );
  // Both steps of the loop, each arrow into the task that depends.
  expect(picture.arrows.map(({tail, head}) => `${tail} → ${head}`).sort()).toEqual(['a → b', 'b → a']);
  // The legend gives arrows the meaning they have in every graph.
  await expect(figure.getByRole('listitem')).toContainText([
    'the cycle, numbered in the order of the error',
    'dependsOn: an arrow points from a task to the task that waits for it',
  ]);
  // Step n of the error ("a → b → a": a depends on b, then b depends on a) is the arrow whose badge says n,
  // and it points into the task that depends, as every arrow does. (The badges follow the loop's edges in order.)
  const steps = await figure.getByRole('img').evaluate((svg: SVGSVGElement) => {
    const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
    const boxes = Array.from(svg.querySelectorAll('g.tg-t'), (group) => ({
      name: group.querySelector('text')!.textContent,
      box: group.querySelector('rect')!.getBBox(),
    }));
    const at = (point: DOMPoint) =>
      boxes.find(
        ({box}) =>
          Math.abs(point.x - (box.x + box.width / 2)) <= box.width / 2 + 2 &&
          Math.abs(point.y - (box.y + box.height / 2)) <= box.height / 2 + 2,
      )?.name;
    const badges = Array.from(svg.querySelectorAll('g.tg-n text'));
    return Array.from(svg.querySelectorAll<SVGPathElement>('path.tg-c'), (path, index) => ({
      step: badges[index]?.textContent,
      px: parseFloat(getComputedStyle(badges[index]).fontSize) * scale,
      tail: at(path.getPointAtLength(0)),
      head: at(path.getPointAtLength(path.getTotalLength())),
    }));
  });
  expect(steps.map(({step, tail, head}) => ({step, tail, head}))).toEqual([
    {step: '1', tail: 'b', head: 'a'},
    {step: '2', tail: 'a', head: 'b'},
  ]);
  for (const {px} of steps) expect(px).toBeGreaterThanOrEqual(12);
  // The error line of its terminal wraps inside the block: no sideways scroll to read it.
  const error = page
    .locator('figure.nt')
    .filter({has: page.locator('figcaption', {hasText: /^\$ nadle --dry-run a$/})})
    .locator('.nt-e', {hasText: 'Cycle detected'});
  const {lines, fits} = await error.evaluate((line) => {
    const pre = line.closest('pre')!;
    const right = pre.getBoundingClientRect().left + pre.clientWidth;
    const boxes = Array.from(line.getClientRects());
    return {
      lines: new Set(boxes.map((box) => Math.round(box.top))).size,
      fits: boxes.every((box) => box.right <= right + 1),
    };
  });
  expect(fits).toBe(true);
  expect(lines).toBeGreaterThan(1);
});

test.describe('a graph wider than a phone', () => {
  const route = '/docs/guides/configuring-task';
  /** The first figure wider than its column (found by its scroll region's name; fitted, it loses that name). */
  const firstWide = async (page: Page) => {
    const figures = page.locator('figure.tg-fig');
    const names = await figures.evaluateAll((all) =>
      all.map((figure) => figure.querySelector('.tg-scroll')?.getAttribute('aria-label')),
    );
    const index = names.findIndex((name) => name?.endsWith(' (scrolls sideways)'));
    expect(index, 'a figure wider than a phone').toBeGreaterThanOrEqual(0);
    return figures.nth(index);
  };

  test('scrolls at 12 px labels, and “Fit to width” fits it to the column', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await gotoHydrated(page, route);
    const figure = await firstWide(page);
    await expect(figure).toBeVisible();
    const region = figure.getByRole('group');
    const toggle = figure.getByRole('button', {name: 'Fit to width'});
    await expect(toggle).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    // The region is reached with Tab, and scrolls with the arrow keys. It is in view and has the
    // focus before the key, as when a reader tabs to it (a CI run once saw the region focused
    // and its scrollLeft still 0 five seconds after a key pressed right after focus()).
    await region.scrollIntoViewIfNeeded();
    await region.focus();
    await expect(region).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(toggle).toBeVisible();
    const fitted = await figure.locator('.tg-scroll').evaluate((scroller) => ({
      overflow: scroller.scrollWidth - scroller.clientWidth,
      tabindex: scroller.getAttribute('tabindex'),
    }));
    expect(fitted.overflow).toBeLessThanOrEqual(1);
    // Nothing to scroll, so no tab stop.
    expect(fitted.tabindex).toBeNull();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(figure.locator('.tg-scroll')).toHaveAttribute('tabindex', '0');
  });
});

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
    graph: page.getByRole('figure', {name: 'Task graph of nadle --dry-run build'}),
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
    await expect(page.getByRole('figure', {name: 'Task graph of nadle --dry-run build'})).toBeVisible();
    expect(await sameDocument()).toBe(true);
    const config = page.locator('.theme-code-block').filter({hasText: 'tasks.register("build")'}).first();
    const graph = page.getByRole('figure', {name: 'Task graph of nadle --dry-run build'});
    const [configBox, graphBox] = [await config.boundingBox(), await graph.boundingBox()];
    expect(graphBox!.x).toBeGreaterThanOrEqual(configBox!.x + configBox!.width);
    expect(await blocked()).toEqual([]);
  });

  test('a cycle keeps its marked edges', async ({page}) => {
    const {blocked, sameDocument} = await follow(page, '/docs/concepts/task', (current) =>
      current.getByRole('link', {name: 'Its error entry', exact: true}),
    );
    const cycle = page.getByRole('figure', {name: /^Task graph of nadle --dry-run a: the cycle a → b → a$/});
    await expect(cycle).toBeVisible();
    expect(await sameDocument()).toBe(true);
    const edges = await cycle
      .getByRole('img')
      .locator('path.tg-c')
      .evaluateAll((paths) => paths.map((path) => getComputedStyle(path).strokeDasharray));
    expect(edges).toHaveLength(2);
    for (const dashes of edges) expect(dashes).not.toBe('none');
    await expect(cycle.locator('.tg-scroll')).toHaveCSS('overflow-x', 'auto');
    expect(await blocked()).toEqual([]);
  });
});
