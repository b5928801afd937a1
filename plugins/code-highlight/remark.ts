// A remark plugin: tokenizes every fenced code block of a page with Prism while
// the page compiles, and passes the tokens to the code block as its `tokens`
// prop (encoded by ./tokens.ts). Used for docs, blog and pages.
//
// TypeScript blocks also get what the compiler knows about them (./typescript.ts),
// carried through the same tokens so that the theme's code block renders them
// unchanged and pages without samples carry nothing more:
// - each identifier with quick info is a token of its own, of type `tsh-<n>`, where
//   n indexes the page's quick infos; the popover (src/components/TypeInfo) shows them;
// - the tokens an expected error covers get the type `tse` (a squiggle);
// - the answer of a `// ^?` query and the message of an error is an empty token of
//   types `tsc tsq|tsm tsc-<page>-<n>` at the end of its line, which the page's CSS shows
//   below the line (CSS text, so it needs no JavaScript and prints);
// - the code is the code without its annotations, so the copy button copies that.
// The page gets one <TypeInfo> with that CSS and the address of its quick infos.
// A block with an error it does not declare, or without an error it declares,
// stops the build with the file and line.
//
// First of all, a sample flagged with `nadle="<commands>"` gets its task graph and the
// commands' output inserted below it (./task-graph/samples.ts), so that those output
// blocks are highlighted like any other.
import {createHash} from 'node:crypto';
import {createRequire} from 'node:module';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

import type {Code, Root} from 'mdast';
import {normalizeTokens, Prism} from 'prism-react-renderer';
import {visit} from 'unist-util-visit';

import {mdxDefaultImport} from '../shared/mdxImport';
import {defaultNadleModel, type NadleModel} from './task-graph/model';
import {expandNadleSamples} from './task-graph/samples';
import {encodeTokens, type LineToken} from './tokens';
import {
  collectSampleSources,
  formatFailure,
  parseMeta,
  SAMPLE_LANGS,
  SampleProject,
  type CodeBlock,
  type SampleView,
} from './typescript';

export interface CodeTokensOptions {
  /** The theme's prism.additionalLanguages, which Prism lacks until they are loaded. */
  additionalLanguages: readonly string[];
  /** The site's root directory; the samples are compiled against its api/index.ts. */
  siteDir?: string;
  /** The planning model that plans the commands of flagged samples (tests pass a fixture). */
  nadleModel?: NadleModel;
  /** False leaves flagged samples as plain samples, without graph or output (to time the build without this step). */
  taskGraphs?: boolean;
}

const require = createRequire(import.meta.url);
const loadedLanguages = new Set<string>();
const TYPE_INFO_COMPONENT = 'TypeInfo';
const TYPE_INFO_MODULE = '@site/src/components/TypeInfo';
/**
 * Generated from api/index.ts: its @example blocks are samples, compiled from there; other
 * ```ts blocks of these pages hold a default value in words (@defaultValue), not code.
 */
const GENERATED_API_PAGES = 'docs/api/';

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
function tokenLines(code: string, language: string): LineToken[][] {
  const grammar = Prism.languages[language.toLowerCase()];
  return normalizeTokens(grammar ? Prism.tokenize(code, grammar) : [code]);
}

/** The tokens of `code` as the theme's <Highlight> would make them, encoded. */
export function tokenizeCode(code: string, language: string): string {
  return encodeTokens(tokenLines(code, language));
}

/** A quick info as the popover reads it: signature, first paragraph of the docs, reference page. */
export type PageQuickInfo = [signature: string, docs: string, link?: string];

/** What the samples of one page show besides their code. */
export class PageTypeInfo {
  readonly infos: PageQuickInfo[] = [];
  /** Answers of queries ("q") and error messages ("m"), with the column they point at. */
  readonly callouts: {kind: 'q' | 'm'; column: number; text: string}[] = [];
  private readonly indexOf = new Map<string, number>();

  /** `key` tells this page's callouts from those of another page shown with it (a blog list). */
  constructor(readonly key: string) {}

  /** The class of a callout, by its index. */
  calloutClass(index: number): string {
    return `tsc-${this.key}-${index}`;
  }

  info(entry: PageQuickInfo): number {
    const key = JSON.stringify(entry);
    if (!this.indexOf.has(key)) {
      this.indexOf.set(key, this.infos.length);
      this.infos.push(entry);
    }
    return this.indexOf.get(key)!;
  }

  /**
   * CSS that shows each callout below its line, at the column it points at (`--tsc-column`;
   * src/components/TypeInfo moves it to the line's start when that leaves too little room).
   * Screen readers get the text after "Type: " or "Error: " (the alternative text of `content`);
   * a browser without alternative text keeps the first `content`, the text alone.
   */
  css(): string {
    return this.callouts
      .map(({kind, column, text}, index) => {
        const label = `${kind === 'q' ? 'Type' : 'Error'}: ${text}`;
        return `.${this.calloutClass(index)}::after{content:${cssString(text)};content:${cssString(text)} / ${cssString(label)};--tsc-column:${column}ch}`;
      })
      .join('\n');
  }
}

/**
 * A CSS string literal that shows `text` as it is: quotes and backslashes escaped, line
 * breaks as `\A`, and `<` as `\3c` so that no text can close the <style> element it is in.
 */
export function cssString(text: string): string {
  const escaped = text
    .replace(/[\\"]/g, (character) => `\\${character}`)
    .replace(/</g, '\\3c ')
    .replace(/\r?\n/g, '\\A ');
  return `"${escaped}"`;
}

/** The tokens of a sample's code with its hovers, errors and callouts marked (see the top of this file). */
export function annotatedTokens(view: SampleView, language: string, page: PageTypeInfo): string {
  const lines = tokenLines(view.code, language);
  return encodeTokens(
    lines.map((line, lineIndex) => {
      const hovers = view.hovers.filter((hover) => hover.line === lineIndex);
      const errors = view.errors.filter((error) => error.line === lineIndex);
      const cuts = new Set<number>();
      for (const {column, length} of [...hovers, ...errors]) cuts.add(column).add(column + length);
      const marked: LineToken[] = [];
      let offset = 0;
      for (const token of line) {
        if (token.empty) {
          marked.push(token);
          continue;
        }
        const end = offset + token.content.length;
        let start = offset;
        for (const cut of [...[...cuts].filter((at) => at > offset && at < end).sort((a, b) => a - b), end]) {
          const within = ({column, length}: {column: number; length: number}) =>
            column <= start && cut <= column + length;
          const hover = hovers.find(within);
          const types = [...token.types];
          if (hover) {
            const {signature, docs, link} = hover.info;
            types.push(`tsh-${page.info(link ? [signature, docs, link] : [signature, docs])}`);
          }
          if (errors.some(within)) types.push('tse');
          marked.push({types, content: token.content.slice(start - offset, cut - offset)});
          start = cut;
        }
        offset = end;
      }
      const callouts = [
        ...view.queries
          .filter((query) => query.line === lineIndex)
          .map(({column, text}) => ({kind: 'q' as const, column, text})),
        ...errors.map(({column, code, message}) => ({kind: 'm' as const, column, text: `${message} (TS${code})`})),
      ];
      for (const callout of callouts) {
        marked.push({types: ['tsc', `ts${callout.kind}`, page.calloutClass(page.callouts.length)], content: ''});
        page.callouts.push(callout);
      }
      // An empty line's single token stays the theme's empty-line token.
      return marked.length > 1 ? marked.filter((token) => !token.empty) : marked;
    }),
  );
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
    if (SAMPLE_LANGS.has(lang))
      blocks.push({source, line: code.position?.start.line ?? 0, lang, ...parseMeta(code.meta), code: code.value});
  });
  return blocks;
}

/** An identifier of the estree the MDX compiler reads. */
const identifier = (name: string) => ({type: 'Identifier', name});

/**
 * A page's quick infos as a data: URL (JSON in base64, so that any text survives) of the type
 * QUICK_INFOS_TYPE, which plugins/code-highlight emits as a file of the build: the popover
 * fetches it on first use, with popover.js, so the infos are not part of the page's first load.
 * A file and not a chunk, because each chunk adds its name to the bundler's runtime, which
 * every page loads.
 */
export const QUICK_INFOS_TYPE = 'application/x-nadle-quick-infos';

export function quickInfosUrl(infos: readonly PageQuickInfo[]): string {
  return `data:${QUICK_INFOS_TYPE};base64,${Buffer.from(JSON.stringify(infos)).toString('base64')}`;
}

/** The MDX module's export with the address of the page's quick infos; a module-level string. */
const INFOS_URL = 'typeInfosUrl';

/** `export const typeInfosUrl = new URL("<data: URL>", import.meta.url).href;`, as an MDX ESM node with the tree the compiler reads. */
function infosUrlExport(url: string) {
  const address = {
    type: 'MemberExpression',
    object: {
      type: 'NewExpression',
      callee: identifier('URL'),
      arguments: [
        {type: 'Literal', value: url, raw: JSON.stringify(url)},
        {
          type: 'MemberExpression',
          object: {type: 'MetaProperty', meta: identifier('import'), property: identifier('meta')},
          property: identifier('url'),
          computed: false,
          optional: false,
        },
      ],
    },
    property: identifier('href'),
    computed: false,
    optional: false,
  };
  const declaration = {
    type: 'VariableDeclaration',
    kind: 'const',
    declarations: [{type: 'VariableDeclarator', id: identifier(INFOS_URL), init: address}],
  };
  return {
    type: 'mdxjsEsm',
    value: `export const ${INFOS_URL} = new URL(${JSON.stringify(url)}, import.meta.url).href;`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [{type: 'ExportNamedDeclaration', declaration, specifiers: [], source: null}],
      },
    },
  };
}

/** `<TypeInfo infosUrl={typeInfosUrl} css="..." />`: the address of the page's quick infos, and the CSS of its callouts. */
function typeInfoElement(page: PageTypeInfo) {
  const infosUrl = {
    type: 'mdxJsxAttributeValueExpression',
    value: INFOS_URL,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [{type: 'ExpressionStatement', expression: identifier(INFOS_URL)}],
      },
    },
  };
  return {
    type: 'mdxJsxFlowElement',
    name: TYPE_INFO_COMPONENT,
    attributes: [
      {type: 'mdxJsxAttribute', name: 'infosUrl', value: infosUrl},
      {type: 'mdxJsxAttribute', name: 'css', value: page.css()},
    ],
    children: [],
  };
}

export default function remarkCodeTokens({
  additionalLanguages,
  siteDir = fileURLToPath(new URL('../..', import.meta.url)),
  nadleModel = defaultNadleModel,
  taskGraphs = true,
}: CodeTokensOptions) {
  loadLanguages(additionalLanguages);
  return (tree: Root, file: {path?: string}): void => {
    const source = file.path ? path.relative(siteDir, file.path).split(path.sep).join('/') : '';
    if (taskGraphs) expandNadleSamples(tree, {source, model: nadleModel});
    const page = new PageTypeInfo(createHash('sha256').update(source).digest('hex').slice(0, 6));
    let samples = 0;
    let project: SampleProject | undefined;
    visit(tree, 'code', (code: Code) => {
      const lang = code.lang?.toLowerCase() ?? '';
      let block: CodeBlock | undefined;
      if (SAMPLE_LANGS.has(lang) && !parseMeta(code.meta).partial) {
        project ??= projectOf(siteDir);
        block = project.find(source, code.value);
        if (!block && !source.startsWith(GENERATED_API_PAGES)) {
          // A page edited since the samples were compiled (under `docusaurus start`).
          project.setBlocks(source, sampleBlocksOf(tree, source));
          block = project.find(source, code.value)!;
        }
      }
      let tokens: string;
      if (block) {
        const {view, failures} = project!.view(block);
        if (failures.length > 0) {
          throw new Error(
            `TypeScript code sample with unexpected compiler errors:\n${failures.map(formatFailure).join('\n')}`,
          );
        }
        samples++;
        code.value = view.code;
        tokens = annotatedTokens(view, lang, page);
      } else {
        // The theme shows code blocks without a language as "text".
        tokens = tokenizeCode(code.value, code.lang ?? 'text');
      }
      code.data = {...code.data, hProperties: {...code.data?.hProperties, tokens}};
    });
    if (samples > 0) {
      tree.children.unshift(
        mdxDefaultImport(TYPE_INFO_COMPONENT, TYPE_INFO_MODULE) as never,
        infosUrlExport(quickInfosUrl(page.infos)) as never,
      );
      // Last, so that the page's title stays its first heading.
      tree.children.push(typeInfoElement(page) as never);
    }
  };
}
