// Texts of the search modal. The theme's translations follow DocSearch 4
// ("Select", "No results found for"); the site's spec follows DocSearch 3.9,
// the version installed. Leaving these keys out lets DocSearch 3.9 use its own
// wording: "to select", "to navigate", "to close", "No results for".
import type {DocSearchHit, DocSearchTranslations} from '@docsearch/react';

import {REPOSITORY_URL} from '../../data/release';

type ModalTranslations = NonNullable<DocSearchTranslations['modal']>;

export function withDocSearch3Wording(modal: ModalTranslations | undefined): ModalTranslations {
  const {selectText, navigateText, closeText, ...footer} = modal?.footer ?? {};
  const {noResultsText, ...noResultsScreen} = modal?.noResultsScreen ?? {};
  return {...modal, footer, noResultsScreen};
}

type Hit = DocSearchHit;
const HEADING_LEVELS = ['lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

/**
 * DocSearch saves a selected text hit to the recent searches through the page
 * hit (lvl1) of its group, and saves nothing when the group has none. Giving
 * such a group its page hit, made from the text hit's own hierarchy, makes
 * every selection count and shows the page above its sections, as DocSearch
 * does when the index returns both. One group is the hits of one page (lvl1).
 */
export function withPageHit(group: Hit[]): Hit[] {
  const text = group.find((hit) => hit.type === 'content');
  if (!text || group.some((hit) => hit.type === 'lvl1')) return group;
  const hierarchy = {...text.hierarchy};
  const highlighted = {...text._highlightResult.hierarchy};
  for (const level of HEADING_LEVELS) {
    hierarchy[level] = null;
    delete highlighted[level];
  }
  const pageHit: Hit = {
    ...text,
    objectID: text.url_without_anchor,
    url: text.url_without_anchor,
    anchor: null,
    type: 'lvl1',
    content: null,
    hierarchy,
    // content is null, so DocSearch shows none of its highlight or snippet.
    _highlightResult: {...text._highlightResult, hierarchy: highlighted},
  };
  return [pageHit, ...group];
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
