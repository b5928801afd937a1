// Texts of the search modal. The theme's translations follow DocSearch 4
// ("Select", "No results found for"); the site's spec follows DocSearch 3.9,
// the version installed. Leaving these keys out lets DocSearch 3.9 use its own
// wording: "to select", "to navigate", "to close", "No results for".
import type {DocSearchTranslations} from '@docsearch/react';

import {REPOSITORY_URL} from '../../data/release';

type ModalTranslations = NonNullable<DocSearchTranslations['modal']>;

export function withDocSearch3Wording(modal: ModalTranslations | undefined): ModalTranslations {
  const {selectText, navigateText, closeText, ...footer} = modal?.footer ?? {};
  const {noResultsText, ...noResultsScreen} = modal?.noResultsScreen ?? {};
  return {...modal, footer, noResultsScreen};
}

/**
 * Where the no-results screen's "Let us know." link leads: a new issue on the
 * repository, its title naming the query, so that a gap in the docs is one
 * click away from being reported.
 */
export function missingResultsUrl({query}: {query: string}): string {
  const params = new URLSearchParams({title: `Docs search: no results for "${query.trim()}"`, labels: 'documentation'});
  return `${REPOSITORY_URL}/issues/new?${params}`;
}
