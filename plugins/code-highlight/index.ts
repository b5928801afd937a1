// Keeps Prism out of the page bundle. The theme registers the extra Prism
// languages in a client module that every page loads, which bundles Prism with
// it; with build-time tokens (./remark.ts) the browser needs Prism only for a
// rare code block without them, and src/theme/CodeBlock/Content loads it, and
// those languages, on demand. This plugin swaps that client module for an empty
// one: an exception to the public surface, listed in EXCEPTIONS.md.
//
// It also keeps the type information of TypeScript samples
// (src/components/TypeInfo, imported by the pages that have samples) out of the
// "common" chunk, which takes any module that half of the pages import and which
// every page loads: a chunk group of its own, ranked above "common", puts it in
// a chunk that only the pages with samples load.
//
// Pages compile their samples against api/, which the bundler does not see them
// read: a change there must evict the bundler's persistent cache.
//
// Last, the few style sheets that stay in TypeScript (src/css/tag.ts: the type
// information's, the task graphs', the home page's) are readable CSS with comments,
// which compactCss() trims where a page uses them; the bundles would still ship the
// comments and indentation. A loader compacts each `css` template of src/ while it is
// bundled, as compactCss would: 0.9 KB gzip off the home page's route chunk and 0.2 KB
// off type-info.js (npm run bench:bundle, December 2026). It is added here, not by a
// plugin of its own, because each plugin adds its entry to the site config that
// main.js carries (about 45 B gzip on every page).
import path from 'node:path';
import {fileURLToPath} from 'node:url';

import type {LoadContext, Plugin} from '@docusaurus/types';

import {ownChunk, rebuildWhenChanged} from '../shared/bundlerConfig';
import {QUICK_INFOS_TYPE} from './remark';
import {apiDeclarationFiles} from './typescript';

const THEME_LANGUAGES_MODULE = /@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/;
const EMPTY_MODULE = fileURLToPath(new URL('./emptyClientModule.ts', import.meta.url));
const TYPE_INFO_MODULE = /[\\/]src[\\/]components[\\/]TypeInfo[\\/]index\.tsx$/;
const TYPE_INFO_POPOVER = /[\\/]src[\\/]components[\\/]TypeInfo[\\/]popover\.js$/;
const CSS_TEMPLATES_LOADER = fileURLToPath(new URL('./cssTemplatesLoader.mjs', import.meta.url));
const CSS_COMPACTION = fileURLToPath(new URL('../../src/css/compact.mjs', import.meta.url));

export default function codeHighlightPlugin(context: LoadContext): Plugin {
  const declarations = apiDeclarationFiles(context.siteDir).map((file) => path.join(context.siteDir, file));
  return {
    name: 'code-highlight',
    configureWebpack(config, isServer, {currentBundler}) {
      // The loader's output is cached with each module: a change of the loader must rebuild them too.
      rebuildWhenChanged(config, [...declarations, CSS_TEMPLATES_LOADER, CSS_COMPACTION]);
      return {
        ...(!isServer && {optimization: ownChunk('typeInfo', TYPE_INFO_MODULE, 'type-info')}),
        plugins: [new currentBundler.instance.NormalModuleReplacementPlugin(THEME_LANGUAGES_MODULE, EMPTY_MODULE)],
        // The popover script, a file that TypeInfo imports by URL, with the other scripts.
        module: {
          rules: [
            {
              test: TYPE_INFO_POPOVER,
              type: 'asset/resource',
              generator: {filename: 'assets/js/type-info-popover.[contenthash:8].js'},
            },
            // Each page's quick infos (remark.ts's quickInfosUrl), a file of their own that the popover fetches.
            {
              mimetype: QUICK_INFOS_TYPE,
              type: 'asset/resource',
              generator: {filename: 'assets/type-info/[contenthash:8].json'},
            },
            {
              test: /\.tsx?$/,
              include: [path.join(context.siteDir, 'src')],
              enforce: 'pre',
              use: [{loader: CSS_TEMPLATES_LOADER}],
            },
          ],
        },
      };
    },
  };
}
