// The type popovers and callouts of the TypeScript samples (src/components/TypeInfo),
// as a reader meets them on a phone (390 px) and on a desktop (1280 px): opened by
// pointer and keyboard, closed by Escape from anywhere, placed inside the viewport,
// read by a screen reader, and quiet while the reader selects text. The Copy page
// status, which sits next to the same titles, is checked here too.
// tests/e2e/code-blocks.spec.ts covers the popover's basics (hover, arrow keys, tap).
import type {Locator, Page} from '@playwright/test';

import {gotoHydrated} from './support/page';
import {expect, test} from './support/test';

const DEFINING_TASK = 'docs/guides/defining-task';
/** The defining-task sample with `// ^?` queries, and the one with an expected error. */
const SHOUT_SAMPLE = 'tasks/shout-task.ts';
const ERROR_SAMPLE = 'greet-twice';
const ERROR_MESSAGE = "Type 'string' is not assignable to type 'number'. (TS2322)";

const popover = (page: Page) => page.locator('.ts-popover');
const sampleBlock = (page: Page, text: string) => page.locator('div.theme-code-block').filter({hasText: text});

/** Hovers `target` until the popover answers (its script loads on the first hover of a sample). */
async function hoverUntilShown(page: Page, target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  await expect(async () => {
    await page.mouse.move(0, 0);
    await target.hover();
    await expect(popover(page)).toBeVisible({timeout: 1000});
  }).toPass();
}

/** Where a callout's box is drawn (its ::after), how many lines it takes, and the visible area of its code block. */
function calloutBox(callout: Locator) {
  return callout.evaluate((element) => {
    const after = getComputedStyle(element, '::after');
    const code = element.closest('code')!;
    const pre = element.closest('pre')!;
    const codeRect = code.getBoundingClientRect();
    const preRect = pre.getBoundingClientRect();
    const left = codeRect.left + parseFloat(getComputedStyle(code).paddingLeft) + parseFloat(after.marginLeft);
    const width = parseFloat(after.width) + parseFloat(after.paddingLeft) + parseFloat(after.paddingRight);
    const lineHeight = parseFloat(after.lineHeight) || parseFloat(after.fontSize) * 1.2;
    return {
      left,
      right: left + width,
      lines: Math.round(parseFloat(after.height) / lineHeight),
      // The message: the first string of `content: "message" / "Error: message"`.
      characters: (/^"((?:[^"\\]|\\.)*)"/.exec(after.content)?.[1] ?? '').length,
      visibleLeft: preRect.left,
      visibleRight: preRect.left + pre.clientWidth,
    };
  });
}

/** The names of the accessibility tree's text nodes, as a screen reader reads them. */
async function accessibleTexts(page: Page): Promise<string[]> {
  const session = await page.context().newCDPSession(page);
  const {nodes} = (await session.send('Accessibility.getFullAXTree')) as {nodes: {name?: {value?: string}}[]};
  await session.detach();
  return nodes.map((node) => String(node.name?.value ?? '')).filter(Boolean);
}

for (const [width, height] of [
  [390, 844],
  [1280, 800],
] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({viewport: {width, height}});

    test('Escape closes an open popover wherever focus is', async ({page}) => {
      await gotoHydrated(page, DEFINING_TASK);
      const identifier = sampleBlock(page, SHOUT_SAMPLE)
        .locator('.token', {hasText: /^defineTask$/})
        .first();
      // Focus outside the article: on the navbar's logo link.
      await page.getByRole('navigation', {name: 'Main'}).getByRole('link').first().focus();
      await hoverUntilShown(page, identifier);
      await page.keyboard.press('Escape');
      await expect(popover(page)).toBeHidden();

      // Focus nowhere in particular (the body).
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await hoverUntilShown(page, identifier);
      await page.keyboard.press('Escape');
      await expect(popover(page)).toBeHidden();
    });

    test('an expected-error callout stays inside the visible code, and is not squeezed to a few words a line', async ({
      page,
    }) => {
      for (const route of ['', DEFINING_TASK]) {
        await gotoHydrated(page, route);
        const callout = page.locator('pre .tsm').first();
        await callout.scrollIntoViewIfNeeded();
        const box = await calloutBox(callout);
        expect(box.left, `${route || 'home'}: starts inside the code block`).toBeGreaterThanOrEqual(
          box.visibleLeft - 1,
        );
        expect(box.right, `${route || 'home'}: ends inside the code block`).toBeLessThanOrEqual(box.visibleRight + 1);
        // Before: one or two words a line. Now at least 30 characters a line.
        expect(box.lines, `${route || 'home'}: lines for ${box.characters} characters`).toBeLessThanOrEqual(
          Math.ceil(box.characters / 30),
        );
      }
    });

    test('a screen reader hears the error on the squiggled word, and callouts as "Type:" and "Error:"', async ({
      page,
    }) => {
      await gotoHydrated(page, DEFINING_TASK);
      const squiggled = sampleBlock(page, ERROR_SAMPLE).locator('.tse').first();
      await hoverUntilShown(page, squiggled);
      await expect(squiggled).toHaveAccessibleDescription(
        new RegExp(`Error: ${ERROR_MESSAGE.replace(/[.()]/g, '\\$&')}`),
      );
      await expect(popover(page).locator('.ts-popover-error')).toHaveText(`Error: ${ERROR_MESSAGE}`);

      const texts = await accessibleTexts(page);
      expect(texts).toContain(`Error: ${ERROR_MESSAGE}`);
      expect(texts.filter((text) => text.startsWith('Type: (parameter) context: RunnerContext'))).toHaveLength(1);
      expect(texts, 'callout text without its label').not.toContain(ERROR_MESSAGE);
    });

    test('the popover opens above the word when there is no room below, and stays inside the viewport', async ({
      page,
    }) => {
      await gotoHydrated(page, DEFINING_TASK);
      const identifier = sampleBlock(page, SHOUT_SAMPLE)
        .locator('.token', {hasText: /^defineTask$/})
        .first();
      await identifier.scrollIntoViewIfNeeded();
      // Bring the word to the bottom of the viewport.
      await identifier.evaluate((element) => {
        const {bottom} = element.getBoundingClientRect();
        window.scrollBy(0, bottom - window.innerHeight + 8);
      });
      await hoverUntilShown(page, identifier);
      const word = (await identifier.boundingBox())!;
      const box = (await popover(page).boundingBox())!;
      expect(box.y + box.height, 'above the word').toBeLessThanOrEqual(word.y + 1);
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);

      // With room below, it opens below: whether the reader hovers the word again while
      // the popover is still open (its place is recomputed, not kept from before the
      // scroll), or after it has closed.
      await identifier.evaluate((element) => element.scrollIntoView({block: 'start'}));
      await page.evaluate(() => window.scrollBy(0, -80));
      for (const when of ['still open', 'after it closed']) {
        if (when === 'still open') await identifier.hover();
        else {
          await page.mouse.move(0, 0);
          await expect(popover(page)).toBeHidden();
          await hoverUntilShown(page, identifier);
        }
        const wordBelow = (await identifier.boundingBox())!;
        const boxBelow = (await popover(page).boundingBox())!;
        expect(boxBelow.y, `below the word (${when})`).toBeGreaterThanOrEqual(wordBelow.y + wordBelow.height - 1);
        expect(boxBelow.x).toBeGreaterThanOrEqual(0);
        expect(boxBelow.x + boxBelow.width).toBeLessThanOrEqual(width);
      }
    });

    test('no popover opens while the reader selects text with the mouse', async ({page}) => {
      await gotoHydrated(page, DEFINING_TASK);
      const block = sampleBlock(page, SHOUT_SAMPLE);
      const identifier = block.locator('.token', {hasText: /^defineTask$/}).first();
      // Wait until the popover script works, then close it.
      await hoverUntilShown(page, identifier);
      await page.keyboard.press('Escape');
      await page.mouse.move(0, 0);

      const start = (await block
        .locator('.token', {hasText: /^import$/})
        .first()
        .boundingBox())!;
      const word = (await identifier.boundingBox())!;
      await page.mouse.move(start.x + 1, start.y + start.height / 2);
      await page.mouse.down();
      await page.mouse.move(word.x + word.width / 2, word.y + word.height / 2, {steps: 8});
      await page.mouse.move(word.x + word.width - 1, word.y + word.height / 2, {steps: 4});
      await page.mouse.up();
      expect(await page.evaluate(() => window.getSelection()?.toString() ?? '')).toContain('defineTask');
      await expect(popover(page)).toBeHidden();
    });

    test('a sample with types is named and tells keyboard and screen-reader users how to explore it', async ({
      page,
    }) => {
      await gotoHydrated(page, DEFINING_TASK);
      const titled = sampleBlock(page, SHOUT_SAMPLE).locator('pre');
      await expect(titled).toHaveAttribute('role', 'group', {timeout: 10_000});
      await expect(titled).toHaveAccessibleName(SHOUT_SAMPLE);
      await expect(titled).toHaveAccessibleDescription(/Arrow keys/);

      // A sample without a title: an @example of the API reference.
      await gotoHydrated(page, 'docs/api/index/type-aliases/AliasOption');
      const untitled = page
        .locator('div.theme-code-block pre')
        .filter({has: page.locator('[class*="tsh-"]')})
        .first();
      await expect(untitled).toHaveAttribute('role', 'group', {timeout: 10_000});
      await expect(untitled).toHaveAccessibleName('TypeScript sample');

      // The hint shows while the block has keyboard focus.
      await gotoHydrated(page, DEFINING_TASK);
      const pre = sampleBlock(page, SHOUT_SAMPLE).locator('pre');
      await expect(pre).toHaveAttribute('role', 'group', {timeout: 10_000});
      const hint = sampleBlock(page, SHOUT_SAMPLE).locator('.ts-hint');
      await expect(hint).toBeHidden();
      await pre.focus();
      await expect(hint).toBeVisible();
      await expect(hint).toHaveText('Arrow keys: move between names and read their types');
    });

    test('backticks in TSDoc show as code in the popover', async ({page}) => {
      await gotoHydrated(page, DEFINING_TASK);
      const identifier = sampleBlock(page, SHOUT_SAMPLE)
        .locator('.token', {hasText: /^defineTask$/})
        .first();
      await hoverUntilShown(page, identifier);
      const docs = popover(page).locator('p').first();
      await expect(docs).toContainText('Declares a reusable task whose run function receives typed options.');
      await expect(docs.locator('code')).toHaveText('run');
      await expect(docs).not.toContainText('`');
    });

    test('the "Copied the page as Markdown." status clears after a few seconds and does not move the button', async ({
      page,
      context,
    }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      // The page's clock runs as usual, and is moved on below instead of waiting the seconds out.
      await page.clock.install();
      await gotoHydrated(page, DEFINING_TASK);
      const button = page.getByRole('button', {name: 'Copy page'});
      const before = await button.boundingBox();
      await button.click();
      await page.getByRole('menuitem', {name: /Copy page as Markdown/}).click();
      const status = page.getByRole('status').filter({hasText: 'Copied the page as Markdown.'});
      await expect(status).toBeVisible();
      expect(await button.boundingBox(), 'the button stays where it was').toEqual(before);
      await page.clock.fastForward(4000);
      await expect(status, 'still shown 4 s on').toBeVisible();
      await page.clock.fastForward(2000);
      await expect(page.getByRole('status', {name: /Copied/})).toHaveCount(0);
      await expect(page.getByText('Copied the page as Markdown.')).toHaveCount(0);
      expect(await button.boundingBox()).toEqual(before);
    });
  });
}

// The popover's CSS loads with the popover's script (popover.js), not with the page.
test('the popover is styled from its first showing, and left out of print', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 800});
  await gotoHydrated(page, DEFINING_TASK);
  const popoverRules = () =>
    page.evaluate(
      () =>
        [...Array.from(document.styleSheets), ...document.adoptedStyleSheets]
          .flatMap((sheet) => Array.from(sheet.cssRules))
          .filter((rule) => rule.cssText.includes('.ts-popover')).length,
    );
  expect(await popoverRules(), 'the page carries the popover CSS before first use').toBe(0);

  await hoverUntilShown(
    page,
    sampleBlock(page, SHOUT_SAMPLE)
      .locator('.token', {hasText: /^defineTask$/})
      .first(),
  );
  await expect(popover(page)).toHaveCSS('position', 'absolute');
  await expect(popover(page)).toHaveCSS('border-top-width', '1px');
  expect(await popoverRules()).toBeGreaterThan(0);

  await page.emulateMedia({media: 'print'});
  await expect(popover(page)).toBeHidden();
});
