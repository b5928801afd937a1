// What the build writes after Docusaurus has written the pages, and in what order.
// This plugin is the only postBuild of the site's own plugins: it reads every built
// page once, then runs these steps one after another, each in its own module.
//
// | # | Step                                 | Module                    | Writes                                          | Reads                               |
// |---|--------------------------------------|---------------------------|-------------------------------------------------|-------------------------------------|
// | 0 | page inventory                       | shared/builtPages.ts      | (nothing)                                       | every .html file, once              |
// | 1 | search index (local search), or      | search/index.ts           | search-index/*.json                             | the inventory                       |
// |   | its word list (Algolia search)       |                           |                                                 |                                     |
// | 2 | Markdown twins, llms.txt, robots.txt | llms/index.ts             | <route>.md, llms.txt, llms-full.txt, robots.txt | the inventory, the content pages    |
// | 3 | social cards                         | social-cards/index.ts     | img/social/**.png                               | the cards drawn during bundling     |
// | 4 | service worker, manifest, precache   | pwa/index.ts              | sw.js, manifest.webmanifest                     | files 1 to 3 wrote, the inventory   |
// | 5 | security headers                     | security-headers/index.ts | _headers                                        | the inventory, the files 2 wrote    |
//
// The content pages (every docs, API and blog post page, contentPages.ts) are listed
// once the content is loaded; the social cards start drawing then, alongside the bundler.
// Step 4 comes after every step that writes a file the worker saves, and gives the worker
// the security headers step 5 writes (from the same scan of the inventory); step 5 last,
// since it marks noindex the files step 2 actually wrote.
import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';

import {writeMarkdownTwins} from '../llms';
import {
  serviceWorkerScripts,
  validateOptions as validateOfflineReadingOptions,
  writeOfflineReadingFiles,
  type OfflineReadingOptions,
} from '../pwa';
import {offlineReadingOptions} from '../pwa/options';
import {writeSearchIndex, writeSearchVocabulary} from '../search';
import {findPageNeeds, headersRules, writeHeadersFile} from '../security-headers';
import type {ThirdParties} from '../security-headers/policy';
import {readBuiltPages} from '../shared/builtPages';
import {startDrawingCards, writeSocialCards, type CardDrawing} from '../social-cards';
import {contentPagesOf, type ContentPage} from './contentPages';

// Plugin options are serialized into the site's main bundle, so these stay small: the
// offline-reading options come from plugins/pwa/options.ts, not through here.
export interface BuildOutputOptions {
  /** Write the local search index (local search mode); otherwise the word list of Algolia mode's suggestions. */
  searchIndex: boolean;
  /** The third parties the Content-Security-Policy allows. */
  thirdParties: ThirdParties;
}

interface ValidatedOptions extends BuildOutputOptions {
  id: string;
  /** The offline-reading plugin's options with plugin-pwa's defaults, as that plugin gets them. */
  offlineReading: OfflineReadingOptions;
}

export function validateOptions({
  validate,
  options,
}: OptionValidationContext<BuildOutputOptions, ValidatedOptions>): ValidatedOptions {
  return {
    // Docusaurus keys a plugin's data by its id, which its own validation would default to this.
    id: 'default',
    ...options,
    offlineReading: validateOfflineReadingOptions({
      validate: validate as never,
      options: offlineReadingOptions as never,
    }),
  };
}

export default function buildOutputPlugin(context: LoadContext, options: ValidatedOptions): Plugin<void> {
  let contentPages: ContentPage[] | undefined;
  let cards: CardDrawing | undefined;
  return {
    name: 'build-output',
    allContentLoaded({allContent}) {
      contentPages = contentPagesOf(allContent);
      cards = startDrawingCards({siteConfig: context.siteConfig, siteDir: context.siteDir, contentPages});
    },
    async postBuild(props) {
      if (!contentPages || !cards) throw new Error('[build-output] No content pages: allContentLoaded did not run.');
      const {outDir} = props;
      const {siteConfig} = context;
      const {baseUrl} = siteConfig;
      const builtPages = await readBuiltPages({outDir, baseUrl, trailingSlash: siteConfig.trailingSlash});
      await (options.searchIndex ? writeSearchIndex : writeSearchVocabulary)({outDir, baseUrl, pages: builtPages});
      const noIndexPaths = await writeMarkdownTwins({outDir, siteConfig, contentPages, builtPages});
      await writeSocialCards(outDir, cards);
      // The worker gives what it serves from its caches the headers the host sends (step 5).
      const {thirdParties} = options;
      const pageNeeds = findPageNeeds(builtPages);
      await writeOfflineReadingFiles(
        context,
        options.offlineReading,
        props,
        headersRules({baseUrl, needs: pageNeeds, thirdParties, noIndexPaths}),
      );
      const workerScripts = await serviceWorkerScripts(outDir);
      await writeHeadersFile({
        outDir,
        baseUrl,
        pages: builtPages,
        pageNeeds,
        thirdParties,
        noIndexPaths,
        serviceWorkerScripts: workerScripts,
      });
    },
  };
}
