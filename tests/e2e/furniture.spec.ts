import {COPYRIGHT_YEAR, NADLE_VERSION, RELEASE_URL, REPOSITORY_URL} from '../../src/data/release';
import {expect, test} from './support/test';

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
