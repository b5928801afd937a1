// Every form of an address a reader may type or follow: the page it names, or
// the not-found page, and never the crash screen or a page React drew over a
// different one the server sent (a hydration error).
import {expect, gotoHydrated, test} from './support/test';

const heading = (page: import('@playwright/test').Page) => page.getByRole('heading', {level: 1});

/** What the page reported as broken, but the 404 status of a not-found page's own document. */
const errorsBeyondNotFound = (errors: string[]) => errors.filter((error) => !/status of 404/.test(error));

test.describe('a malformed fragment never crashes the page', () => {
  for (const fragment of ['%', '%zz', '%C3', 'intro%']) {
    test(`#${fragment}, set during client-side navigation`, async ({page, pageErrors}) => {
      await gotoHydrated(page, 'docs/introduction');
      await page.evaluate((value) => (window.location.hash = value), fragment);
      // A client-side navigation to another page after it.
      await page
        .getByRole('navigation', {name: 'Docs sidebar'})
        .getByRole('link', {name: 'Why Nadle?'})
        .first()
        .click();
      await expect(heading(page)).toHaveText('Why Nadle?');
      await page.goBack();
      await expect(heading(page)).toHaveText('Introduction');
      await expect(page.getByText('This page crashed.')).toHaveCount(0);
      expect(pageErrors).toEqual([]);
    });
  }

  test('a link to a malformed fragment on the page', async ({page, pageErrors}) => {
    await gotoHydrated(page, 'docs/introduction');
    await page.evaluate(() => {
      const link = document.createElement('a');
      link.href = '#%zz';
      link.textContent = 'malformed fragment';
      document.querySelector('article')!.append(link);
    });
    await page.getByRole('link', {name: 'malformed fragment'}).click();
    await expect(heading(page)).toHaveText('Introduction');
    await expect(page.getByText('This page crashed.')).toHaveCount(0);
    expect(pageErrors).toEqual([]);
  });
});

test.describe('the server reaches the API index by each documented form of its address', () => {
  for (const form of ['docs/api/index', 'docs/api/index/', 'docs/api/index.html', 'docs/api/index/index.html']) {
    test(`/${form}`, async ({page, pageErrors}) => {
      const response = await gotoHydrated(page, form);
      expect(response?.status()).toBe(200);
      await expect(heading(page)).toHaveText('API Reference');
      expect(pageErrors).toEqual([]);
    });
  }
});

test.describe('no address draws a page over another one', () => {
  // Routes match with their letter case, as the host's files do: a path that
  // differs from a page's only in case is not that page, at any level of the
  // nested docs routes (/docs/Introduction: the docs layout's path matches, the
  // page's does not), for an API page whose own address has capitals, and for a blog post.
  const cases = [
    {path: '/DOCS/INTRODUCTION', heading: 'Page Not Found'},
    {path: '//docs//introduction', heading: 'Introduction'},
    {path: '/docs/introduction%2f', heading: 'Page Not Found'},
    {path: '/Docs/Introduction.html', heading: 'Page Not Found'},
    {path: '/docs/Introduction', heading: 'Page Not Found'},
    {path: '/docs/api/index/functions/definetask', heading: 'Page Not Found'},
    {path: '/Blog/release-v0-5-0', heading: 'Page Not Found'},
  ];
  for (const {path, heading: expected} of cases) {
    test(`${path} shows ${expected}, with no hydration error`, async ({page, pageErrors, baseURL, navbar}) => {
      await page.goto(new URL(baseURL!).origin + path);
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
      await expect(heading(page)).toHaveText(expected);
      // A page drawn below the server's copy instead of over it leaves two of everything.
      await expect(navbar).toHaveCount(1);
      await expect(page.getByRole('main')).toHaveCount(1);
      expect(errorsBeyondNotFound(pageErrors)).toEqual([]);
    });
  }

  test('from the not-found page at an upper-case address, the navbar still leads to the docs', async ({
    page,
    pageErrors,
    baseURL,
    navbar,
  }) => {
    await page.goto(`${new URL(baseURL!).origin}/DOCS/INTRODUCTION`);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    const docsLink = navbar.getByRole('link', {name: 'Docs', exact: true});
    const target = await docsLink.getAttribute('href');
    await docsLink.click();
    await expect(page).toHaveURL((url) => url.pathname === target);
    await expect(page.getByRole('navigation', {name: 'Docs sidebar'})).toBeVisible();
    await expect(heading(page)).not.toHaveText('Page Not Found');
    await expect(navbar).toHaveCount(1);
    expect(errorsBeyondNotFound(pageErrors)).toEqual([]);
  });

  test('in-app links still reach pages whose address has capitals, and targets of a fragment', async ({
    page,
    pageErrors,
  }) => {
    await gotoHydrated(page, 'docs/api/index/');
    await page.getByRole('article').getByRole('link', {name: 'defineTask', exact: true}).first().click();
    await expect(heading(page)).toHaveText(/defineTask/);
    expect(new URL(page.url()).pathname).toBe('/docs/api/index/functions/defineTask');

    await gotoHydrated(page, 'docs/concepts/task');
    await page.locator('article a[href="/docs/guides/configuring-task#dependson"]').first().click();
    await expect(heading(page)).toHaveText('Configuring Task');
    expect(new URL(page.url()).hash).toBe('#dependson');
    await expect(page.locator('#dependson')).toBeInViewport();
    expect(pageErrors).toEqual([]);
  });

  // Hosts differ: one answers these forms with the page itself (a
  // case-insensitive file system, a server that decodes %2f). The page then
  // takes its own address before the app starts, and stays that page.
  const lenient = [
    {path: '/DOCS/INTRODUCTION', served: '/docs/introduction', heading: 'Introduction'},
    {path: '/docs/introduction%2f', served: '/docs/introduction', heading: 'Introduction'},
    {path: '/docs//introduction', served: '/docs/introduction', heading: 'Introduction'},
    {
      path: '/docs/api/index/functions/definetask',
      served: '/docs/api/index/functions/defineTask',
      heading: /defineTask/,
    },
  ];
  for (const {path, served, heading: expected} of lenient) {
    test(`${path} answered with ${served} by a lenient host shows that page at its own address`, async ({
      page,
      pageErrors,
      baseURL,
      request,
    }) => {
      const origin = new URL(baseURL!).origin;
      const servedPage = await (await request.get(`${origin}${served}`)).text();
      await page.route(`${origin}${path}`, (route) =>
        route.fulfill({status: 200, contentType: 'text/html', body: servedPage}),
      );
      await page.goto(`${origin}${path}`);
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
      await expect(heading(page)).toHaveText(expected);
      expect(new URL(page.url()).pathname).toBe(served);
      expect(pageErrors).toEqual([]);
    });
  }
});

test.describe('a path with a malformed percent escape shows the not-found page, and the app starts on it', () => {
  // Docusaurus decodes the path with decodeURI before the app renders; these made it throw.
  for (const path of ['/%', '/docs/%E0%A4%A', '/docs/intro%zz', '/%C3/x', '/blog/%']) {
    test(path, async ({page, pageErrors, baseURL, navbar}) => {
      const origin = new URL(baseURL!).origin;
      const response = await page.goto(`${origin}${path}`);
      expect(response?.status()).toBe(400);
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
      await expect(heading(page)).toHaveText('Page Not Found');
      await expect(navbar).toHaveCount(1);
      // The app runs: a navbar link is a client-side navigation.
      await page.evaluate(() => ((window as unknown as {stayed: boolean}).stayed = true));
      const docsLink = navbar.getByRole('link', {name: 'Docs', exact: true});
      const target = await docsLink.getAttribute('href');
      await docsLink.click();
      await expect(page).toHaveURL((url) => url.pathname === target);
      await expect(heading(page)).not.toHaveText('Page Not Found');
      expect(await page.evaluate(() => (window as unknown as {stayed?: boolean}).stayed)).toBe(true);
      expect(pageErrors.filter((error) => !/status of 400/.test(error))).toEqual([]);
    });
  }
});

test('the offline page\'s "try again" link never leaves the site', async ({page, baseURL}) => {
  const origin = new URL(baseURL!).origin;
  for (const from of [
    '/\\evil.example/',
    '//evil.example/',
    'https://evil.example/',
    '/.//evil.example/',
    '/\t/evil.example/',
  ]) {
    await gotoHydrated(page, `offline?from=${encodeURIComponent(from)}`);
    await expect(heading(page)).toHaveText('You are offline');
    await expect(page.getByRole('link', {name: 'try again'}), from).toHaveCount(0);
    await expect(page.getByRole('main')).not.toContainText('evil.example');
  }
  await gotoHydrated(page, `offline?from=${encodeURIComponent('/docs/introduction?x=1')}`);
  const tryAgain = page.getByRole('link', {name: 'try again'});
  await expect(tryAgain).toHaveAttribute('href', '/docs/introduction?x=1');
  await tryAgain.click();
  await expect(page).toHaveURL(`${origin}/docs/introduction?x=1`);
  await expect(heading(page)).toHaveText('Introduction');
});
