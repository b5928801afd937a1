// Keeps Prism out of the page bundle. The theme registers the extra Prism
// languages in a client module that every page loads, which bundles Prism with
// it; with build-time tokens (./remark.ts) the browser needs Prism only for a
// rare code block without them, and src/theme/CodeBlock/Content loads it, and
// those languages, on demand. This plugin swaps that client module for an empty one.
import {fileURLToPath} from 'node:url';

import type {Plugin} from '@docusaurus/types';

const THEME_LANGUAGES_MODULE = /@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/;
const EMPTY_MODULE = fileURLToPath(new URL('./emptyClientModule.ts', import.meta.url));

export default function codeHighlightPlugin(): Plugin {
  return {
    name: 'code-highlight',
    configureWebpack(_config, _isServer, {currentBundler}) {
      return {
        plugins: [new currentBundler.instance.NormalModuleReplacementPlugin(THEME_LANGUAGES_MODULE, EMPTY_MODULE)],
      };
    },
  };
}
