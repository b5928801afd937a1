// Code blocks are highlighted while the site builds: the HTML arrives with its
// tokens, and the browser downloads Prism only for a code block whose tokens it
// has to make itself (src/theme/CodeBlock/Content/highlight.tsx).
import type {Page} from '@playwright/test';

import {axeViolations} from './a11y/axe';
import {gotoHydrated, switchToDarkMode, watchScriptsWithCode} from './support/page';
import {expect, test} from './support/test';

/** The chunk that holds Prism (named in highlight.tsx). */
const PRISM_CHUNK = /\/assets\/js\/prism\.[0-9a-f]+\.js$/;
/**
 * Code that only Prism's grammars hold, whatever chunk they land in: grammars are
 * built by extending one another, and the template languages share one helper.
 */
const PRISM_GRAMMAR = /\.languages\.extend\(|tokenizePlaceholders/;

/** The popover script of the TypeScript samples (src/components/TypeInfo/popover.js). */
const POPOVER_SCRIPT = /\/assets\/js\/type-info-popover\.[0-9a-f]+\.js$/;

/** The popover scripts the page requests, by URL, from now on. */
function watchPopoverScript(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (POPOVER_SCRIPT.test(new URL(request.url()).pathname)) requests.push(request.url());
  });
  return requests;
}

function watchPrismDownloads(page: Page): string[] {
  const downloads: string[] = [];
  page.on('request', (request) => {
    if (PRISM_CHUNK.test(new URL(request.url()).pathname)) downloads.push(request.url());
  });
  return downloads;
}

test('docs code arrives highlighted in the HTML, and the page never downloads Prism, in no chunk', async ({
  page,
  request,
}) => {
  const html = await (await request.get('docs/guides/configuring-task')).text();
  expect(html).toMatch(/<span class="token keyword"[^>]*>import<\/span>/);

  const prismDownloads = watchPrismDownloads(page);
  const prismGrammars = watchScriptsWithCode(page, PRISM_GRAMMAR);
  await gotoHydrated(page, 'docs/guides/configuring-task');
  await expect(page.locator('.token.keyword').first()).toBeVisible();
  // Client-side navigation to another page with code.
  await page.getByRole('navigation', {name: 'Docs sidebar'}).getByRole('link', {name: 'Registering Task'}).click();
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Registering Task');
  await expect(page.locator('.token.keyword').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(prismDownloads).toEqual([]);
  expect(await prismGrammars(), 'scripts with a Prism grammar').toEqual([]);
});

test('token colors follow the color mode', async ({page}) => {
  await gotoHydrated(page, 'tests/code-blocks');
  const keyword = page.locator('.token.keyword').first();
  const lightColor = await keyword.evaluate((element) => getComputedStyle(element).color);
  await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect.poll(() => keyword.evaluate((element) => getComputedStyle(element).color)).not.toBe(lightColor);
});

test('shell code is highlighted at build time too, with the extra Prism languages', async ({request}) => {
  const html = await (await request.get('tests/code-blocks')).text();
  const shell = html.slice(html.indexOf('language-bash'));
  expect(shell).toMatch(
    /^[^]*?<span class="token keyword"[^>]*>if<\/span>[^]*?<span class="token keyword"[^>]*>then<\/span>/,
  );
});

test('a code block without build-time tokens is highlighted by Prism loaded on demand', async ({page}) => {
  const prismDownloads = watchPrismDownloads(page);
  await gotoHydrated(page, 'tests/code-blocks');
  await expect.poll(() => prismDownloads.length).toBe(1);

  const jsxBlock = page.locator('.theme-code-block').filter({hasText: 'const answer'});
  await expect(jsxBlock.locator('.token.keyword', {hasText: 'const'})).toBeVisible();
  await expect(jsxBlock.getByText('written-in-jsx.ts')).toBeVisible();

  const marked = page.locator('.theme-code-block').filter({hasText: 'tasks.register("marked")'});
  await expect(marked.locator('.theme-code-block-highlighted-line')).toHaveText('tasks.register("marked");');
  await expect(marked).not.toContainText('highlight-next-line');
});

test('the copy button copies the code as written', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await gotoHydrated(page, 'tests/code-blocks');
  const block = page.locator('.theme-code-block').filter({hasText: 'Hello from Nadle'});
  await block.hover();
  await block.getByRole('button', {name: 'Copy code to clipboard'}).click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain(
    'tasks.register("hello", async ({ context }) => {\n  context.logger.info("Hello from Nadle");',
  );
});

test('a window resize while a page of code blocks is being replaced breaks nothing', async ({page, pageErrors}) => {
  await gotoHydrated(page, 'docs/guides/configuring-nadle');
  // The theme's code blocks listen to window resizes until React cleans up after them, a
  // moment after their <pre> left the page: a resize in that moment, as when a phone turns
  // during a navigation, is sent as soon as the first <pre> goes.
  await page.evaluate(() => {
    const observer = new MutationObserver((mutations) => {
      const removed = mutations.flatMap((mutation) => Array.from(mutation.removedNodes));
      if (!removed.some((node) => node instanceof Element && (node.matches('pre') || node.querySelector('pre'))))
        return;
      observer.disconnect();
      window.dispatchEvent(new Event('resize'));
    });
    observer.observe(document.body, {childList: true, subtree: true});
  });
  await page.getByRole('link', {name: 'Introduction', exact: true}).first().click();
  await expect(page).toHaveURL(/\/docs\/introduction$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Introduction');
  expect(pageErrors).toEqual([]);
});

// TypeScript samples show what the compiler knows (plugins/code-highlight, src/components/TypeInfo).
const SAMPLE_PAGE = 'docs/guides/configuring-task';
const RELEASE_SAMPLE = 'const release = tasks.register("release");';

function sampleBlock(page: Page, text: string) {
  return page.locator('div.theme-code-block').filter({hasText: text});
}

/** The content of a callout, drawn by the page's CSS after its empty token. */
function calloutText(page: Page, kind: 'tsq' | 'tsm') {
  return sampleBlock(page, RELEASE_SAMPLE)
    .locator(`.${kind}`)
    .evaluate((element) => {
      const after = getComputedStyle(element, '::after');
      return {content: after.content, display: after.display};
    });
}

test('hovering an identifier shows its quick info and reference link, without moving the page', async ({page}) => {
  const popoverScripts = watchPopoverScript(page);
  await gotoHydrated(page, SAMPLE_PAGE);
  const block = sampleBlock(page, RELEASE_SAMPLE);
  const register = block.locator('.token', {hasText: /^register$/});
  const popover = page.locator('.ts-popover');
  const size = () =>
    block.evaluate((element: HTMLElement) => ({
      width: element.offsetWidth,
      height: element.offsetHeight,
      top: element.offsetTop,
    }));
  const sizeBefore = await size();
  // The popover script is not part of the first load: the first hover loads it, and already shows the popover.
  await page.waitForLoadState('networkidle');
  expect(popoverScripts, 'no popover script before the reader points at a sample').toEqual([]);
  await register.hover();
  await expect(popover).toBeVisible();
  expect(popoverScripts).toHaveLength(1);
  await expect(popover.locator(':scope > code')).toHaveText(
    '(method) TasksAPI.register(name: string): TaskConfigurationBuilder (+2 overloads)',
  );
  await expect(popover).toContainText('Registers a task that does nothing itself');
  await expect(popover.getByRole('link', {name: 'TasksAPI.register in the API reference'})).toHaveAttribute(
    'href',
    '/docs/api/index/interfaces/TasksAPI#register',
  );
  await expect(register).toHaveAttribute('aria-describedby', (await popover.getAttribute('id'))!);
  expect(await size(), 'the popover takes no room').toEqual(sizeBefore);

  // The pointer may travel into the popover (to follow its link); leaving both closes it.
  await popover.hover();
  await expect(popover).toBeVisible();
  await page.mouse.move(0, 0);
  await expect(popover).toBeHidden();
  await expect(register).not.toHaveAttribute('aria-describedby');
});

test('the keyboard reaches every identifier from one tab stop per block, and Escape closes the popover', async ({
  page,
}) => {
  await gotoHydrated(page, SAMPLE_PAGE);
  const block = sampleBlock(page, RELEASE_SAMPLE);
  const pre = block.locator('pre');
  const popover = page.locator('.ts-popover');
  const token = (text: string) => block.locator('.token', {hasText: new RegExp(`^${text}$`)}).first();

  // The block is the only tab stop; its identifiers are reached with the arrow keys.
  await expect(pre).toHaveAttribute('tabindex', '0');
  await expect(block.locator('pre [tabindex="0"]')).toHaveCount(0);
  // The first focus loads the popover script; the arrow key pressed before it is ready still counts.
  await pre.focus();
  await page.keyboard.press('ArrowRight');
  await expect(token('tasks')).toBeFocused();
  await expect(popover).toBeVisible();
  await expect(popover.locator(':scope > code')).toHaveText('(alias) const tasks: TasksAPI\nimport tasks');
  await expect(token('tasks')).toHaveAttribute('aria-describedby', (await popover.getAttribute('id'))!);

  await page.keyboard.press('ArrowDown');
  await expect(token('release')).toBeFocused();
  await expect(popover.locator(':scope > code')).toHaveText('const release: TaskConfigurationBuilder');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(token('register')).toBeFocused();
  await page.keyboard.press('End');
  await expect(token('dependsOn')).toBeFocused();
  await page.keyboard.press('Home');
  await expect(token('tasks')).toBeFocused();

  // Tab goes on to the popover's link; Escape closes the popover and returns to the identifier.
  await page.keyboard.press('Tab');
  await expect(popover.getByRole('link', {name: 'tasks in the API reference'})).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(popover).toBeHidden();
  await expect(token('tasks')).toBeFocused();
  await expect(token('tasks')).not.toHaveAttribute('aria-describedby');
});

test.describe('on a touch screen', () => {
  test.use({hasTouch: true, isMobile: true, viewport: {width: 390, height: 844}});

  test('a tap on an identifier shows its quick info, and a tap elsewhere closes it', async ({page}) => {
    await gotoHydrated(page, SAMPLE_PAGE);
    const block = sampleBlock(page, RELEASE_SAMPLE);
    const popover = page.locator('.ts-popover');
    await block.scrollIntoViewIfNeeded();
    // The first tap loads the popover script and shows the popover.
    await block
      .locator('.token', {hasText: /^release$/})
      .first()
      .tap();
    await expect(popover).toBeVisible();
    await expect(popover.locator(':scope > code')).toHaveText('const release: TaskConfigurationBuilder');
    await page.getByRole('heading', {level: 1}).tap();
    await expect(popover).toBeHidden();
  });
});

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('samples are highlighted, and their query answers and expected errors show under their lines', async ({
    page,
  }) => {
    await page.goto(SAMPLE_PAGE);
    const block = sampleBlock(page, RELEASE_SAMPLE);
    await expect(block.locator('.token.keyword').first()).toHaveText('import');
    // Shown as it is; read by screen readers after "Type: " or "Error: " (the alternative text of `content`).
    expect(await calloutText(page, 'tsq')).toEqual({
      content: '"const release: TaskConfigurationBuilder" / "Type: const release: TaskConfigurationBuilder"',
      display: 'block',
    });
    expect(await calloutText(page, 'tsm')).toEqual({
      content: `"Type 'number' is not assignable to type 'MaybeArray<string> | undefined'. (TS2322)" / "Error: Type 'number' is not assignable to type 'MaybeArray<string> | undefined'. (TS2322)"`,
      display: 'block',
    });
    await expect(block.locator('.tse')).toHaveText('dependsOn');
    expect(await block.locator('.tse').evaluate((element) => getComputedStyle(element).textDecorationStyle)).toBe(
      'wavy',
    );
    // The annotations are not part of the code.
    await expect(block).not.toContainText('^?');
    await expect(block).not.toContainText('@errors');
  });
});

test('callouts show after a client-side navigation too, within the Content-Security-Policy', async ({page}) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/.test(message.text())) violations.push(message.text());
  });
  await gotoHydrated(page, 'docs/guides/registering-task');
  await page.getByRole('navigation', {name: 'Docs sidebar'}).getByRole('link', {name: 'Configuring Task'}).click();
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Configuring Task');
  await expect
    .poll(() => calloutText(page, 'tsq'))
    .toEqual({
      content: '"const release: TaskConfigurationBuilder" / "Type: const release: TaskConfigurationBuilder"',
      display: 'block',
    });
  expect(violations).toEqual([]);
});

test('the copy button copies a sample without its annotations', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await gotoHydrated(page, SAMPLE_PAGE);
  const block = sampleBlock(page, RELEASE_SAMPLE);
  await block.hover();
  await block.getByRole('button', {name: 'Copy code to clipboard'}).click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(
    'import { tasks } from "nadle";\n\nconst release = tasks.register("release");\nrelease.config({ dependsOn: 3 });',
  );
});

for (const [viewportName, viewport] of Object.entries({
  desktop: {width: 1280, height: 800},
  phone: {width: 390, height: 844},
})) {
  test.describe(`sample pages at ${viewportName} width`, () => {
    test.use({viewport});

    for (const path of ['', SAMPLE_PAGE, 'docs/guides/defining-task', 'docs/guides/registering-task']) {
      // The rest of the page is checked by every-route.spec.ts at both widths and in both modes;
      // an open popover changes only its own code block (the popover is drawn in the block's
      // box, and the word it describes points to it), so that block is what is checked here.
      test(`/${path} has no axe violations in a code block with a popover open, in light and dark mode`, async ({
        page,
      }) => {
        // The site opens in light mode whatever the system's preference.
        await gotoHydrated(page, path);
        for (const mode of ['light', 'dark'] as const) {
          if (mode === 'dark') {
            // Without a reload: one page load per test, not three.
            await switchToDarkMode(page);
            await page.keyboard.press('Escape');
          }
          await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
          // The first one shown: on a phone the home page's hero shows its graph, not its config.
          const identifier = page.locator('pre .token[class*="tsh-"]').filter({visible: true}).first();
          await identifier.scrollIntoViewIfNeeded();
          await expect(async () => {
            await identifier.click();
            await expect(page.locator('.ts-popover')).toBeVisible({timeout: 1000});
          }).toPass();
          expect(
            await axeViolations(page, {include: '.theme-code-block:has(.ts-popover:not([hidden]))'}),
            `${mode} mode`,
          ).toEqual([]);
        }
      });
    }
  });
}
