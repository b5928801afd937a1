// Admonitions (`:::note` and its kin) load only with the pages that have them. The
// theme puts its Admonition component, about 2 KB gzip with its six icons, in the MDX
// component map and in the banners of unlisted and draft pages, so every page of docs,
// blog and pages loaded it. Here:
// - ./remark.ts makes each page with admonitions import Admonition itself, and
//   src/theme/MDXComponents leaves it out of the map;
// - src/theme/ContentVisibility loads the banners only on an unlisted or draft page;
// - this plugin puts Admonition in a chunk of its own that those pages share, instead
//   of a copy in each page's chunk (it is under the bundler's size for a shared chunk).
import type {Plugin} from '@docusaurus/types';

import {ownChunk} from '../shared/bundlerConfig';

const ADMONITION_MODULES = /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]theme[\\/]Admonition[\\/]/;

export default function admonitionsPlugin(): Plugin {
  return {
    name: 'admonitions',
    configureWebpack(_config, isServer) {
      return isServer ? {} : {optimization: ownChunk('admonition', ADMONITION_MODULES)};
    },
  };
}
