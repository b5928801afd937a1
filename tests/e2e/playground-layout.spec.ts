// The playground as a tool on /docs/getting-started/playground: the editor and a
// command's result share the screen at 1280×800, a phone with its on-screen keyboard up
// still shows a typed command's result, the live regions speak content calmly, and
// the keyboard finds its way in, out, and to each TypeScript problem.
import type {Locator, Page} from '@playwright/test';

import {axeViolations} from './a11y/axe';
import {expectHydrated} from './support/page';
import {e2eSite} from './support/sites';
import {commandField, editor, output, PLAYGROUND_PATH} from './support/playground';
import {expect, serveBuildForFile, test} from './support/test';

const server = serveBuildForFile({dir: e2eSite('site').outDir, applyHeadersFile: true});

// Each test starts the editor and two workers, one of them the TypeScript compiler.
test.beforeEach(() => test.slow());
const resultHeading = (page: Page, line: string) =>
  page.getByRole('heading', {name: `What Nadle 0.5.1 would print for nadle ${line}`});

async function startPlayground(page: Page): Promise<void> {
  await page.goto(`${server.url}${PLAYGROUND_PATH}`);
  await expectHydrated(page);
  await page.getByRole('button', {name: 'Start the playground'}).click();
  await expect(output(page)).toBeVisible({timeout: 15_000});
  await expect(page.getByText('TypeScript: no problems in nadle.config.ts.')).toBeVisible({timeout: 30_000});
}

/** The box of an element in the viewport, and the part of the viewport the sticky navbar leaves. */
async function visibleArea(page: Page) {
  const navbarBottom = await page.locator('.navbar').evaluate((bar) => bar.getBoundingClientRect().bottom);
  const height = page.viewportSize()!.height;
  return {top: navbarBottom, bottom: height};
}

/** The first line of a block: its top edge plus one line, in viewport coordinates. */
async function firstLineBox(block: Locator) {
  return block.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    const top = box.top + parseFloat(style.paddingTop) + parseFloat(style.borderTopWidth);
    return {top, bottom: top + parseFloat(style.lineHeight)};
  });
}

test.describe('at 1280×800', () => {
  test.use({viewport: {width: 1280, height: 800}});

  test('the editor and a command’s result are on screen together, side by side', async ({page}) => {
    await startPlayground(page);
    // The page gives the playground its width: no table of contents beside it.
    await expect(page.locator('.theme-doc-toc-desktop')).toHaveCount(0);
    await commandField(page).fill('--list');
    await commandField(page).press('Enter');
    await expect(resultHeading(page, '--list')).toBeVisible({timeout: 15_000});

    // The reader scrolls the playground up to the navbar.
    await page.locator('.nadle-playground-app').evaluate((app) => app.scrollIntoView({block: 'start'}));
    const area = await visibleArea(page);
    const lines = await page.locator('.cm-scroller').boundingBox();
    expect(lines).not.toBeNull();
    expect(lines!.y).toBeGreaterThanOrEqual(area.top);
    expect(lines!.y + lines!.height).toBeLessThanOrEqual(area.bottom);
    const first = await firstLineBox(output(page));
    expect(first.top).toBeGreaterThanOrEqual(area.top);
    expect(first.bottom).toBeLessThanOrEqual(area.bottom);
    await expect(output(page)).toContainText('Greetings tasks');
    // Two panes: the output to the right of the editor.
    const printed = await output(page).boundingBox();
    expect(printed!.x).toBeGreaterThanOrEqual(lines!.x + lines!.width);
  });

  test('Start keeps the focus and says it is starting, then hands it to the file tab', async ({page}) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/playground-app\.[0-9a-f]{8}\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${server.url}${PLAYGROUND_PATH}`);
    await expectHydrated(page);
    await page.getByRole('button', {name: 'Start the playground'}).focus();
    await page.keyboard.press('Enter');
    const starting = page.getByRole('button', {name: 'Starting the playground…'});
    await expect(starting).toBeFocused();
    await expect(starting).toHaveAttribute('aria-disabled', 'true');
    release();
    await expect(page.getByRole('tab', {name: 'nadle.config.ts'})).toBeFocused({timeout: 15_000});
  });
});

test.describe('on a phone with its on-screen keyboard up (390×500 visible)', () => {
  test.use({viewport: {width: 390, height: 500}});

  test('a typed command shows its result without the reader scrolling', async ({page}) => {
    await startPlayground(page);
    // The browser brings a field that takes focus just into view, at the bottom, above the keyboard.
    await commandField(page).evaluate((field) => field.scrollIntoView({block: 'end'}));
    await commandField(page).focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('--list');
    await page.keyboard.press('Enter');
    await expect(resultHeading(page, '--list')).toBeVisible({timeout: 15_000});
    await expect(output(page)).toContainText('Greetings tasks');
    const area = await visibleArea(page);
    await expect(async () => {
      const first = await firstLineBox(output(page));
      expect(first.top).toBeGreaterThanOrEqual(area.top);
      expect(first.bottom).toBeLessThanOrEqual(area.bottom);
      const field = await commandField(page).boundingBox();
      expect(field!.y).toBeGreaterThanOrEqual(area.top);
    }).toPass({timeout: 5_000});
    await expect(commandField(page)).toBeFocused();
  });

  test('long lines wrap in the editor, and the back-to-top button never covers it', async ({page}) => {
    await startPlayground(page);
    await editor(page).click();
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.insertText(`\n// ${'a long comment that goes on '.repeat(6)}\n`);
    const scroller = page.locator('.cm-scroller');
    const widths = await scroller.evaluate((element) => ({scroll: element.scrollWidth, client: element.clientWidth}));
    expect(widths.scroll).toBeLessThanOrEqual(widths.client);

    // Far below the playground, scrolling up a little brings the button out: it is there to hide.
    const button = page.getByRole('button', {name: 'Scroll back to top'});
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight - 1500));
    await page.mouse.wheel(0, -60);
    await expect(button).toBeVisible();
    // With the editor on screen, it is hidden, or at least off the editor.
    const files = page.locator('.nadle-playground-files');
    await files.evaluate((element) => element.scrollIntoView({block: 'center'}));
    await page.mouse.wheel(0, -60);
    await page.waitForTimeout(500);
    if (await button.isVisible()) {
      const buttonBox = (await button.boundingBox())!;
      const filesBox = (await files.boundingBox())!;
      const overlaps =
        buttonBox.x < filesBox.x + filesBox.width &&
        filesBox.x < buttonBox.x + buttonBox.width &&
        buttonBox.y < filesBox.y + filesBox.height &&
        filesBox.y < buttonBox.y + buttonBox.height;
      expect(overlaps).toBe(false);
    }
  });
});

/** Collects each live region's text as it changes, in the page, from now on. */
async function recordLiveRegions(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const said: string[] = [];
    const last = new Map<Element, string>();
    new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        const node = mutation.target instanceof Element ? mutation.target : mutation.target.parentElement;
        const region = node?.closest('[aria-live]');
        if (!region) continue;
        const text = region.textContent ?? '';
        if (text === '' || last.get(region) === text) continue;
        last.set(region, text);
        said.push(text);
      }
    }).observe(document.body, {subtree: true, childList: true, characterData: true});
    (window as unknown as {said: string[]}).said = said;
  });
  return () => page.evaluate(() => [...(window as unknown as {said: string[]}).said]);
}

test('the live regions speak the first line and the first TypeScript message, calmly', async ({page}) => {
  await startPlayground(page);
  const said = await recordLiveRegions(page);
  await editor(page).click();
  await page.keyboard.press('ControlOrMeta+End');
  // Typed key by key: on the way the line has syntax errors that must not be spoken.
  await page.keyboard.type('tasks.register("typed"', {delay: 40});
  // A pause in the middle of the line: its syntax error, and the config's failure, are not news yet.
  await page.waitForTimeout(3_000);
  await page.keyboard.type(').config({ dependsOn: "hello", grup: "x" });', {delay: 40});
  const problem = page.getByRole('button', {name: /Object literal may only specify known properties/});
  await expect(problem).toBeVisible({timeout: 15_000});
  await expect
    .poll(said, {timeout: 10_000})
    .toContainEqual(expect.stringMatching(/^nadle\.config\.ts: 1 TypeScript problem\. Line \d+, column \d+: Object/));

  // Planned from the command line: the result's first line is spoken, as the output shows it.
  await commandField(page).fill('--dry-run typed');
  await commandField(page).press('Enter');
  await expect(resultHeading(page, '--dry-run typed')).toBeVisible({timeout: 15_000});
  await expect.poll(said).toContainEqual(expect.stringMatching(/^Nadle exits with code 0\. /));
  // The same command again says nothing new.
  await commandField(page).press('Enter');
  await page.waitForTimeout(2_000);

  const spoken = await said();
  const result = spoken.filter((text) => text.startsWith('Nadle exits with code'));
  expect(result).toHaveLength(1);
  // The first line, a heading here, with the lines under it: each as the output shows it.
  expect(result[0]).toMatch(/^Nadle exits with code 0\. Execution plan: .*\btyped\b/);
  const [heading, under] = result[0]
    .replace(/^Nadle exits with code 0\. /, '')
    .replace(/\.$/, '')
    .split(/(?<=:) /);
  const printed = (await output(page).textContent()) ?? '';
  expect(printed).toContain(heading);
  for (const line of under.split('; ')) expect(printed).toContain(line);
  // No repeats, and no syntax error of the line while it was being typed.
  expect(new Set(spoken).size).toBe(spoken.length);
  for (const text of spoken) expect(text).not.toMatch(/expected\.|Unterminated|Identifier expected|^Error: /);
  // Never a count without its content.
  for (const text of spoken) expect(text).not.toMatch(/^Output: \d+ lines?\.$|TypeScript problems?\.$/);
});

test('each TypeScript problem is reachable with Tab and puts the cursor on it', async ({page}) => {
  await startPlayground(page);
  await editor(page).click();
  // The way out is shown while the editor has focus, and describes it.
  const hint = page.getByText('Esc then Tab to leave the editor');
  await expect(hint).toBeVisible();
  await expect(editor(page)).toHaveAccessibleDescription('Esc then Tab to leave the editor');
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.insertText('\nconst count: number = "three";\n');
  const problem = page.getByRole('button', {name: /Type 'string' is not assignable to type 'number'/});
  await expect(problem).toBeVisible({timeout: 15_000});

  await page.keyboard.press('Escape');
  await page.keyboard.press('Tab');
  await expect(problem).toBeFocused();
  await expect(hint).toBeHidden();
  await page.keyboard.press('Enter');
  await expect(editor(page)).toBeFocused();
  // The cursor is on the problem: what is typed lands just before `count`.
  await page.keyboard.type('my');
  await expect(editor(page)).toContainText('const mycount: number');
});

test('the Try buttons are at least 24 by 24 px, with a visible border', async ({page}) => {
  await startPlayground(page);
  const buttons = page.getByRole('button', {name: /^nadle /});
  expect(await buttons.count()).toBeGreaterThan(0);
  for (const button of await buttons.all()) {
    const box = (await button.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(24);
    expect(box.height).toBeGreaterThanOrEqual(24);
    const border = await button.evaluate((element) => {
      const style = getComputedStyle(element);
      return {width: parseFloat(style.borderTopWidth), style: style.borderTopStyle, color: style.borderTopColor};
    });
    expect(border.width).toBeGreaterThanOrEqual(1);
    expect(border.style).toBe('solid');
    expect(border.color).not.toMatch(/rgba\(0, 0, 0, 0\)|transparent/);
  }
});

// The states this layout adds: two panes or one, a problem as a button, the hint of the focused editor.
for (const viewport of [
  {width: 390, height: 844},
  {width: 1280, height: 800},
]) {
  test(`no axe violation at ${viewport.width} px with a problem listed and the editor focused`, async ({page}) => {
    test.slow();
    await page.setViewportSize(viewport);
    for (const mode of ['light', 'dark'] as const) {
      await page.goto(`${server.url}${PLAYGROUND_PATH}`);
      await page.evaluate((theme) => localStorage.setItem('theme', theme), mode);
      await startPlayground(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      await editor(page).click();
      await page.keyboard.press('ControlOrMeta+End');
      await page.keyboard.insertText('\nconst count: number = "three";\n');
      await expect(page.getByRole('button', {name: /is not assignable to type 'number'/})).toBeVisible({
        timeout: 15_000,
      });
      await expect(page.getByText('Esc then Tab to leave the editor')).toBeVisible();
      expect(await axeViolations(page), `${mode} mode at ${viewport.width} px`).toEqual([]);
    }
  });
}
