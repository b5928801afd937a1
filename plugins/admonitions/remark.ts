// A remark plugin, after Docusaurus's own: each page that has an admonition (`:::note`
// and its kin) imports the theme's Admonition itself, and its admonitions render that
// import, not the MDX component map's (./index.ts says why).
import type {Root} from 'mdast';
import {visit} from 'unist-util-visit';

import {mdxDefaultImport} from '../shared/mdxImport';

/** What Docusaurus's admonitions plugin names the element of an admonition (node.data.hName). */
const THEME_ELEMENT = 'admonition';
/** The name the page gives its import; unlike a name such as Admonition, no page's own import would take it. */
const LOCAL_NAME = 'ThemeAdmonitionOfPage';
const THEME_MODULE = '@theme/Admonition';

export default function remarkAdmonitionImport() {
  return (tree: Root) => {
    let found = false;
    visit(tree, (node) => {
      // hName: the element the node becomes in HTML's syntax tree (mdast-util-to-hast).
      if (node.data?.hName !== THEME_ELEMENT) return;
      node.data.hName = LOCAL_NAME;
      found = true;
    });
    if (found) tree.children.unshift(mdxDefaultImport(LOCAL_NAME, THEME_MODULE) as never);
  };
}
