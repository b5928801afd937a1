import {COPYRIGHT_YEAR, NADLE_VERSION, RELEASE_URL, REPOSITORY_URL} from '../../src/data/release';
import {expect, gotoHydrated, test} from './support/test';

test.describe('navbar', () => {
  test('shows Docs and Blog on the left, leading to the docs and the blog', async ({page, navbar}) => {
    await page.goto('');
    await navbar.getByRole('link', {name: 'Docs', exact: true}).click();
    await expect(page).toHaveURL(/\/docs\/why-nadle$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Why Nadle?');
    await navbar.getByRole('link', {name: 'Blog', exact: true}).click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test(`shows the version label ${NADLE_VERSION} linking to its release page, and the repository link`, async ({
    page,
    navbar,
  }) => {
    await page.goto('');
    const version = navbar.getByRole('link', {name: new RegExp(NADLE_VERSION.replaceAll('.', '\\.'))});
    await expect(version).toHaveText(NADLE_VERSION);
    await expect(version).toHaveAttribute('href', RELEASE_URL);
    await expect(navbar.getByRole('link', {name: 'GitHub repository'})).toHaveAttribute('href', REPOSITORY_URL);
  });

  test('has the language dropdown with English, search and the color toggle', async ({page, navbar}) => {
    await page.goto('docs/introduction');
    const languages = navbar.getByRole('button', {name: /English/});
    await languages.hover();
    await expect(navbar.getByRole('link', {name: 'English'})).toBeVisible();
    await expect(navbar.getByRole('button', {name: /Search/})).toBeVisible();
    await expect(navbar.getByRole('button', {name: /dark mode|light mode|color mode/i})).toBeVisible();
  });
});

test.describe('footer', () => {
  test('links to Introduction, Installation, Features and the repository', async ({page, footer}) => {
    await page.goto('');
    await expect(footer.getByRole('link', {name: 'Introduction'})).toHaveAttribute('href', /\/docs\/introduction$/);
    await expect(footer.getByRole('link', {name: 'Installation'})).toHaveAttribute(
      'href',
      /\/docs\/getting-started\/installation$/,
    );
    await expect(footer.getByRole('link', {name: 'Features'})).toHaveAttribute(
      'href',
      /\/docs\/getting-started\/features$/,
    );
    await expect(footer.getByRole('link', {name: /GitHub/})).toHaveAttribute('href', REPOSITORY_URL);
    await footer.getByRole('link', {name: 'Features'}).click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Features');
  });

  test(`has the dark style and the ${COPYRIGHT_YEAR} copyright`, async ({page, footer}) => {
    await page.goto('');
    await expect(footer).toHaveClass(/footer--dark/);
    await expect(footer).toContainText(`Copyright © ${COPYRIGHT_YEAR} Nadle`);
  });
});

test.describe('package-manager tabs', () => {
  test('Home and End reach the first and last tab, and each panel is labelled by its tab', async ({page}) => {
    await gotoHydrated(page, 'docs/getting-started/installation');
    // The first of the page's tab groups; the others follow its choice.
    const tabs = page.locator('.tabs-container').first();
    const tabList = tabs.getByRole('tablist');
    const tab = (name: string) => tabList.getByRole('tab', {name, exact: true});
    await tab('npm').focus();
    await page.keyboard.press('End');
    await expect(tab('pnpm')).toBeFocused();
    await page.keyboard.press('Home');
    await expect(tab('npm')).toBeFocused();
    // The arrows and Enter keep working as before.
    await page.keyboard.press('ArrowRight');
    await expect(tab('yarn')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(tab('yarn')).toHaveAttribute('aria-selected', 'true');

    const panel = tabs.getByRole('tabpanel', {name: 'yarn', exact: true});
    await expect(panel).toBeVisible();
    await expect(panel).toContainText('yarn');
    await expect(tab('yarn')).toHaveAttribute('aria-controls', (await panel.getAttribute('id'))!);
  });
});

test('on a narrow screen, the "On this page" button says whether the list is open', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  await gotoHydrated(page, 'docs/guides/configuring-task');
  const toggle = page.getByRole('button', {name: 'On this page'});
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('.theme-doc-toc-mobile').getByRole('link').first()).toBeVisible();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
});

test.describe('not-found page', () => {
  test('searches for the words of the missing address and links to the main pages', async ({page}) => {
    await page.goto('docs/guides/cachng-task');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
    const main = page.getByRole('main');
    await expect(main.getByText('There is no page at /docs/guides/cachng-task.')).toBeVisible();

    const pages = main.getByRole('list').getByRole('link');
    await expect(pages).toHaveText(['Introduction', 'Getting started', 'API reference', 'Playground', 'Blog']);
    const hrefs = await pages.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual([
      '/docs/introduction',
      '/docs/getting-started/installation',
      '/docs/api/index',
      '/docs/getting-started/playground',
      '/blog',
    ]);

    const search = main.getByRole('search', {name: 'Search for the missing page'});
    const field = search.getByRole('searchbox', {name: 'Search the docs'});
    await expect(field).toHaveValue('guides cachng task');
    await field.fill('caching');
    await search.getByRole('button', {name: 'Search'}).click();
    await expect(page).toHaveURL(/\/search\?q=caching$/);
    await expect(page.getByRole('heading', {level: 1})).not.toHaveText('Page Not Found');
  });

  // The body loads after the rest of the page (src/theme/NotFound/Content): it must take over
  // the server's HTML without a mismatch, and the HTML alone must hold all of it.
  test('its body, loaded on demand, hydrates without an error', async ({page, pageErrors}) => {
    await page.goto('docs/guides/cachng-task');
    await expect(page.getByRole('main').getByText('There is no page at /docs/guides/cachng-task.')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(pageErrors.filter((error) => !/status of 404/.test(error))).toEqual([]);
  });

  test.describe('without JavaScript', () => {
    test.use({javaScriptEnabled: false});

    test('shows its heading, search form and links to the main pages', async ({page}) => {
      await page.goto('docs/guides/cachng-task');
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
      await expect(main.getByText('There is no page at this address.')).toBeVisible();
      await expect(main.getByRole('searchbox', {name: 'Search the docs'})).toBeVisible();
      await expect(main.getByRole('list').getByRole('link')).toHaveText([
        'Introduction',
        'Getting started',
        'API reference',
        'Playground',
        'Blog',
      ]);
    });
  });
});
