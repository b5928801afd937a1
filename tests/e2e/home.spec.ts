import type {Locator, Page} from '@playwright/test';
import {expect, gotoHydrated, test} from './support/test';

// The home page as a phone reader meets it (issue 37, part 5), and error samples that
// a phone scrolls to their squiggle (part 7).

const PHONE = {width: 390, height: 844};

/** The hero: the header at the top of the page's main content. */
function hero(page: Page): Locator {
  return page.getByRole('main').locator('header').first();
}

/** The drawing of the hero's task graph, whatever the renderer's markup around it. */
function graphDrawing(page: Page): Locator {
  return hero(page).getByRole('figure').locator('svg').first();
}

test.describe('home page on a phone (390×844)', () => {
  test.use({viewport: PHONE});

  test('the first screen shows the task graph, and the sample never scrolls the page sideways', async ({page}) => {
    await gotoHydrated(page, '/');
    const graph = graphDrawing(page);
    await expect(graph).toBeVisible();
    const box = await graph.boundingBox();
    expect(box, 'the graph has a box').not.toBeNull();
    expect(box!.y, 'the graph starts within the first 844 px').toBeLessThan(PHONE.height);
    expect(box!.y + box!.height, 'the whole graph is on the first screen').toBeLessThanOrEqual(PHONE.height);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });

  test('the hero offers the Playground as its second call to action', async ({page}) => {
    await gotoHydrated(page, '/');
    const actions = hero(page).locator('.button');
    await expect(actions).toHaveText(['Get Started', 'Try the Playground']);
    await expect(actions.nth(1)).toHaveAttribute('href', '/docs/getting-started/playground');
  });

  test('radio buttons switch between the config, the graph and the plan; the config wraps', async ({page}) => {
    await gotoHydrated(page, '/');
    const views = hero(page).getByRole('group', {name: 'Show'});
    const config = hero(page).locator('.theme-code-block').filter({hasText: 'tasks.register("build")'});
    const graph = graphDrawing(page);
    const plan = hero(page).getByText('Execution plan:');

    await expect(views.getByRole('radio', {name: 'Graph'})).toBeChecked();
    await expect(config).toBeHidden();
    await expect(plan).toBeHidden();

    // By keyboard, as a radio group is used: arrows move the choice.
    await views.getByRole('radio', {name: 'Graph'}).focus();
    await page.keyboard.press('ArrowRight');
    await expect(views.getByRole('radio', {name: 'Plan'})).toBeChecked();
    await expect(plan).toBeVisible();
    await expect(graph).toBeHidden();

    await views.getByRole('radio', {name: 'Config'}).click();
    await expect(config).toBeVisible();
    await expect(graph).toBeHidden();
    await expect(plan).toBeHidden();
    // Wrapped lines: the code block does not scroll sideways.
    const pre = config.locator('pre');
    const overflow = await pre.evaluate((element) => element.scrollWidth - element.clientWidth);
    expect(overflow, 'config code block overflow in px').toBeLessThanOrEqual(0);
  });
});

test('on a wide screen the config, the graph and the plan show side by side, without the switch', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 800});
  await gotoHydrated(page, '/');
  await expect(hero(page).getByRole('group', {name: 'Show'})).toBeHidden();
  const config = await hero(page).locator('.theme-code-block').filter({hasText: 'tasks.register'}).boundingBox();
  const graph = await graphDrawing(page).boundingBox();
  const plan = await hero(page).getByText('Execution plan:').boundingBox();
  expect(config!.x).toBeLessThan(graph!.x);
  expect(graph!.x).toBeLessThan(plan!.x);
  expect(graph!.y, 'the graph starts on the first screen').toBeLessThan(800);
});

for (const {route, word} of [
  {route: '/', word: 'comand'},
  {route: '/docs/guides/defining-task', word: 'times'},
]) {
  test(`at 390 px, ${route} scrolls its error sample so that the squiggled "${word}" is in view`, async ({page}) => {
    await page.emulateMedia({reducedMotion: 'reduce'});
    await page.setViewportSize(PHONE);
    await gotoHydrated(page, route);
    const squiggled = page.locator('.tse', {hasText: word});
    const pre = page.locator('pre').filter({has: squiggled}).first();
    const squiggle = pre.locator(squiggled).first();
    await pre.scrollIntoViewIfNeeded();
    // The block is wider than the screen: without the scroll the word would be cut off.
    expect(await pre.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    await expect(async () => {
      const visible = await pre.evaluate((element) => {
        const box = element.getBoundingClientRect();
        return {left: box.left, right: box.left + element.clientWidth};
      });
      const box = (await squiggle.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(visible.left);
      expect(box.x + box.width).toBeLessThanOrEqual(visible.right);
    }).toPass({timeout: 5_000});
  });
}

test.describe('home page on a phone without JavaScript', () => {
  test.use({viewport: PHONE, javaScriptEnabled: false});

  test('the view switch still works: it is radio buttons and CSS', async ({page}) => {
    await page.goto('');
    const views = hero(page).getByRole('group', {name: 'Show'});
    await expect(graphDrawing(page)).toBeVisible();
    await views.getByRole('radio', {name: 'Plan'}).check();
    await expect(hero(page).getByText('Execution plan:')).toBeVisible();
    await expect(graphDrawing(page)).toBeHidden();
  });
});
