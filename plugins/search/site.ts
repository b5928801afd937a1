// Extracts every indexable page of a built site, for the local index (the
// build-output pipeline) and for the Algolia upload script, so both index
// exactly the same records.
import {readBuiltPages, type BuildLayout, type BuiltPage} from '../shared/builtPages';
import {pageRecords} from '../../src/search/records';
import type {ExtractedPage, SearchRecord} from '../../src/search/types';
import {extractPage} from './extract';

export {routePath} from '../shared/builtPages';
export type SiteLayout = BuildLayout;

/** The indexable pages among pages already read from a build, in their order. */
export function extractPages(pages: readonly BuiltPage[], baseUrl: string): ExtractedPage[] {
  return pages.flatMap(({html, route}) => extractPage(html, {path: route, baseUrl}) ?? []);
}

export async function extractSite(layout: SiteLayout): Promise<ExtractedPage[]> {
  return extractPages(await readBuiltPages(layout), layout.baseUrl);
}

/** The DocSearch records of the pages, with absolute URLs on `origin` (such as https://nadle.dev). */
export function siteRecords(pages: readonly ExtractedPage[], origin: string): SearchRecord[] {
  return pages.flatMap((page) => pageRecords(page, origin));
}
