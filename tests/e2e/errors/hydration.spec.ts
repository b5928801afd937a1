// A page whose first render in the browser differs from the server's HTML is
// reported on the console: React passes the mismatch to Docusaurus's handler of
// recoverable errors, which logs it as an error, and every browser test's record
// of console errors catches it. Provoked with the hidden page
// /tests/hydration-mismatch, which draws other markup while a sessionStorage flag is set.
import {expect, gotoHydrated, test} from '../support/test';

import {HYDRATION_MISMATCH_FLAG_KEY} from '../../pages/_hydrationFlag';

test('a page whose browser render differs from its HTML reports a hydration mismatch on the console', async ({
  page,
  pageErrors,
}) => {
  await page.addInitScript(
    (key) => sessionStorage.setItem(key, 'set by the hydration test'),
    HYDRATION_MISMATCH_FLAG_KEY,
  );
  await gotoHydrated(page, 'tests/hydration-mismatch');
  await expect(page.getByText('Drawn by the browser only')).toBeVisible();
  // React's production build names the error by its number: #418 is "Hydration failed
  // because the server rendered HTML didn't match the client".
  await expect
    .poll(() => pageErrors.filter((error) => error.startsWith('console: Docusaurus React Root onRecoverableError:')))
    .toEqual([expect.stringMatching(/Minified React error #418\b/)]);
});

test('the same page rendered alike on both sides reports nothing', async ({page, pageErrors}) => {
  await gotoHydrated(page, 'tests/hydration-mismatch');
  await expect(page.getByText('The same on the server and in the browser.')).toBeVisible();
  expect(pageErrors).toEqual([]);
});
