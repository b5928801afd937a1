// Which rules of a stylesheet no built page uses, for `npm run bench:bundle`.
// Each rule's selectors are matched against the HTML of every page as the reader
// gets it (light mode, hydrated), then in dark mode. A selector is matched
// without its pseudo-classes of state (:hover, :focus-visible...) and its
// pseudo-elements (::before), which the static page cannot show: `.button:hover`
// counts as used when a page has a `.button`.
//
// A rule that matches no page is not necessarily dead: the theme adds classes
// at run time (an open menu, the search modal). So such a rule is "runtime" when
// every class, id, element and attribute value its selector needs appears in a
// page or in the site's JavaScript, and "unused" only when one of them appears
// nowhere: no page can ever show it.
import {gzipSync} from 'node:zlib';

import {compile} from 'css-select';
import {isTag, type Document, type Element} from 'domhandler';
import {parseDocument} from 'htmlparser2';
import postcss, {type Rule} from 'postcss';
import selectorParser from 'postcss-selector-parser';

/** What a rule is to the built site, from the most used to the least. */
export type RuleUse = 'used' | 'dark' | 'runtime' | 'unused';
const ORDER: readonly RuleUse[] = ['used', 'dark', 'runtime', 'unused'];

export interface RuleReport {
  selector: string;
  /** Bytes of the rule as the stylesheet has it (selector and declarations). */
  bytes: number;
  use: RuleUse;
  /** The at-rules around it (`@media (max-width:996px)`), if any. */
  within: string[];
  /** For a runtime or unused rule: the names no page has, with whether the JavaScript mentions them. */
  missing: string[];
}

export interface UnusedCssReport {
  stylesheetBytes: number;
  stylesheetGzip: number;
  rules: RuleReport[];
  totals: Record<RuleUse, {rules: number; bytes: number}>;
  /** Gzip size of the stylesheet without its unused rules. */
  gzipWithoutUnused: number;
}

/**
 * Pseudo-classes that describe the structure of the document, which a static
 * page shows as it is. Every other pseudo-class is a state (hover, focus, open,
 * checked...) and is dropped before matching, as are pseudo-elements.
 */
const STRUCTURAL_PSEUDOS = new Set([
  ':not',
  ':is',
  ':where',
  ':has',
  ':root',
  ':empty',
  ':first-child',
  ':last-child',
  ':only-child',
  ':nth-child',
  ':nth-last-child',
  ':first-of-type',
  ':last-of-type',
  ':only-of-type',
  ':nth-of-type',
  ':nth-last-of-type',
]);

/**
 * The selector to match a static page with: pseudo-classes of state and
 * pseudo-elements removed (with a `:not()` or `:is()` they leave empty), and `*`
 * where nothing is left of a compound. `a:hover > .icon::after` is `a > .icon`.
 */
export function staticSelector(selector: string): string {
  const strip = (container: selectorParser.Container, insideNot: boolean): void => {
    for (const node of [...container.nodes]) {
      if (node.type === 'pseudo') {
        const name = node.value.toLowerCase();
        const keep = STRUCTURAL_PSEUDOS.has(name);
        if (keep) {
          for (const inner of node.nodes) strip(inner, insideNot || name === ':not');
          node.nodes = node.nodes.filter((inner) => inner.nodes.length > 0);
        }
        if (!keep || (node.nodes.length === 0 && /^:(not|is|where|has)$/.test(name))) node.remove();
      }
    }
    if (container.type !== 'selector') return;
    // A compound left empty (":hover" alone, or before a combinator) stands for any
    // element, except in :not(), where the state it named is dropped with it.
    let compoundIsEmpty = true;
    let emptied = false;
    for (const node of [...container.nodes]) {
      if (node.type !== 'combinator') compoundIsEmpty = false;
      else {
        if (compoundIsEmpty) {
          if (insideNot) emptied = true;
          else container.insertBefore(node, selectorParser.universal());
        }
        compoundIsEmpty = true;
      }
    }
    if (compoundIsEmpty && (insideNot || emptied)) container.removeAll();
    else if (compoundIsEmpty) container.append(selectorParser.universal());
    else if (emptied) container.removeAll();
  };
  return selectorParser((root) => {
    for (const compound of root.nodes) strip(compound, false);
  })
    .processSync(selector)
    .trim();
}

/** Classes, ids, element names and attribute values a selector needs (outside `:not()` and the arguments of `:nth-child()` and the like). */
export function namesInSelector(selector: string): string[] {
  const names = new Set<string>();
  selectorParser((root) => {
    root.walk((node) => {
      for (let parent = node.parent; parent; parent = parent.parent) {
        if (parent.type === 'pseudo' && !/^:(is|where|has)$/i.test(parent.value)) return;
      }
      if (node.type === 'class') names.add(`.${node.value}`);
      else if (node.type === 'id') names.add(`#${node.value}`);
      else if (node.type === 'tag' && !/^(html|body|:root)$/i.test(node.value)) names.add(node.value.toLowerCase());
      else if (node.type === 'attribute' && node.value !== undefined && !node.attribute.startsWith('data-theme'))
        names.add(`[${node.attribute}=${node.value}]`);
    });
  }).processSync(selector);
  return [...names];
}

/** Class names that must be on some element of a page for the selector to match it (a fast pre-check). */
function requiredClasses(selector: string): string[] {
  return namesInSelector(selector)
    .filter((name) => name.startsWith('.'))
    .map((name) => name.slice(1));
}

/** A built page, parsed once, with its class names. */
interface Page {
  document: Document;
  root: Element | undefined;
  classes: Set<string>;
}

function parsePage(html: string): Page {
  const document = parseDocument(html);
  const classes = new Set<string>();
  const visit = (nodes: Document['children']) => {
    for (const node of nodes) {
      if (!isTag(node)) continue;
      const element = node;
      for (const name of (element.attribs.class ?? '').split(/\s+/)) if (name) classes.add(name);
      visit(element.children);
    }
  };
  visit(document.children);
  const root = document.children.find((node): node is Element => isTag(node) && node.name === 'html');
  return {document, root, classes};
}

/** Whether the token appears in the text as a whole name (not as part of a longer class name). */
function mentions(text: string, token: string): boolean {
  const escaped = token.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\w-])${escaped}(?![\\w-])`).test(text);
}

/** Whether some page, in the color mode its root is set to, has an element the selector matches. */
function matchesSomePage(selector: string, pages: Page[]): boolean {
  const classes = requiredClasses(selector);
  let test: ReturnType<typeof compile>;
  try {
    test = compile(selector);
  } catch {
    // css-select does not know this selector; count it as used rather than guess.
    return true;
  }
  const find = (nodes: Document['children']): boolean => {
    for (const node of nodes) {
      if (!isTag(node)) continue;
      if (test(node)) return true;
      if (find(node.children)) return true;
    }
    return false;
  };
  return pages.some((page) => classes.every((name) => page.classes.has(name)) && find(page.document.children));
}

function setColorMode(pages: Page[], mode: 'light' | 'dark'): void {
  for (const page of pages) {
    if (!page.root) continue;
    page.root.attribs['data-theme'] = mode;
    page.root.attribs['data-theme-choice'] = mode;
    page.root.attribs['data-has-hydrated'] = 'true';
  }
}

/** The at-rules around a node, outermost first. */
function atRulesAround(rule: Rule): string[] {
  const within: string[] = [];
  for (let parent = rule.parent; parent && parent.type !== 'root'; parent = parent.parent) {
    if (parent.type === 'atrule')
      within.unshift(`@${(parent as postcss.AtRule).name} ${(parent as postcss.AtRule).params}`.trim());
  }
  return within;
}

/**
 * Sorts every rule of `css` into used, dark (used in dark mode only), runtime
 * and unused, given the HTML of every built page and the text of every script.
 */
export function findUnusedRules(css: string, pagesHtml: string[], scripts: string[]): UnusedCssReport {
  const root = postcss.parse(css);
  const pages = pagesHtml.map(parsePage);
  const pageClasses = new Set(pages.flatMap((page) => [...page.classes]));
  const allHtml = pagesHtml.join('\n');
  const allScripts = scripts.join('\n');
  const cache = new Map<string, RuleUse>();

  const useOfSelector = (selector: string): RuleUse => {
    const known = cache.get(selector);
    if (known) return known;
    const matchable = staticSelector(selector);
    let use: RuleUse;
    setColorMode(pages, 'light');
    if (matchesSomePage(matchable, pages)) use = 'used';
    else {
      setColorMode(pages, 'dark');
      if (/data-theme/.test(matchable) && matchesSomePage(matchable, pages)) use = 'dark';
      else use = missingNames(selector).length === 0 ? 'runtime' : 'unused';
    }
    cache.set(selector, use);
    return use;
  };

  /** Names of the selector that appear in no page and no script. */
  const missingNames = (selector: string): string[] =>
    namesInSelector(selector).filter((name) => {
      if (name.startsWith('.')) return !pageClasses.has(name.slice(1)) && !mentions(allScripts, name.slice(1));
      if (name.startsWith('#')) return !mentions(allHtml, name.slice(1)) && !mentions(allScripts, name.slice(1));
      if (name.startsWith('[')) {
        const value = name.slice(name.indexOf('=') + 1, -1).replace(/^["']|["']$/g, '');
        return !mentions(allHtml, value) && !mentions(allScripts, value);
      }
      return !new RegExp(`<${name}[\\s>/]`, 'i').test(allHtml) && !mentions(allScripts, name);
    });

  const rules: RuleReport[] = [];
  const unusedNodes: Rule[] = [];
  root.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test((rule.parent as postcss.AtRule).name)) return;
    const uses = rule.selectors.map(useOfSelector);
    const use = ORDER.find((candidate) => uses.includes(candidate)) ?? 'used';
    const report: RuleReport = {
      selector: rule.selector,
      bytes: Buffer.byteLength(rule.toString()),
      use,
      within: atRulesAround(rule),
      missing: use === 'unused' ? [...new Set(rule.selectors.flatMap(missingNames))] : [],
    };
    rules.push(report);
    if (use === 'unused') unusedNodes.push(rule);
  });

  const totals = Object.fromEntries(
    ORDER.map((use) => {
      const ofUse = rules.filter((rule) => rule.use === use);
      return [use, {rules: ofUse.length, bytes: ofUse.reduce((sum, rule) => sum + rule.bytes, 0)}];
    }),
  ) as UnusedCssReport['totals'];

  const trimmed = root.clone();
  const unusedKeys = new Set(unusedNodes.map((rule) => `${atRulesAround(rule).join('|')}|${rule.toString()}`));
  trimmed.walkRules((rule) => {
    if (unusedKeys.has(`${atRulesAround(rule).join('|')}|${rule.toString()}`)) rule.remove();
  });
  trimmed.walkAtRules((atRule) => {
    if (atRule.nodes && atRule.nodes.length === 0) atRule.remove();
  });

  return {
    stylesheetBytes: Buffer.byteLength(css),
    stylesheetGzip: gzipSync(css, {level: 6}).length,
    rules,
    totals,
    gzipWithoutUnused: gzipSync(trimmed.toString(), {level: 6}).length,
  };
}
