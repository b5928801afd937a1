// Code blocks are highlighted while the site builds: the HTML arrives with its
// tokens, and the browser downloads Prism only for a code block whose tokens it
// has to make itself (src/theme/CodeBlock/Content/highlight.tsx).
import {expect, test, type Page} from '@playwright/test';

import {gotoHydrated} from './support/page';

/** The chunk that holds Prism (named in highlight.tsx). */
const PRISM_CHUNK = /\/assets\/js\/prism\.[0-9a-f]+\.js$/;

function watchPrismDownloads(page: Page): string[] {
  const downloads: string[] = [];
  page.on('request', (request) => {
    if (PRISM_CHUNK.test(new URL(request.url()).pathname)) downloads.push(request.url());
  });
  return downloads;
}

test('docs code arrives highlighted in the HTML, and the page never downloads Prism', async ({page, request}) => {
  const html = await (await request.get('docs/guides/configuring-task')).text();
  expect(html).toMatch(/<span class="token keyword"[^>]*>import<\/span>/);

  const prismDownloads = watchPrismDownloads(page);
  await gotoHydrated(page, 'docs/guides/configuring-task');
  await expect(page.locator('.token.keyword').first()).toBeVisible();
  // Client-side navigation to another page with code.
  await page.getByRole('navigation', {name: 'Docs sidebar'}).getByRole('link', {name: 'Registering Task'}).click();
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Registering Task');
  await expect(page.locator('.token.keyword').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(prismDownloads).toEqual([]);
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
  expect(shell).toMatch(/^[^]*?<span class="token keyword"[^>]*>if<\/span>[^]*?<span class="token keyword"[^>]*>then<\/span>/);
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
  expect(copied).toContain('tasks.register("hello", async ({ context }) => {\n  context.logger.info("Hello from Nadle");');
});
