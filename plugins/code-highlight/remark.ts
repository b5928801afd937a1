// A remark plugin: tokenizes every fenced code block of a page with Prism while
// the page compiles, and passes the tokens to the code block as its `tokens`
// prop (encoded by ./tokens.ts). Used for docs, blog and pages.
//
// A TypeScript block becomes a <TypeScriptSample> (src/components/TypeScriptSample)
// instead, with what the compiler knows about it (./typescript.ts): quick info
// for each identifier, the answers to its `// ^?` queries and its expected
// errors. A block with an error it does not declare, or without an error it
// declares, stops the build with the file and line.
import {createRequire} from 'node:module';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

import type {Code, Root} from 'mdast';
import {normalizeTokens, Prism} from 'prism-react-renderer';
import {visit} from 'unist-util-visit';

import {encodeTokens} from './tokens';
import {collectSampleSources, formatFailure, parseMeta, SAMPLE_LANGS, SampleProject, type CodeBlock, type SampleView} from './typescript';

export interface CodeTokensOptions {
  /** The theme's prism.additionalLanguages, which Prism lacks until they are loaded. */
  additionalLanguages: readonly string[];
  /** The site's root directory; the samples are compiled against its api/index.ts. */
  siteDir?: string;
}

const require = createRequire(import.meta.url);
const loadedLanguages = new Set<string>();
const SAMPLE_COMPONENT = 'TypeScriptSample';
const SAMPLE_MODULE = '@site/src/components/TypeScriptSample';

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

/**
 * The compact form of a sample's compiler information that <TypeScriptSample> reads: the
 * distinct quick infos as [signature, docs, link], and the hovers, queries and errors
 * as [line, column, ...] rows.
 */
export function encodeSampleView(view: SampleView): string {
  const infos: [string, string, string?][] = [];
  const indexOf = new Map<string, number>();
  const hovers = view.hovers.map(({line, column, length, info}) => {
    const entry: [string, string, string?] = info.link ? [info.signature, info.docs, info.link] : [info.signature, info.docs];
    const key = JSON.stringify(entry);
    if (!indexOf.has(key)) {
      indexOf.set(key, infos.length);
      infos.push(entry);
    }
    return [line, column, length, indexOf.get(key)!];
  });
  return JSON.stringify({
    i: infos,
    h: hovers,
    q: view.queries.map(({line, column, text}) => [line, column, text]),
    e: view.errors.map(({line, column, length, code, message}) => [line, column, length, code, message]),
  });
}

const projects = new Map<string, SampleProject>();

/** The compiled samples of the whole site, made on the first page that has one. */
function projectOf(siteDir: string): SampleProject {
  let project = projects.get(siteDir);
  if (!project) {
    project = new SampleProject(siteDir, collectSampleSources(siteDir));
    projects.set(siteDir, project);
  }
  return project;
}

function sampleBlocksOf(tree: Root, source: string): CodeBlock[] {
  const blocks: CodeBlock[] = [];
  visit(tree, 'code', (code) => {
    const lang = code.lang?.toLowerCase() ?? '';
    if (SAMPLE_LANGS.has(lang)) blocks.push({source, line: code.position?.start.line ?? 0, lang, ...parseMeta(code.meta), code: code.value});
  });
  return blocks;
}

/** An `import TypeScriptSample from "@site/src/components/TypeScriptSample"` node of MDX. */
function sampleImport() {
  const specifier = {type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name: SAMPLE_COMPONENT}};
  const declaration = {type: 'ImportDeclaration', specifiers: [specifier], source: {type: 'Literal', value: SAMPLE_MODULE, raw: JSON.stringify(SAMPLE_MODULE)}};
  return {
    type: 'mdxjsEsm',
    value: `import ${SAMPLE_COMPONENT} from ${JSON.stringify(SAMPLE_MODULE)};`,
    data: {estree: {type: 'Program', sourceType: 'module', body: [declaration]}},
  };
}

function attribute(name: string, value: string | null | undefined) {
  return value === null || value === undefined ? [] : [{type: 'mdxJsxAttribute', name, value}];
}

export default function remarkCodeTokens({additionalLanguages, siteDir = fileURLToPath(new URL('../..', import.meta.url))}: CodeTokensOptions) {
  loadLanguages(additionalLanguages);
  return (tree: Root, file: {path?: string}): void => {
    const source = file.path ? path.relative(siteDir, file.path).split(path.sep).join('/') : '';
    let samples = 0;
    let project: SampleProject | undefined;
    visit(tree, 'code', (code: Code, index, parent) => {
      const lang = code.lang?.toLowerCase() ?? '';
      if (SAMPLE_LANGS.has(lang) && !parseMeta(code.meta).partial && parent && index !== undefined) {
        project ??= projectOf(siteDir);
        let block = project.find(source, code.value);
        if (!block) {
          // A page edited since the samples were compiled (under `docusaurus start`).
          project.setBlocks(source, sampleBlocksOf(tree, source));
          block = project.find(source, code.value)!;
        }
        const {view, failures} = project.view(block);
        if (failures.length > 0) {
          throw new Error(`TypeScript code sample with unexpected compiler errors:\n${failures.map(formatFailure).join('\n')}`);
        }
        samples++;
        parent.children[index] = {
          type: 'mdxJsxFlowElement',
          name: SAMPLE_COMPONENT,
          attributes: [
            ...attribute('className', `language-${lang}`),
            ...attribute('metastring', code.meta),
            ...attribute('tokens', tokenizeCode(view.code, lang)),
            ...attribute('compiler', encodeSampleView(view)),
            ...attribute('code', view.code),
          ],
          children: [],
        } as never;
        return;
      }
      // The theme shows code blocks without a language as "text".
      const tokens = tokenizeCode(code.value, code.lang ?? 'text');
      code.data = {...code.data, hProperties: {...code.data?.hProperties, tokens}};
    });
    if (samples > 0) tree.children.unshift(sampleImport() as never);
  };
}
