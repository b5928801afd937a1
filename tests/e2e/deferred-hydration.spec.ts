// The blocks of a page's content hydrate after the rest of the page, one per task
// (src/components/DeferredHydration). Each turn is a message the page posts to
// itself; these tests hold those messages and let them through one by one, to see
// the page between turns, which on a real load lasts only milliseconds.
import type {Page} from '@playwright/test';
import {themes} from 'prism-react-renderer';

import {DEFERRED_HYDRATION_ATTRIBUTE} from '../../src/components/DeferredHydration/attribute';
import {expect, test} from './support/test';

/** Holds every message posted with no data (a turn; the page posts no other such message) until released. */
async function holdHydrationTurns(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const held: (() => void)[] = [];
    const post = MessagePort.prototype.postMessage;
    MessagePort.prototype.postMessage = function (this: MessagePort, ...args: Parameters<MessagePort['postMessage']>) {
      if (args[0] === undefined) held.push(() => post.apply(this, args));
      else post.apply(this, args);
    } as MessagePort['postMessage'];
    Object.assign(window, {
      releaseHydrationTurn: () => held.shift()?.(),
      heldHydrationTurns: () => held.length,
    });
  });
}

/** Lets the next held turn run; false when none is waiting. */
async function releaseTurn(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const win = window as unknown as {releaseHydrationTurn: () => void; heldHydrationTurns: () => number};
    if (win.heldHydrationTurns() === 0) return false;
    win.releaseHydrationTurn();
    return true;
  });
}

const copyButton = {name: 'Copy code to clipboard'};

test('the content hydrates after the page, one block per turn in page order, and keeps the server markup meanwhile', async ({
  page,
  pageErrors,
}) => {
  await holdHydrationTurns(page);
  await page.goto('docs/guides/configuring-task');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-has-hydrated', 'true');
  await expect(html).toHaveAttribute(DEFERRED_HYDRATION_ATTRIBUTE, 'true');

  // The rest of the page works already: the color toggle switches to dark mode.
  await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
  await expect(html).toHaveAttribute('data-theme', 'dark');

  // The code blocks still show the server's markup: their code, without the buttons the browser adds.
  const codeBlocks = page.locator('article .theme-code-block');
  const blockCount = await codeBlocks.count();
  expect(blockCount).toBeGreaterThan(3);
  await expect(codeBlocks.first().locator('code')).toContainText('ExecTask');
  await expect(page.locator('article').getByRole('button', copyButton)).toHaveCount(0);

  // Turn by turn, the blocks with buttons are always the first ones on the page.
  let turns = 0;
  while (await releaseTurn(page)) {
    turns += 1;
    const hydrated = await codeBlocks.evaluateAll((blocks) =>
      blocks.map((block) => block.querySelector('button') !== null),
    );
    const firstWaiting = hydrated.indexOf(false);
    expect(
      firstWaiting === -1 || !hydrated.slice(firstWaiting).includes(true),
      `after ${turns} turns: ${hydrated.join(', ')}`,
    ).toBe(true);
  }
  expect(turns).toBeGreaterThan(blockCount);
  await expect(html).not.toHaveAttribute(DEFERRED_HYDRATION_ATTRIBUTE);
  await expect(page.locator('article').getByRole('button', copyButton)).toHaveCount(blockCount);

  // A block that hydrated after the switch to dark mode has the dark theme's colors,
  // not the light ones the server rendered.
  const background = await codeBlocks
    .last()
    .locator('pre')
    .evaluate((pre, expected) => {
      const probe = document.createElement('i');
      probe.style.backgroundColor = expected;
      return {shown: pre.style.backgroundColor, expected: probe.style.backgroundColor};
    }, themes.dracula.plain.backgroundColor!);
  expect(background.shown).toBe(background.expected);
  expect(pageErrors).toEqual([]);
});

test('a page reached by a link renders its content at once, with no turn to wait for', async ({page, pageErrors}) => {
  await holdHydrationTurns(page);
  await page.goto('docs/introduction');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  while (await releaseTurn(page));
  await expect(page.locator('html')).not.toHaveAttribute(DEFERRED_HYDRATION_ATTRIBUTE);

  await page.locator('article').getByRole('link', {name: 'Configuring Task', exact: true}).first().click();
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Configuring Task');
  // No turn was taken: every code block has its buttons with the turns still held.
  await expect(page.locator('article').getByRole('button', copyButton).first()).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as {heldHydrationTurns: () => number}).heldHydrationTurns()),
  ).toBe(0);
  await expect(page.locator('html')).not.toHaveAttribute(DEFERRED_HYDRATION_ATTRIBUTE);
  expect(pageErrors).toEqual([]);
});

test('a code block whose Prism arrives after its part has hydrated still hydrates its server markup, then takes the dark colors', async ({
  page,
  pageErrors,
}) => {
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  // Prism's chunk comes late, as on a slow connection: the block's part has had its turn by then.
  await page.route(/\/prism\.[0-9a-f]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto('tests/theme-samples');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  const prismBlock = page
    .locator('pre')
    .filter({has: page.locator('.theme-code-block-highlighted-line')})
    .first();
  const dracula = await prismBlock.evaluate((pre, expected) => {
    const probe = document.createElement('i');
    probe.style.backgroundColor = expected;
    return probe.style.backgroundColor;
  }, themes.dracula.plain.backgroundColor!);
  await expect.poll(() => prismBlock.evaluate((pre) => pre.style.backgroundColor), {timeout: 10_000}).toBe(dracula);
  expect(pageErrors).toEqual([]);
});

interface CodeBlocksAtHydrationEnd {
  blocks: number;
  withCopyButton: number;
}

/**
 * Records what the code blocks show at the moment <html> loses the attribute: the
 * browser tests' hydration wait (expectHydrated) ends then, and checks them at once.
 */
async function recordCodeBlocksAtHydrationEnd(
  page: Page,
): Promise<() => Promise<CodeBlocksAtHydrationEnd | undefined>> {
  await page.addInitScript(
    ({attribute, copyLabel}) => {
      new MutationObserver((records) => {
        const removed = records.some(
          (record) => record.target === document.documentElement && record.oldValue !== null,
        );
        if (!removed || document.documentElement.hasAttribute(attribute)) return;
        const blocks = Array.from(document.querySelectorAll('.theme-code-block'));
        const withCopyButton = blocks.filter((block) =>
          block.querySelector(`button[aria-label="${copyLabel}"]`),
        ).length;
        Object.assign(window, {codeBlocksAtHydrationEnd: {blocks: blocks.length, withCopyButton}});
      }).observe(document, {subtree: true, attributeFilter: [attribute], attributeOldValue: true});
    },
    {attribute: DEFERRED_HYDRATION_ATTRIBUTE, copyLabel: copyButton.name},
  );
  return () =>
    page.evaluate(
      () => (window as unknown as {codeBlocksAtHydrationEnd?: CodeBlocksAtHydrationEnd}).codeBlocksAtHydrationEnd,
    );
}

test('the page counts as hydrated only once every part has drawn its browser-only markup', async ({
  page,
  pageErrors,
}) => {
  const atHydrationEnd = await recordCodeBlocksAtHydrationEnd(page);
  await page.goto('docs/guides/configuring-task');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await expect(page.locator('html')).not.toHaveAttribute(DEFERRED_HYDRATION_ATTRIBUTE);
  // Each block's part draws the buttons in an effect after its turn, the last one after the last turn.
  const blocks = await page.locator('article .theme-code-block').count();
  expect(blocks).toBeGreaterThan(3);
  expect(await atHydrationEnd()).toEqual({blocks, withCopyButton: blocks});
  expect(pageErrors).toEqual([]);
});

test('a block waiting for Prism keeps the page from counting as hydrated until it has its buttons', async ({
  page,
  pageErrors,
}) => {
  // Prism's chunk comes late, as on a slow connection: every turn has run by then.
  let prismServed = false;
  await page.route(/\/prism\.[0-9a-f]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    prismServed = true;
    await route.continue();
  });
  const atHydrationEnd = await recordCodeBlocksAtHydrationEnd(page);
  // Not waiting for the load event, which waits for Prism's chunk too.
  await page.goto('tests/code-blocks', {waitUntil: 'commit'});
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await expect(page.locator('html')).not.toHaveAttribute(DEFERRED_HYDRATION_ATTRIBUTE, {timeout: 10_000});
  expect(prismServed, 'the attribute stayed until Prism had come').toBe(true);
  // Two blocks highlighted at build time, two by Prism in the browser.
  expect(await atHydrationEnd()).toEqual({blocks: 4, withCopyButton: 4});
  expect(pageErrors).toEqual([]);
});
