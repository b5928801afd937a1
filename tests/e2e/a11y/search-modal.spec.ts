import {expect, test, type Page} from '@playwright/test';

import {modal, openSearch, results, searchInput} from '../fixtures/search';
import {axeViolations} from './axe';

// The open search modal, in both color modes, with its three screens: recent
// searches, results and no results. Its colors, landmarks and labels are ours
// to get right. Two rules flag DocSearch 3.9's own markup, which no theme
// option or wrapper can change: its overlay is a role="button" that holds the
// dialog, each result option holds the save and remove buttons
// (nested-interactive), and the input's aria-controls names the list of an
// empty results panel (aria-valid-attr-value). Those two are reported, and
// only on those elements; anything else fails.
const DOCSEARCH_MARKUP = new Map([
  ['nested-interactive', /^(\.DocSearch-Container|#docsearch-hits\d+-item-\d+)$/],
  ['aria-valid-attr-value', /^#docsearch-input$/],
]);

async function ourViolations(page: Page): Promise<{rule: string; targets: string[]}[]> {
  return (await axeViolations(page))
    .map(({rule, targets}) => ({rule, targets: targets.filter((target) => !DOCSEARCH_MARKUP.get(rule)?.test(target))}))
    .filter((violation) => violation.targets.length > 0);
}

for (const mode of ['light', 'dark'] as const) {
  test(`the open search modal has no violations of ours in ${mode} mode`, async ({page}) => {
    await page.goto('docs/introduction');
    await page.evaluate((theme) => localStorage.setItem('theme', theme), mode);
    await openSearch(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode);

    await expect(modal(page).getByText('No recent searches')).toBeVisible();
    expect(await ourViolations(page), 'recent searches screen').toEqual([]);

    await searchInput(page).fill('workspace');
    await expect(results(page).first()).toBeVisible();
    expect(await ourViolations(page), 'results screen').toEqual([]);

    await searchInput(page).fill('zzqqxxv');
    await expect(modal(page).getByText('No results for')).toBeVisible();
    expect(await ourViolations(page), 'no-results screen').toEqual([]);
  });
}
