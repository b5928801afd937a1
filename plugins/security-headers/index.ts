// Writes build/_headers (Netlify and Cloudflare Pages read it) with the security
// headers of the site, as the last step of the build-output pipeline
// (plugins/build-output). The Content-Security-Policy allows inline scripts by
// hash, and those hashes change with every build, so the file is made after the
// pages are; the files marked noindex are those the earlier steps wrote.
import {writeFile} from 'node:fs/promises';
import path from 'node:path';

import type {BuiltPage} from '../shared/builtPages';
import {formatHeadersFile, type HeadersRule} from './headersFile';
import {buildSecurityHeaders, type PageNeeds, type ThirdParties} from './policy';
import {cspHash, scanHtml} from './scanHtml';

export type SecurityHeadersOptions = ThirdParties;

export const HEADERS_FILE = '_headers';

// Docusaurus puts a content hash in every file name under assets/, so a browser may keep them for good.
const IMMUTABLE_ASSETS = 'public, max-age=31536000, immutable';

/** Scans every page of a build for what its Content-Security-Policy must allow. */
export function findPageNeeds(pages: readonly BuiltPage[]): PageNeeds {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const imageOrigins = new Set<string>();
  const handlers: string[] = [];
  for (const page of pages) {
    const findings = scanHtml(page.html);
    findings.inlineScripts.forEach((source) => scripts.add(cspHash(source)));
    findings.inlineStyles.forEach((source) => styles.add(cspHash(source)));
    findings.imageOrigins.forEach((origin) => imageOrigins.add(origin));
    handlers.push(...findings.inlineEventHandlers.map((handler) => `${page.file}: ${handler}`));
  }
  if (handlers.length > 0) {
    throw new Error(
      `Inline event handlers would be blocked by the Content-Security-Policy; attach them from a script instead:\n  ${handlers.slice(0, 10).join('\n  ')}`,
    );
  }
  return {scriptHashes: [...scripts].sort(), styleHashes: [...styles].sort(), imageOrigins: [...imageOrigins].sort()};
}

export interface HeadersFileInput {
  outDir: string;
  baseUrl: string;
  /** Every built page, scanned for the policy. */
  pages: readonly BuiltPage[];
  /** What findPageNeeds found in `pages`, when the caller has it already. */
  pageNeeds?: PageNeeds;
  thirdParties: ThirdParties;
  /** Paths (base URL included) of files that search engines must not index: the Markdown twins and llms*.txt. */
  noIndexPaths: readonly string[];
  /** The offline-reading worker's scripts, by name in the build: sw.js and the chunks it imports (default: sw.js). */
  serviceWorkerScripts?: readonly string[];
}

/**
 * The rules of the headers file: also what the offline-reading worker sends with the
 * files it serves from its caches (plugins/pwa), so that they have the host's headers.
 */
export function headersRules({
  baseUrl,
  needs,
  thirdParties,
  noIndexPaths,
  serviceWorkerScripts = ['sw.js'],
}: Pick<HeadersFileInput, 'baseUrl' | 'thirdParties' | 'noIndexPaths' | 'serviceWorkerScripts'> & {
  needs: PageNeeds;
}): HeadersRule[] {
  return [
    {pattern: `${baseUrl}*`, headers: buildSecurityHeaders(needs, thirdParties)},
    {pattern: `${baseUrl}assets/*`, headers: {'Cache-Control': IMMUTABLE_ASSETS}},
    // Exact paths: the _headers format has no "any file ending in .md" pattern.
    ...noIndexPaths.map((pattern) => ({pattern, headers: {'X-Robots-Tag': 'noindex'}})),
    // The offline-reading service worker and the chunks it imports (the digests of the saved files
    // among them): revalidated on every update check, so a deploy reaches readers at once, whole.
    ...serviceWorkerScripts.map((name) => ({pattern: `${baseUrl}${name}`, headers: {'Cache-Control': 'no-cache'}})),
  ];
}

export async function writeHeadersFile({
  outDir,
  baseUrl,
  pages,
  pageNeeds,
  thirdParties,
  noIndexPaths,
  serviceWorkerScripts,
}: HeadersFileInput): Promise<void> {
  const needs = pageNeeds ?? findPageNeeds(pages);
  const file = formatHeadersFile(headersRules({baseUrl, needs, thirdParties, noIndexPaths, serviceWorkerScripts}));
  await writeFile(path.join(outDir, HEADERS_FILE), file);
  console.log(
    `[security-headers] Wrote ${HEADERS_FILE}: ${needs.scriptHashes.length} inline script hashes, ` +
      `${needs.styleHashes.length} inline style hashes, Google tag ${thirdParties.googleTag ? 'on' : 'off'}, ` +
      `Algolia ${thirdParties.algolia ? 'on' : 'off'}.`,
  );
}
