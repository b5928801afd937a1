// Reads one built HTML page into the entries search records are made of: its
// section and title, then its headings and text blocks in reading order.
// Parsed with htmlparser2 (a real HTML parser: entities decoded, nesting kept).
import {DomUtils, parseDocument} from 'htmlparser2';
import type {AnyNode, Element} from 'domhandler';

import {CODE_LEVEL, type ExtractedPage, type PageEntry} from '../../src/search/types';

export const SECTIONS = {
  docs: 'Documentation',
  api: 'API Reference',
  blog: 'Blog',
  pages: 'Pages',
} as const;

/** Blocks whose text becomes a content record. Table rows are handled apart (rowText). */
const TEXT_BLOCKS = new Set(['p', 'li', 'dt', 'dd', 'summary', 'figcaption']);
/** Blocks that hold their own text blocks; their text is not part of an enclosing block's text. */
const NESTED_BLOCKS = new Set([
  ...TEXT_BLOCKS,
  'ul',
  'ol',
  'dl',
  'table',
  'div',
  'blockquote',
  'details',
  'figure',
  'section',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
]);
/** Never text: code listings, icons, widgets, and the "#" links Docusaurus puts after headings. */
const SKIPPED_TAGS = new Set(['pre', 'script', 'style', 'svg', 'button', 'noscript', 'template', 'nav', 'iframe']);
const SKIPPED_CLASSES = ['hash-link', 'theme-code-block'];
const HEADING = /^h([2-6])$/;
/**
 * A plain-text code block (```text) this short is output quoted from a
 * terminal, such as an error message, which readers paste into search; longer
 * ones and code in a programming language are not searched.
 */
const MAX_OUTPUT_BLOCK = 300;

function hasClass(element: Element, className: string): boolean {
  return (element.attribs.class ?? '').split(/\s+/).includes(className);
}

function isSkipped(element: Element): boolean {
  return SKIPPED_TAGS.has(element.name) || SKIPPED_CLASSES.some((name) => hasClass(element, name));
}

function normalizeSpace(text: string): string {
  return text
    .replace(/\u200b/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Text of a node, without skipped elements and, when `ownOnly`, without nested blocks. */
function textOf(node: AnyNode, ownOnly: boolean): string {
  let text = '';
  const visit = (current: AnyNode, isRoot: boolean) => {
    if (DomUtils.isText(current)) {
      text += current.data;
      return;
    }
    if (!DomUtils.isTag(current)) return;
    if (isSkipped(current)) return;
    if (current.name === 'br') {
      text += ' ';
      return;
    }
    if (!isRoot && ownOnly && NESTED_BLOCKS.has(current.name)) {
      text += ' ';
      return;
    }
    for (const child of current.children) visit(child, false);
  };
  visit(node, true);
  return normalizeSpace(text);
}

/**
 * The cells of a table row as one text, so a short cell ("no", "-c") is found
 * and shown with the rest of its row. The header row (only th cells) repeats
 * column names and is left out.
 */
function rowText(row: Element): string {
  const cells = row.children.filter(
    (child): child is Element => DomUtils.isTag(child) && (child.name === 'td' || child.name === 'th'),
  );
  if (cells.every((cell) => cell.name === 'th')) return '';
  return cells
    .map((cell) => textOf(cell, false))
    .filter(Boolean)
    .join('; ');
}

/** The text of a short plain-text code block, its lines joined by spaces; null for any other element. */
function outputBlockText(element: Element): string | null {
  if (!hasClass(element, 'theme-code-block') || !hasClass(element, 'language-text')) return null;
  let text = '';
  const visit = (node: AnyNode) => {
    if (DomUtils.isText(node)) text += node.data;
    else if (DomUtils.isTag(node)) {
      if (node.name === 'button') return;
      if (node.name === 'br') text += ' ';
      for (const child of node.children) visit(child);
    }
  };
  visit(element);
  text = normalizeSpace(text);
  return text && text.length <= MAX_OUTPUT_BLOCK ? text : null;
}

/**
 * Words of code that say nothing about a sample: the language's own keywords
 * and type names, and the package name every sample imports.
 */
const CODE_NOISE = new Set(
  (
    'import from export default const let var function return async await new type interface extends implements ' +
    'true false null undefined void if else for of in while this class typeof as string number boolean any unknown never ' +
    'nadle npx'
  ).split(' '),
);
/** A name in code: an identifier, a dotted name's parts, a command or a flag with its dashes dropped (build-frontend, noEmit). */
const CODE_WORD = /[A-Za-z_$][\w$]*(?:-[A-Za-z0-9_$]+)*/g;

/**
 * The text of code, a line break where each line ends: a highlighted line ends
 * with a <br>, whose text is empty, so the last word of a line ran into the first
 * of the next ("test" and "nadle" made "testnadle").
 */
function codeText(node: AnyNode): string {
  if (DomUtils.isText(node)) return node.data;
  if (!DomUtils.isTag(node)) return '';
  if (node.name === 'br') return '\n';
  return node.children.map(codeText).join('');
}

/**
 * The distinct names, option keys, commands and flags of a code sample, in
 * order of first use: what a reader who saw the sample types into search
 * (eslint, tsc, noEmit, workingDir). Null for a sample without one.
 */
function codeWords(element: Element): string | null {
  const words = new Set<string>();
  // The code itself, not the block's title or its copy button.
  const code = DomUtils.findAll((child) => child.name === 'code', element.children)
    .map(codeText)
    .join('\n');
  for (const word of code.match(CODE_WORD) ?? []) {
    if (word.length > 1 && !CODE_NOISE.has(word)) words.add(word);
  }
  return words.size > 0 ? [...words].join(' ') : null;
}

function collectEntries(root: Element): PageEntry[] {
  const entries: PageEntry[] = [];
  const visit = (node: AnyNode) => {
    if (!DomUtils.isTag(node)) return;
    const output = outputBlockText(node);
    if (output) {
      entries.push([0, output]);
      return;
    }
    if (hasClass(node, 'theme-code-block')) {
      const words = codeWords(node);
      if (words) entries.push([CODE_LEVEL, words]);
      return;
    }
    if (isSkipped(node)) return;
    const heading = HEADING.exec(node.name);
    if (heading) {
      const text = textOf(node, false);
      if (text)
        entries.push(node.attribs.id ? [Number(heading[1]), text, node.attribs.id] : [Number(heading[1]), text]);
      return;
    }
    if (node.name === 'h1') return;
    if (node.name === 'tr') {
      const text = rowText(node);
      if (text) entries.push([0, text]);
      return;
    }
    if (TEXT_BLOCKS.has(node.name)) {
      const text = textOf(node, true);
      if (text) entries.push([0, text]);
    }
    for (const child of node.children) visit(child);
  };
  for (const child of root.children) visit(child);
  return entries;
}

function metaContent(document: AnyNode[], name: string): string | undefined {
  const meta = DomUtils.findOne((element) => element.name === 'meta' && element.attribs.name === name, document);
  return meta?.attribs.content;
}

/**
 * The meta description, which often says what a page is about in words its
 * body does not use. Left out when it repeats one of the first text blocks
 * (Docusaurus derives it from the first paragraph when none is written).
 */
function pageDescription(description: string | undefined, entries: PageEntry[]): string | null {
  const text = normalizeSpace(description ?? '');
  if (!text) return null;
  const start = text.replace(/(?:…|\.\.\.)$/, '');
  const firstTexts = entries.filter(([level]) => level === 0).slice(0, 3);
  return firstTexts.some(([, block]) => block.startsWith(start)) ? null : text;
}

export interface ExtractOptions {
  /** Path of the page, base URL included. */
  path: string;
  baseUrl: string;
}

/**
 * The indexable content of a built page, or null for pages search leaves out:
 * everything but docs (API reference included), blog posts and Markdown pages,
 * so no 404 page, search page, home page, blog list, tag, archive or author page.
 */
export function extractPage(html: string, {path, baseUrl}: ExtractOptions): ExtractedPage | null {
  const document = parseDocument(html).children;
  const htmlElement = DomUtils.findOne((element) => element.name === 'html', document, false);
  if (!htmlElement) return null;

  let section: string;
  let root: Element | null;
  if (hasClass(htmlElement, 'docs-doc-page')) {
    section = path.startsWith(`${baseUrl}docs/api/`) ? SECTIONS.api : SECTIONS.docs;
    root = DomUtils.findOne((element) => hasClass(element, 'theme-doc-markdown'), document);
  } else if (hasClass(htmlElement, 'blog-post-page')) {
    section = SECTIONS.blog;
    root = DomUtils.findOne((element) => element.attribs.id === '__blog-post-container', document);
  } else if (hasClass(htmlElement, 'mdx-page')) {
    section = SECTIONS.pages;
    root = DomUtils.findOne((element) => element.name === 'main', document);
    root = root && DomUtils.findOne((element) => element.name === 'article', root.children);
  } else {
    return null;
  }
  if (!root) return null;

  const article = DomUtils.findOne((element) => element.name === 'article', document);
  const h1 = article && DomUtils.findOne((element) => element.name === 'h1', article.children);
  const documentTitle = DomUtils.findOne((element) => element.name === 'title', document);
  // Without an h1, the <title> less the " | Site title" the theme appends.
  const fallbackTitle = documentTitle ? textOf(documentTitle, false).replace(/ \| [^|]*$/, '') : '';
  const title = (h1 && textOf(h1, false)) || fallbackTitle;
  if (!title) return null;

  const entries = collectEntries(root);
  return {
    section,
    title,
    path,
    language: metaContent(document, 'docsearch:language') ?? htmlElement.attribs.lang ?? 'en',
    docusaurusTag: metaContent(document, 'docsearch:docusaurus_tag') ?? 'default',
    description: pageDescription(metaContent(document, 'description'), entries),
    entries,
  };
}
