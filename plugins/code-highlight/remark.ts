// A remark plugin: tokenizes every fenced code block of a page with Prism while
// the page compiles, and passes the tokens to the code block as its `tokens`
// prop (encoded by src/theme/CodeBlock/tokens.ts). Used for docs, blog and pages.
import {createRequire} from 'node:module';

import type {Root} from 'mdast';
import {normalizeTokens, Prism} from 'prism-react-renderer';
import {visit} from 'unist-util-visit';

import {encodeTokens} from '../../src/theme/CodeBlock/tokens';

export interface CodeTokensOptions {
  /** The theme's prism.additionalLanguages, which Prism lacks until they are loaded. */
  additionalLanguages: readonly string[];
}

const require = createRequire(import.meta.url);
const loadedLanguages = new Set<string>();

/** Loads Prism's own grammar files into prism-react-renderer's Prism, as the theme does in the browser. */
function loadLanguages(languages: readonly string[]): void {
  const missing = languages.filter((language) => !loadedLanguages.has(language));
  if (missing.length === 0) return;
  const global = globalThis as {Prism?: unknown};
  const previous = global.Prism;
  global.Prism = Prism;
  try {
    for (const language of missing) {
      require(`prismjs/components/prism-${language}`);
      loadedLanguages.add(language);
    }
  } finally {
    global.Prism = previous;
  }
}

/** The tokens of `code` as the theme's <Highlight> would make them. */
export function tokenizeCode(code: string, language: string): string {
  const grammar = Prism.languages[language.toLowerCase()];
  return encodeTokens(normalizeTokens(grammar ? Prism.tokenize(code, grammar) : [code]));
}

export default function remarkCodeTokens({additionalLanguages}: CodeTokensOptions) {
  loadLanguages(additionalLanguages);
  return (tree: Root): void => {
    visit(tree, 'code', (code) => {
      // The theme shows code blocks without a language as "text".
      const tokens = tokenizeCode(code.value, code.lang ?? 'text');
      code.data = {...code.data, hProperties: {...code.data?.hProperties, tokens}};
    });
  };
}
