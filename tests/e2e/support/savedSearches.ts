// Saved searches as DocSearch keeps them in localStorage, for the tests that open the
// modal with two recent searches and one favorite already there (both search modes).
import type {Page} from '@playwright/test';

const storedHit = (n: number, anchor: string, heading: string) => ({
  objectID: `/docs/guides/configuring-task:${n}`,
  url: `/docs/guides/configuring-task#${anchor}`,
  type: 'lvl2',
  hierarchy: {
    lvl0: 'Documentation',
    lvl1: 'Configuring Task',
    lvl2: heading,
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  },
  content: null,
});

/** Stores two recent searches (Caching, env) and one favorite (dependsOn) for the index, on the page's origin. */
export async function storeSavedSearches(page: Page, indexName: string): Promise<void> {
  await page.evaluate(
    ({recentKey, favoriteKey, recent, favorite}) => {
      localStorage.setItem(recentKey, JSON.stringify(recent));
      localStorage.setItem(favoriteKey, JSON.stringify(favorite));
    },
    {
      recentKey: `__DOCSEARCH_RECENT_SEARCHES__${indexName}`,
      favoriteKey: `__DOCSEARCH_FAVORITE_SEARCHES__${indexName}`,
      recent: [storedHit(1, 'caching', 'Caching'), storedHit(2, 'env', 'env')],
      favorite: [storedHit(3, 'dependson', 'dependsOn')],
    },
  );
}
