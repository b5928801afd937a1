// Keeps Prism out of the page bundle. The theme registers the extra Prism
// languages in a client module that every page loads, which bundles Prism with
// it; with build-time tokens (./remark.ts) the browser needs Prism only for a
// rare code block without them, and src/theme/CodeBlock/Content loads it, and
// those languages, on demand. This plugin swaps that client module for an empty one.
//
// It also keeps the type information of TypeScript samples
// (src/components/TypeInfo, imported by the pages that have samples) out of the
// "common" chunk, which takes any module that half of the pages import and which
// every page loads: it stays in the chunk of each page that uses it.
//
// Pages compile their samples against api/, which the bundler does not see them
// read: a change there must evict the bundler's persistent cache.
import path from 'node:path';
import {fileURLToPath} from 'node:url';

import type {LoadContext, Plugin} from '@docusaurus/types';

import {rebuildWhenChanged} from '../shared/bundlerConfig';
import {apiDeclarationFiles} from './typescript';

const THEME_LANGUAGES_MODULE = /@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/;
const EMPTY_MODULE = fileURLToPath(new URL('./emptyClientModule.ts', import.meta.url));
const TYPE_INFO_MODULE = /[\\/]src[\\/]components[\\/]TypeInfo[\\/]index\.tsx$/;
const TYPE_INFO_POPOVER = /[\\/]src[\\/]components[\\/]TypeInfo[\\/]popover\.js$/;

export default function codeHighlightPlugin(context: LoadContext): Plugin {
  const declarations = apiDeclarationFiles(context.siteDir).map((file) => path.join(context.siteDir, file));
  return {
    name: 'code-highlight',
    configureWebpack(config, isServer, {currentBundler}) {
      rebuildWhenChanged(config, declarations);
      const splitChunks = config.optimization?.splitChunks;
      const common = splitChunks ? splitChunks.cacheGroups?.common : undefined;
      if (!isServer) {
        if (!common || typeof common !== 'object' || common.test !== undefined) {
          throw new Error(
            'code-highlight: the bundler configuration has no "common" chunk group as expected; check how it splits chunks now',
          );
        }
        common.test = (module: {nameForCondition(): string | null}) =>
          !TYPE_INFO_MODULE.test(module.nameForCondition() ?? '');
      }
      return {
        plugins: [new currentBundler.instance.NormalModuleReplacementPlugin(THEME_LANGUAGES_MODULE, EMPTY_MODULE)],
        // The popover script, a file that TypeInfo imports by URL, with the other scripts.
        module: {
          rules: [
            {
              test: TYPE_INFO_POPOVER,
              type: 'asset/resource',
              generator: {filename: 'assets/js/type-info-popover.[contenthash:8].js'},
            },
          ],
        },
      };
    },
  };
}
