// Writes build/_headers (Netlify and Cloudflare Pages read it) with the security
// headers of the site. The Content-Security-Policy allows inline scripts by hash,
// and those hashes change with every build, so the file is made after the pages are.
import {readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';

import type {LoadContext, Plugin} from '@docusaurus/types';

import {htmlFiles} from '../shared/htmlFiles';
import {formatHeadersFile} from './headersFile';
import {buildSecurityHeaders, type PageNeeds, type ThirdParties} from './policy';
import {cspHash, scanHtml} from './scanHtml';

export type SecurityHeadersOptions = ThirdParties & {
  /** Paths that search engines must not index (the Markdown twins of the pages, llms.txt). */
  noIndexPaths?: () => string[];
};

export const HEADERS_FILE = '_headers';

// Docusaurus puts a content hash in every file name under assets/, so a browser may keep them for good.
const IMMUTABLE_ASSETS = 'public, max-age=31536000, immutable';

/** Scans every page of a build for what its Content-Security-Policy must allow. */
export async function findPageNeeds(outDir: string): Promise<PageNeeds> {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const imageOrigins = new Set<string>();
  const handlers: string[] = [];
  for (const file of await htmlFiles(outDir)) {
    const findings = scanHtml(await readFile(file, 'utf8'));
    findings.inlineScripts.forEach((source) => scripts.add(cspHash(source)));
    findings.inlineStyles.forEach((source) => styles.add(cspHash(source)));
    findings.imageOrigins.forEach((origin) => imageOrigins.add(origin));
    handlers.push(...findings.inlineEventHandlers.map((handler) => `${path.relative(outDir, file)}: ${handler}`));
  }
  if (handlers.length > 0) {
    throw new Error(
      `Inline event handlers would be blocked by the Content-Security-Policy; attach them from a script instead:\n  ${handlers.slice(0, 10).join('\n  ')}`,
    );
  }
  return {scriptHashes: [...scripts].sort(), styleHashes: [...styles].sort(), imageOrigins: [...imageOrigins].sort()};
}

export default function securityHeadersPlugin(
  {siteConfig}: LoadContext,
  options: SecurityHeadersOptions,
): Plugin {
  return {
    name: 'security-headers',
    async postBuild({outDir}) {
      const needs = await findPageNeeds(outDir);
      const file = formatHeadersFile([
        {pattern: `${siteConfig.baseUrl}*`, headers: buildSecurityHeaders(needs, options)},
        {pattern: `${siteConfig.baseUrl}assets/*`, headers: {'Cache-Control': IMMUTABLE_ASSETS}},
        // Exact paths: the _headers format has no "any file ending in .md" pattern.
        ...(options.noIndexPaths?.() ?? []).map((pattern) => ({pattern, headers: {'X-Robots-Tag': 'noindex'}})),
        // The offline-reading service worker: revalidated on every update check, so a deploy reaches readers at once.
        {pattern: `${siteConfig.baseUrl}sw.js`, headers: {'Cache-Control': 'no-cache'}},
      ]);
      await writeFile(path.join(outDir, HEADERS_FILE), file);
      console.log(
        `[security-headers] Wrote ${HEADERS_FILE}: ${needs.scriptHashes.length} inline script hashes, ` +
          `${needs.styleHashes.length} inline style hashes, Google tag ${options.googleTag ? 'on' : 'off'}, ` +
          `Algolia ${options.algolia ? 'on' : 'off'}.`,
      );
    },
  };
}
