// A page whose first render in the browser differs from the server's HTML is
// reported on the console (plugins/preact/hydrationMismatch.ts), which every
// browser test's record of console errors catches; provoked with the hidden page
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
  await expect
    .poll(() => pageErrors.filter((error) => error.startsWith('console: Hydration mismatch:')))
    .toEqual(["console: Hydration mismatch: the browser renders <ul> where the page's HTML has <p>."]);
});

test('the same page rendered alike on both sides reports nothing', async ({page, pageErrors}) => {
  await gotoHydrated(page, 'tests/hydration-mismatch');
  await expect(page.getByText('The same on the server and in the browser.')).toBeVisible();
  expect(pageErrors).toEqual([]);
});
