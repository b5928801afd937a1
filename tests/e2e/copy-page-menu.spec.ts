// The Copy page menu near the title of docs, API and blog pages: a menu button
// (WAI-ARIA pattern) whose menu loads on demand, copies the page's Markdown twin,
// and links to the twin and to two chat assistants.
import type {Page} from '@playwright/test';

import {axeViolations} from './a11y/axe';
import {gotoHydrated} from './support/page';
import {expect, test} from './support/test';

declare global {
  interface Window {
    copiedText?: string;
  }
}

const PAGE = 'docs/guides/configuring-task';
const TWIN = '/docs/guides/configuring-task.md';

// The menu button works once React has hydrated the page.
const open = gotoHydrated;

const menuButton = (page: Page) => page.getByRole('button', {name: 'Copy page'});
const menu = (page: Page) => page.getByRole('menu', {name: 'Copy page'});
const item = (page: Page, name: string | RegExp) => menu(page).getByRole('menuitem', {name});

test('the menu button is near the title of docs, API and blog post pages, and not on the list of posts', async ({
  page,
}) => {
  // Four pages.
  test.slow();
  for (const route of [PAGE, 'docs/api/index/interfaces/TaskConfiguration', 'blog/release-v0-5-0']) {
    await open(page, route);
    await expect(menuButton(page)).toHaveAttribute('aria-haspopup', 'menu');
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    const title = await page.getByRole('heading', {level: 1}).boundingBox();
    const button = await menuButton(page).boundingBox();
    expect(Math.abs(button!.y - title!.y), route).toBeLessThan(200);
  }
  await open(page, 'blog');
  await expect(menuButton(page)).toHaveCount(0);
});

test('works from the keyboard: Enter and arrows open it, arrows, Home and End move, Escape closes it', async ({
  page,
}) => {
  await open(page, PAGE);
  await menuButton(page).focus();
  await page.keyboard.press('Enter');
  await expect(menu(page)).toBeVisible();
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(menuButton(page)).toHaveAttribute('aria-controls', (await menu(page).getAttribute('id'))!);
  await expect(item(page, 'Copy page as Markdown')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(item(page, 'View as Markdown')).toBeFocused();
  await page.keyboard.press('End');
  await expect(item(page, /Open in Claude/)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(item(page, 'Copy page as Markdown')).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(item(page, /Open in Claude/)).toBeFocused();
  await page.keyboard.press('Home');
  await expect(item(page, 'Copy page as Markdown')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu(page)).toHaveCount(0);
  await expect(menuButton(page)).toBeFocused();
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');

  await page.keyboard.press('ArrowUp');
  await expect(item(page, /Open in Claude/)).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(menu(page)).toHaveCount(0);
});

test('links to the Markdown twin and to ChatGPT and Claude with a prompt citing it, loading nothing from them', async ({
  page,
}) => {
  const foreign: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(new URL(page.url() || 'http://127.0.0.1').origin)) foreign.push(request.url());
  });
  await open(page, PAGE);
  foreign.length = 0;
  await menuButton(page).click();
  await expect(item(page, 'View as Markdown')).toHaveAttribute('href', TWIN);
  const twinUrl = encodeURIComponent(`https://nadle.dev${TWIN}`);
  const chatGpt = await item(page, /Open in ChatGPT/).getAttribute('href');
  const claude = await item(page, /Open in Claude/).getAttribute('href');
  expect(chatGpt).toMatch(/^https:\/\/chatgpt\.com\/\?q=/);
  expect(claude).toMatch(/^https:\/\/claude\.ai\/new\?q=/);
  expect(chatGpt).toContain(twinUrl);
  expect(claude).toContain(twinUrl);
  await expect(item(page, /Open in ChatGPT/)).toHaveAccessibleName('Open in ChatGPT (opens in a new tab)');
  expect(foreign).toEqual([]);
});

test('copies the Markdown twin and says so in a polite live region', async ({page}) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', {
      value: {writeText: (text: string) => Promise.resolve(void (window.copiedText = text))},
    });
  });
  await open(page, PAGE);
  await menuButton(page).click();
  await item(page, 'Copy page as Markdown').click();
  await expect(page.getByRole('status')).toHaveText('Copied the page as Markdown.');
  await expect(menuButton(page)).toBeFocused();
  const twin = await (await page.request.get(TWIN)).text();
  expect(twin.startsWith('# Configuring Task\n')).toBe(true);
  expect(await page.evaluate(() => window.copiedText)).toBe(twin);
});

test('where the clipboard is blocked, shows the Markdown selected, ready to copy by hand', async ({page}) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', {
      value: {writeText: () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'))},
    });
  });
  await open(page, PAGE);
  await menuButton(page).click();
  await item(page, 'Copy page as Markdown').click();
  await expect(page.getByRole('status')).toContainText('The clipboard is blocked');
  const text = page.getByRole('textbox', {name: /Markdown of this page/});
  await expect(text).toBeFocused();
  const twin = await (await page.request.get(TWIN)).text();
  await expect(text).toHaveValue(twin);
  const selection = await text.evaluate((element: HTMLTextAreaElement) => [
    element.selectionStart,
    element.selectionEnd,
  ]);
  expect(selection).toEqual([0, twin.length]);
  await page.getByRole('button', {name: 'Close', exact: true}).click();
  await expect(text).toBeHidden();
});

test('offline, the menu says copying and viewing need a connection, and a copy says why it failed', async ({
  page,
  context,
}) => {
  await open(page, PAGE);
  // Opened once online, as a reader would have before losing the connection: the menu's code is loaded then.
  await menuButton(page).click();
  await expect(item(page, 'Copy page as Markdown')).toHaveAccessibleName('Copy page as Markdown');
  // Escape closes the menu from inside it: focus moves there once the menu has rendered.
  await expect(item(page, 'Copy page as Markdown')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu(page)).toHaveCount(0);

  await context.setOffline(true);
  await menuButton(page).click();
  const hint = ' (needs a connection: not saved for offline reading)';
  await expect(item(page, /^Copy page as Markdown/)).toHaveAccessibleName(`Copy page as Markdown${hint}`);
  await expect(item(page, /^View as Markdown/)).toHaveAccessibleName(`View as Markdown${hint}`);
  await item(page, /^Copy page as Markdown/).click();
  await expect(page.getByRole('status')).toHaveText(
    'You are offline, and the Markdown of a page is not saved for offline reading: copy it once you are back online.',
  );
  await context.setOffline(false);
});

test('its menu is not in the page bundle: it loads on first hover, focus or open', async ({page}) => {
  const scripts: {url: string; body: string}[] = [];
  page.on('response', async (response) => {
    if (response.url().endsWith('.js'))
      scripts.push({url: response.url(), body: await response.text().catch(() => '')});
  });
  await open(page, PAGE);
  await page.waitForLoadState('networkidle');
  const hasMenu = () => scripts.some((script) => script.body.includes('Open in ChatGPT'));
  expect(hasMenu()).toBe(false);
  await menuButton(page).hover();
  await expect.poll(hasMenu).toBe(true);
});

for (const mode of ['light', 'dark'] as const) {
  test(`the open menu, and the copied message, have no accessibility violations in ${mode} mode`, async ({page}) => {
    // Two full axe runs.
    test.slow();
    await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', {value: {writeText: () => Promise.resolve()}});
    });
    await open(page, PAGE);
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
    await menuButton(page).click();
    await expect(item(page, 'Copy page as Markdown')).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);
    await item(page, 'Copy page as Markdown').click();
    await expect(page.getByRole('status')).toHaveText('Copied the page as Markdown.');
    expect(await axeViolations(page)).toEqual([]);
  });
}
