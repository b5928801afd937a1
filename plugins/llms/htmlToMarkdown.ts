// Turns a built page into the Markdown a reader of that page sees: the article
// only (no navbar, sidebar, table of contents or footer), code blocks as fences
// with their language, tabs and admonitions as plain text, a command's terminal and a
// task graph as text fences, and absolute links,
// so the file makes sense on its own. hast-util-to-mdast and mdast-util-to-markdown
// do the conversion; the code here only reshapes Docusaurus's theme markup first.
import type {Element, ElementContent, Root, RootContent} from 'hast';
import {fromHtml} from 'hast-util-from-html';
import {select, selectAll} from 'hast-util-select';
import {toMdast} from 'hast-util-to-mdast';
import {toString} from 'hast-util-to-string';
import {gfmToMarkdown} from 'mdast-util-gfm';
import {toMarkdown} from 'mdast-util-to-markdown';
import {SKIP, visit} from 'unist-util-visit';

export interface PageToConvert {
  /** The built HTML of the page. */
  html: string;
  /** Absolute URL of the page, against which its links are resolved. */
  url: string;
}

const h = (tagName: string, children: ElementContent[] = [], properties: Element['properties'] = {}): Element => ({
  type: 'element',
  tagName,
  properties,
  children,
});
const text = (value: string) => ({type: 'text' as const, value});

function classes(node: Element): string[] {
  const value = node.properties.className;
  return Array.isArray(value) ? value.map(String) : [];
}
const hasClassPrefix = (node: Element, prefix: string) => classes(node).some((name) => name.startsWith(prefix));

/** Replaces `node` in its parent by `replacement` (any number of nodes). */
function replaceNode(root: Root | Element, node: Element, replacement: ElementContent[]): void {
  visit(root, (candidate, index, parent) => {
    if (candidate !== node || !parent || index === undefined) return;
    parent.children.splice(index, 1, ...(replacement as RootContent[] & ElementContent[]));
    return SKIP;
  });
}

/**
 * React streams a code block's final markup after a placeholder: `<template id="B:n">`, a
 * fallback, then later `<div hidden id="S:n">` with the real block. Puts the real block in place.
 */
function resolveStreamedSegments(document: Root): void {
  for (const template of selectAll('template[id^="B:"]', document)) {
    const segment = select(`[id="S:${String(template.properties.id).slice(2)}"]`, document);
    visit(document, 'element', (node, _index, parent) => {
      if (node !== template || !parent) return;
      const start = parent.children.indexOf(template);
      let end = start + 1;
      while (end < parent.children.length) {
        const sibling = parent.children[end];
        if (sibling.type === 'comment' && sibling.value.startsWith('/$')) break;
        end++;
      }
      parent.children.splice(start, end - start, ...((segment?.children ?? []) as typeof parent.children));
      return SKIP;
    });
    if (segment) replaceNode(document, segment, []);
  }
}

/** A callout of a TypeScript sample: the answer of a `// ^?` query or an expected error's message. */
interface Callout {
  text: string;
  /** The column it points at. */
  column: number;
}

const CSS_STRING_ESCAPE = /\\(?:([0-9a-fA-F]{1,6}) ?|(.))/g;

/**
 * The callouts of a page's samples, by class (`tsc-<page>-<n>`). Their text is not in the
 * markup but in the CSS the page carries for readers without JavaScript (a <style> in a
 * <noscript>), one `.tsc-…::after{content:"…";content:"…" / "…";--tsc-column:<column>ch}` rule each.
 */
function calloutsOf(document: Root): Map<string, Callout> {
  const css = selectAll('noscript, style', document)
    .map((node) => toString(node))
    .join('\n');
  const callouts = new Map<string, Callout>();
  // The build minifies that CSS: `::after` may become `:after`, and a string may change quotes.
  for (const match of css.matchAll(
    /\.(tsc-[\w-]+)::?after\{content:(["'])((?:(?!\2)[^\\]|\\.)*)\2(?:[^}"']|"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*')*?--tsc-column:(\d+)ch\}/g,
  )) {
    const text = match[3].replace(
      CSS_STRING_ESCAPE,
      (_escape, hex: string | undefined, character: string | undefined) =>
        hex ? String.fromCodePoint(parseInt(hex, 16)) : (character ?? ''),
    );
    callouts.set(match[1], {text, column: Number(match[4])});
  }
  return callouts;
}

/**
 * The callouts of one line of a sample as comment lines for the fence: a caret under the
 * column they point at, then `^?` and the type for a query, `^ error:` and the message for an error.
 */
function calloutComments(line: Element, callouts: Map<string, Callout>): string[] {
  return selectAll('.tsc', line).flatMap((token) => {
    const callout = classes(token)
      .map((name) => callouts.get(name))
      .find(Boolean);
    if (!callout) return [];
    const indent = ' '.repeat(Math.max(callout.column - 3, 0));
    const [first, ...rest] = callout.text.split('\n');
    const marker = classes(token).includes('tsm') ? '^ error:' : '^?';
    return [`${indent}// ${marker} ${first}`, ...rest.map((more) => `${indent}//   ${more}`)];
  });
}

/** A Docusaurus code block (highlighted or not) as `<pre><code class="language-x">`, which becomes a fence. */
function codeBlockToFence(block: Element, callouts: Map<string, Callout>): ElementContent[] {
  const language = [block, ...selectAll('pre', block)]
    .flatMap(classes)
    .find((name) => name.startsWith('language-'))
    ?.slice('language-'.length);
  const code = select('code', block) ?? block;
  const lines = selectAll('.token-line', code);
  const source =
    lines.length > 0
      ? lines.flatMap((line) => [toString(line).replace(/\n$/, ''), ...calloutComments(line, callouts)]).join('\n')
      : toString(code);
  const titleNode = selectAll('div', block).find((node) => hasClassPrefix(node, 'codeBlockTitle'));
  const fence = h('pre', [
    h('code', [text(source.replace(/\n+$/, ''))], language ? {className: [`language-${language}`]} : {}),
  ]);
  return titleNode ? [h('p', [h('em', [text(toString(titleNode))])]), fence] : [fence];
}

const fence = (source: string, language = 'text') =>
  h('pre', [h('code', [text(source.replace(/\n+$/, ''))], {className: [`language-${language}`]})]);

/**
 * A command's terminal on a page (plugins/code-highlight/task-graph/terminal.ts): the command
 * in emphasis, as a code block's title is, the output as a text fence without the words
 * only a screen reader gets, then the exit status.
 */
function terminalToFence(terminal: Element): ElementContent[] {
  const command = select('.nt-cmd', terminal);
  const output = select('.nt-out', terminal);
  const exit = select('.nt-x', terminal);
  for (const spoken of output ? selectAll('.nt-vh', output) : []) replaceNode(output!, spoken, []);
  return [
    ...(command ? [h('p', [h('em', [text(toString(command))])])] : []),
    fence(output ? toString(output) : ''),
    ...(exit ? [h('p', [text(`${toString(exit)[0].toUpperCase()}${toString(exit).slice(1)}.`)])] : []),
  ];
}

/** Tabs: each label in bold, followed by its panel, since a file has no tabs. */
function tabsToSections(container: Element): ElementContent[] {
  const labels = selectAll('[role="tab"]', container).map((tab) => toString(tab).trim());
  const panels = selectAll('[role="tabpanel"]', container);
  return panels.flatMap((panel, index) => [h('p', [h('strong', [text(labels[index] ?? '')])]), ...panel.children]);
}

/** Admonitions: a quote that starts with the kind and the title in bold. */
function admonitionToQuote(admonition: Element): ElementContent[] {
  const kind = classes(admonition)
    .find((name) => name.startsWith('theme-admonition-'))
    ?.slice('theme-admonition-'.length);
  const heading = selectAll('div', admonition).find((node) => hasClassPrefix(node, 'admonitionHeading'));
  const content = selectAll('div', admonition).find((node) => hasClassPrefix(node, 'admonitionContent'));
  const kindLabel = kind ? kind[0].toUpperCase() + kind.slice(1) : 'Note';
  // The heading keeps its inline markup (code, emphasis) but not its icon.
  const titleNodes = (heading?.children ?? []).filter(
    (node) => !(node.type === 'element' && hasClassPrefix(node, 'admonitionIcon')),
  );
  const title = titleNodes
    .map((node) => (node.type === 'element' || node.type === 'text' ? toString(node) : ''))
    .join('')
    .trim();
  const label: ElementContent[] =
    !title || title.toLowerCase() === kind ? [text(kindLabel)] : [text(`${kindLabel}: `), ...titleNodes];
  return [h('blockquote', [h('p', [h('strong', label)]), ...(content?.children ?? [])])];
}

function absolutize(node: Element, attribute: 'href' | 'src', base: string): void {
  const value = node.properties[attribute];
  if (typeof value !== 'string' || value === '') return;
  try {
    node.properties[attribute] = new URL(value, base).href;
  } catch {
    // Left as written: the page itself links there the same way.
  }
}

/**
 * Removes what is furniture in a file: permalink anchors, icons, buttons, hidden leftovers,
 * and widgets that only work on the HTML page, marked `<div data-page-only>` (an embed and
 * its Load button), with any sentence inside them.
 */
function removeFurniture(root: Element): void {
  const unwanted = (node: Element) =>
    ['button', 'svg', 'script', 'style', 'template', 'nav', 'noscript'].includes(node.tagName) ||
    classes(node).includes('hash-link') ||
    node.properties.hidden !== undefined ||
    node.properties.dataPageOnly !== undefined;
  visit(root, (node, index, parent) => {
    if (!parent || index === undefined) return;
    if (node.type === 'comment' || (node.type === 'element' && unwanted(node))) {
      parent.children.splice(index, 1);
      return [SKIP, index];
    }
  });
}

function reshape(article: Element, url: string, callouts: Map<string, Callout>): void {
  for (const tabs of selectAll('.tabs-container', article)) replaceNode(article, tabs, tabsToSections(tabs));
  for (const admonition of selectAll('.theme-admonition', article))
    replaceNode(article, admonition, admonitionToQuote(admonition));
  for (const block of selectAll('.theme-code-block', article))
    replaceNode(article, block, codeBlockToFence(block, callouts));
  for (const terminal of selectAll('figure.nt', article)) replaceNode(article, terminal, terminalToFence(terminal));
  // A task graph's text form, hidden on the page (its picture is there), is what the twin has instead.
  for (const graph of selectAll('pre.tg-txt', article)) replaceNode(article, graph, [fence(toString(graph))]);
  removeFurniture(article);
  for (const link of selectAll('a[href]', article)) absolutize(link, 'href', url);
  for (const image of selectAll('img[src]', article)) absolutize(image, 'src', url);
}

/** The content of a docs page (its Markdown, title included) or of a blog post (title, then the post). */
function findArticle(document: Root): Element {
  const docs = select('.theme-doc-markdown', document);
  if (docs) return docs;
  const post = select('article', document);
  const body = post && select('.markdown', post);
  const title = post && select('header h1', post);
  if (body && title) return h('div', [h('h1', [text(toString(title).trim())]), ...body.children]);
  throw new Error('no docs content (.theme-doc-markdown) or blog post (article .markdown) in the page');
}

export function htmlToMarkdown({html, url}: PageToConvert): string {
  const document = fromHtml(html);
  resolveStreamedSegments(document);
  const callouts = calloutsOf(document);
  const article = findArticle(document);
  reshape(article, url, callouts);
  const markdown = toMarkdown(toMdast(h('div', [article])), {
    extensions: [gfmToMarkdown({tablePipeAlign: false})],
    bullet: '-',
    fence: '`',
    fences: true,
    rule: '-',
    emphasis: '_',
  });
  return `${markdown.trim()}\n`;
}
