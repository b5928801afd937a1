// Docs for coding agents, a step of the build-output pipeline (plugins/build-output):
// every docs, API and blog page gets a Markdown twin at its route plus ".md",
// converted from the built HTML so that it holds exactly what a reader sees;
// /llms.txt lists them and /llms-full.txt holds the docs and the API reference in
// one file. It also writes robots.txt, which names the sitemap and llms.txt.
import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';

import type {DocusaurusConfig} from '@docusaurus/types';

import {markdownTwinPath} from '../../src/data/markdownTwin';
import type {ContentPage} from '../build-output/contentPages';
import type {BuiltPage} from '../shared/builtPages';
import {htmlToMarkdown} from './htmlToMarkdown';
import {formatLlmsFullTxt, formatLlmsTxt, formatRobotsTxt, type ConvertedPage} from './llmsTxt';

/** The summary under the title of llms.txt. */
const LLMS_SUMMARY =
  'Nadle is a type-safe task runner for Node.js: projects register named tasks in a TypeScript file, nadle.config.ts, ' +
  'declare which tasks depend on which and which files they read and write, and run them with the nadle command, which ' +
  'orders them, runs independent tasks in parallel and skips tasks that are up to date. It works in single packages and ' +
  'in pnpm, npm and yarn monorepos. These pages document version 0.5.1.';

export interface MarkdownTwinsInput {
  outDir: string;
  siteConfig: Pick<DocusaurusConfig, 'url' | 'baseUrl' | 'title'>;
  /** The pages that get a twin, in the order llms.txt lists them. */
  contentPages: readonly ContentPage[];
  /** The built HTML pages, to convert from. */
  builtPages: readonly BuiltPage[];
}

/** The built page of a route under the base URL: "route/index.html", or "route.html" with trailing-slash settings. */
function builtPageOf(byFile: Map<string, BuiltPage>, routeInBuild: string): BuiltPage {
  const route = routeInBuild.replace(/^\/+/, '');
  const candidates = [path.posix.join(route, 'index.html'), `${route.replace(/\/$/, '')}.html`];
  const page = candidates.map((file) => byFile.get(file)).find((found) => found !== undefined);
  if (!page) throw new Error(`[llms] No built page for ${routeInBuild} (looked for ${candidates.join(', ')}).`);
  return page;
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/**
 * Writes the twins, llms.txt, llms-full.txt and robots.txt. Returns the paths (base URL
 * included) of the files it wrote that search engines must not index: the twins and llms*.txt.
 */
export async function writeMarkdownTwins({
  outDir,
  siteConfig,
  contentPages,
  builtPages,
}: MarkdownTwinsInput): Promise<string[]> {
  const byFile = new Map(builtPages.map((page) => [page.file, page]));
  const inBuild = (permalink: string) => permalink.slice(siteConfig.baseUrl.length - 1);
  const converted: ConvertedPage[] = await Promise.all(
    contentPages.map(async (page) => {
      const url = new URL(page.permalink, siteConfig.url).href;
      const twinPath = markdownTwinPath(page.permalink);
      let markdown: string;
      try {
        markdown = htmlToMarkdown({html: builtPageOf(byFile, inBuild(page.permalink)).html, url});
      } catch (error) {
        throw new Error(`[llms] Cannot convert ${page.permalink} to Markdown: ${(error as Error).message}`, {
          cause: error,
        });
      }
      const file = path.join(outDir, inBuild(twinPath));
      await mkdir(path.dirname(file), {recursive: true});
      await writeFile(file, markdown);
      return {...page, url, markdownUrl: new URL(twinPath, siteConfig.url).href, markdown};
    }),
  );
  const llmsTxt = formatLlmsTxt({title: siteConfig.title, summary: LLMS_SUMMARY, pages: converted});
  const llmsFullTxt = formatLlmsFullTxt({title: siteConfig.title, summary: LLMS_SUMMARY, pages: converted});
  await writeFile(path.join(outDir, 'llms.txt'), llmsTxt);
  await writeFile(path.join(outDir, 'llms-full.txt'), llmsFullTxt);
  await writeFile(path.join(outDir, 'robots.txt'), formatRobotsTxt(`${siteConfig.url}${siteConfig.baseUrl}`));
  const twinBytes = converted.reduce((sum, page) => sum + Buffer.byteLength(page.markdown), 0);
  console.log(
    `[llms] Wrote ${converted.length} Markdown twins (${kib(twinBytes)}), llms.txt (${kib(Buffer.byteLength(llmsTxt))}), ` +
      `llms-full.txt (${kib(Buffer.byteLength(llmsFullTxt))}) and robots.txt.`,
  );
  return [
    ...contentPages.map((page) => markdownTwinPath(page.permalink)),
    `${siteConfig.baseUrl}llms.txt`,
    `${siteConfig.baseUrl}llms-full.txt`,
  ];
}
