// A page that throws while rendering shows the crash screen, provoked
// with the hidden page /tests/crash, which throws while a sessionStorage flag is set.
import {expect, test} from '../support/test';

import {CRASH_FLAG_KEY} from '../../pages/_crashFlag';
import {footer, navbar} from '../support/page';

test('a page that throws shows the crash screen with its causes, and Try again recovers once the fault is gone', async ({
  page,
}) => {
  const uncaught: string[] = [];
  page.on('pageerror', (error) => uncaught.push(error.message));
  await page.addInitScript((key) => sessionStorage.setItem(key, 'set by the crash test'), CRASH_FLAG_KEY);
  await page.goto('tests/crash');

  const heading = page.getByRole('heading', {level: 1});
  await expect(heading).toHaveText('This page crashed.');
  const message = page.getByRole('main').getByText('The crash test page failed to render');
  await expect(message).toBeVisible();
  // The message lists the error's cause after it.
  await expect(message).toContainText(
    `Cause:\nsessionStorage "${CRASH_FLAG_KEY}" asks for a crash: set by the crash test`,
  );
  // The crash is contained in the page body: the navbar and footer still work.
  await expect(navbar(page).getByRole('link', {name: 'Docs', exact: true})).toBeVisible();
  await expect(footer(page)).toBeVisible();

  const tryAgain = page.getByRole('button', {name: 'Try again'});
  await tryAgain.click();
  await expect(heading).toHaveText('This page crashed.');

  await page.evaluate((key) => sessionStorage.removeItem(key), CRASH_FLAG_KEY);
  await tryAgain.click();
  await expect(heading).toHaveText('Crash test page');
  await expect(tryAgain).toHaveCount(0);
  // The error boundary caught every throw; none escaped to the window.
  expect(uncaught).toEqual([]);
});
