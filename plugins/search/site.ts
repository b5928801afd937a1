// Extracts every indexable page of a built site, for the local index (postBuild)
// and for the Algolia upload script, so both index exactly the same records.
import {readFile} from 'node:fs/promises';
import path from 'node:path';

import {htmlFiles} from '../shared/htmlFiles';
import {pageRecords} from '../../src/search/records';
import type {ExtractedPage, SearchRecord} from '../../src/search/types';
import {extractPage} from './extract';

export interface SiteLayout {
  /** The build output folder. */
  outDir: string;
  /** The site's base URL, such as "/" or "/nadle/". */
  baseUrl: string;
  trailingSlash?: boolean;
}

/** The route path a built file serves: docs/intro/index.html is /docs/intro under the base URL. */
export function routePath(relativeFile: string, baseUrl: string, trailingSlash?: boolean): string {
  const file = relativeFile.split(path.sep).join('/');
  if (file === 'index.html') return baseUrl;
  if (!file.endsWith('/index.html')) return baseUrl + file.replace(/\.html$/, '');
  const route = baseUrl + file.slice(0, -'/index.html'.length);
  return trailingSlash ? `${route}/` : route;
}

export async function extractSite({outDir, baseUrl, trailingSlash}: SiteLayout): Promise<ExtractedPage[]> {
  const pages: ExtractedPage[] = [];
  for (const file of await htmlFiles(outDir)) {
    const html = await readFile(file, 'utf8');
    const route = routePath(path.relative(outDir, file), baseUrl, trailingSlash);
    const page = extractPage(html, {path: route, baseUrl});
    if (page) pages.push(page);
  }
  return pages;
}

/** The DocSearch records of the pages, with absolute URLs on `origin` (such as https://nadle.dev). */
export function siteRecords(pages: readonly ExtractedPage[], origin: string): SearchRecord[] {
  return pages.flatMap((page) => pageRecords(page, origin));
}
