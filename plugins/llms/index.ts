// Docs for coding agents: after the build, every docs, API and blog page gets a
// Markdown twin at its route plus ".md", converted from the built HTML so that it
// holds exactly what a reader sees; /llms.txt lists them and /llms-full.txt
// holds the docs and the API reference in one file. It also writes robots.txt,
// which names the sitemap and llms.txt.
import {mkdir, readFile, stat, writeFile} from 'node:fs/promises';
import path from 'node:path';

import type {LoadContext, Plugin} from '@docusaurus/types';

import {htmlToMarkdown} from './htmlToMarkdown';
import {formatLlmsFullTxt, formatLlmsTxt, formatRobotsTxt, type ConvertedPage} from './llmsTxt';
import {listTwinPages, markdownPath, type BlogContent, type DocsContent, type TwinPage} from './pages';

export interface LlmsPluginOptions {
  /** The summary under the title of llms.txt. */
  summary: string;
}

/** Read the page of a route from the build: "route/index.html", or "route.html" with trailing-slash settings. */
async function readBuiltPage(outDir: string, routeInBuild: string): Promise<string> {
  const candidates = [path.join(outDir, routeInBuild, 'index.html'), path.join(outDir, `${routeInBuild.replace(/\/$/, '')}.html`)];
  for (const file of candidates) {
    if ((await stat(file).catch(() => undefined))?.isFile()) return readFile(file, 'utf8');
  }
  throw new Error(`[llms] No built page for ${routeInBuild} (looked for ${candidates.join(', ')}).`);
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/**
 * Made once in docusaurus.config.ts: `plugin` goes in the plugin list, and
 * `markdownPaths()` tells the security-headers plugin which files to mark noindex
 * (known before any file is written, since plugins run their postBuild side by side).
 */
export function createLlmsPlugin(options: LlmsPluginOptions) {
  let pages: TwinPage[] = [];

  // The context is read in the hooks only: tools that list a config's plugins (knip) call this without one.
  function plugin(context: LoadContext): Plugin {
    return {
      name: 'llms',
      async allContentLoaded({allContent}) {
        const docs = allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined;
        const blog = allContent['docusaurus-plugin-content-blog']?.default as BlogContent | undefined;
        if (!docs) throw new Error('[llms] The docs plugin has no content; the Markdown twins need it.');
        pages = listTwinPages(docs, blog);
      },
      async postBuild({outDir}) {
        const {siteConfig} = context;
        const siteRoot = `${siteConfig.url}${siteConfig.baseUrl}`;
        const inBuild = (permalink: string) => permalink.slice(siteConfig.baseUrl.length - 1);
        const converted: ConvertedPage[] = await Promise.all(
          pages.map(async (page) => {
            const url = new URL(page.permalink, siteConfig.url).href;
            let markdown: string;
            try {
              markdown = htmlToMarkdown({html: await readBuiltPage(outDir, inBuild(page.permalink)), url});
            } catch (error) {
              throw new Error(`[llms] Cannot convert ${page.permalink} to Markdown: ${(error as Error).message}`, {cause: error});
            }
            const file = path.join(outDir, inBuild(markdownPath(page.permalink)));
            await mkdir(path.dirname(file), {recursive: true});
            await writeFile(file, markdown);
            return {...page, url, markdownUrl: new URL(markdownPath(page.permalink), siteConfig.url).href, markdown};
          }),
        );
        const llmsTxt = formatLlmsTxt({title: siteConfig.title, summary: options.summary, pages: converted});
        const llmsFullTxt = formatLlmsFullTxt({title: siteConfig.title, summary: options.summary, pages: converted});
        await writeFile(path.join(outDir, 'llms.txt'), llmsTxt);
        await writeFile(path.join(outDir, 'llms-full.txt'), llmsFullTxt);
        await writeFile(path.join(outDir, 'robots.txt'), formatRobotsTxt(siteRoot));
        const twinBytes = converted.reduce((sum, page) => sum + Buffer.byteLength(page.markdown), 0);
        console.log(
          `[llms] Wrote ${converted.length} Markdown twins (${kib(twinBytes)}), llms.txt (${kib(Buffer.byteLength(llmsTxt))}), ` +
            `llms-full.txt (${kib(Buffer.byteLength(llmsFullTxt))}) and robots.txt.`,
        );
      },
    };
  }

  return {
    plugin,
    /** Paths (base URL included) of the Markdown files and llms*.txt; search engines should not index them. */
    markdownPaths(baseUrl: string): string[] {
      return [...pages.map((page) => markdownPath(page.permalink)), `${baseUrl}llms.txt`, `${baseUrl}llms-full.txt`];
    },
  };
}
