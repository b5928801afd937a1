// Infima, the CSS framework of Docusaurus's classic theme, arrives whole in the
// stylesheet every page loads: pills, cards, badges, button colors, spacing
// utilities, and the custom properties behind them, most of which no page uses.
// This plugin adds a PostCSS step (Docusaurus's configurePostCss) that leaves out
// of Infima's file each rule that needs a class nothing in the site can put on a
// page, and then each of Infima's custom properties that nothing reads.
//
// "Nothing in the site" is every file that can name a class or a property: the
// site's pages, components and plugins, and the packages of Docusaurus (the
// theme's components). A class a page starts to use, in MDX or in a component,
// is in those files, so the next build keeps its rules. The browser tests check
// the result against the build (tests/e2e/infima-trim.spec.ts): no page or
// script of the build has a class whose rules were left out.
//
// Only Infima's own file is trimmed; the site's CSS and the theme's CSS modules
// are kept as they are.
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

import type {LoadContext, Plugin} from '@docusaurus/types';
import type {AtRule, Declaration, Plugin as PostCssPlugin, Root, Rule} from 'postcss';

/** Infima's stylesheet, as the theme imports it (node_modules/infima/dist/css/...). */
const INFIMA_FILE = /[\\/]infima[\\/]dist[\\/]css[\\/]/;

/** Folders of the site whose files can name a class or a custom property. */
const SITE_SOURCES = ['src', 'docs', 'blog', 'plugins', 'static', 'tests/pages', 'config'];
const SITE_FILES = ['docusaurus.config.ts', 'sidebars.ts'];
/** Packages whose files render markup or styles on the site's pages. */
const PACKAGE_SOURCES = ['@docusaurus', '@docsearch'];

const SOURCE_FILE = /\.(?:[cm]?[jt]sx?|mdx?|html|json|ya?ml|css)$/;
const STYLE_FILE = /\.css$/;
const WORD = /-{0,2}[A-Za-z_][\w-]*/g;

/** The words of the site's files: those outside CSS can be class names; all of them can be custom properties. */
export interface SourceWords {
  /** Words of every file but stylesheets: a class is used if it is one of them. */
  markup: ReadonlySet<string>;
  /** Words of every file, stylesheets included (Infima's own left out): a custom property is read if it is one of them. */
  all: ReadonlySet<string>;
}

/** This plugin's own folder: its comments name classes it does not use. */
const OWN_DIR = path.dirname(fileURLToPath(import.meta.url));

/** The files under `dir` that can name a class or property, outside nested node_modules, hidden folders and this plugin. */
function filesUnder(dir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(dir, {recursive: true, encoding: 'utf8'});
  } catch {
    return [];
  }
  return names
    .filter((name) => {
      const folders = name.split(path.sep).slice(0, -1);
      return SOURCE_FILE.test(name) && !folders.some((folder) => folder === 'node_modules' || folder.startsWith('.'));
    })
    .map((name) => path.join(dir, name))
    .filter((file) => !file.startsWith(`${OWN_DIR}${path.sep}`));
}

/** Reads the words of every file of the site and of the theme's packages that can name a class or property. */
export function readSourceWords(siteDir: string): SourceWords {
  const files = [
    ...SITE_SOURCES.flatMap((dir) => filesUnder(path.join(siteDir, dir))),
    ...SITE_FILES.map((file) => path.join(siteDir, file)),
    ...PACKAGE_SOURCES.flatMap((scope) => filesUnder(path.join(siteDir, 'node_modules', scope))),
  ];
  const markup = new Set<string>();
  const all = new Set<string>();
  for (const file of files) {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    const isStyle = STYLE_FILE.test(file);
    for (const [word] of text.matchAll(WORD)) {
      all.add(word);
      if (!isStyle) markup.add(word);
    }
  }
  return {markup, all};
}

const CLASS = /\.(-?[A-Za-z_][\w-]*)/g;
/** A pseudo-class with a selector argument, and that argument (no nested parentheses in Infima). */
const PSEUDO_WITH_ARGUMENT = /:([\w-]+)\(([^()]*)\)/g;

/**
 * The classes an element must have for `selector` to match it. Classes inside
 * :not(), :has() or a list of alternatives are not required (an unused class in
 * :not() matches everything), so they never make a rule look unused.
 */
export function requiredClasses(selector: string): string[] {
  const required: string[] = [];
  const outside = selector.replace(PSEUDO_WITH_ARGUMENT, (_match, name: string, argument: string) => {
    if ((name === 'where' || name === 'is') && !argument.includes(','))
      required.push(...[...argument.matchAll(CLASS)].map((match) => match[1]));
    return '';
  });
  required.push(...[...outside.matchAll(CLASS)].map((match) => match[1]));
  return required;
}

function insideKeyframes(rule: Rule): boolean {
  const parent = rule.parent;
  return parent?.type === 'atrule' && /keyframes$/i.test((parent as AtRule).name);
}

function removeEmptyParents(node: Rule | Declaration): void {
  let parent = node.parent;
  node.remove();
  while (parent && parent.type !== 'root' && (parent.nodes?.length ?? 0) === 0) {
    const next = parent.parent;
    parent.remove();
    parent = next;
  }
}

/** What one trimming of Infima's file left out. */
export interface TrimReport {
  rules: number;
  properties: number;
}

/** Trims Infima's stylesheet in place: its rules that need an unused class, then its unread custom properties. */
export function trimInfima(root: Root, words: SourceWords): TrimReport {
  const report: TrimReport = {rules: 0, properties: 0};
  const used = (selector: string) => requiredClasses(selector).every((name) => words.markup.has(name));

  root.walkRules((rule) => {
    if (insideKeyframes(rule)) return;
    const kept = rule.selectors.filter(used);
    if (kept.length === rule.selectors.length) return;
    if (kept.length === 0) {
      removeEmptyParents(rule);
      report.rules++;
    } else rule.selectors = kept;
  });

  // A property Infima declares is read by the site, by the theme, or by a declaration of
  // Infima that stays; removing one can leave another unread, so this runs until nothing changes.
  for (;;) {
    const readInInfima = new Set<string>();
    root.walkDecls((declaration) => {
      for (const [name] of declaration.value.matchAll(/--[\w-]+/g)) readInInfima.add(name);
    });
    const unread: Declaration[] = [];
    root.walkDecls(/^--/, (declaration) => {
      if (!readInInfima.has(declaration.prop) && !words.all.has(declaration.prop)) unread.push(declaration);
    });
    if (unread.length === 0) break;
    for (const declaration of unread) removeEmptyParents(declaration);
    report.properties += unread.length;
  }
  return report;
}

/** The PostCSS plugin: trims each Infima file it sees, with the site's words read once per build. */
export function infimaTrimPostCss(words: () => SourceWords): PostCssPlugin {
  return {
    postcssPlugin: 'nadle-infima-trim',
    Once(root) {
      const file = root.source?.input.file;
      if (file && INFIMA_FILE.test(file)) trimInfima(root, words());
    },
  };
}

export default function infimaTrimPlugin(context: LoadContext): Plugin<void> {
  let words: SourceWords | undefined;
  return {
    name: 'infima-trim',
    configurePostCss(options) {
      // First, before Docusaurus wraps the file in its cascade layer: the wrapped nodes keep their
      // old parent, so removing one would not take it out of the layer.
      // The words are read when the first stylesheet is processed, after the API reference is written.
      options.plugins.unshift(infimaTrimPostCss(() => (words ??= readSourceWords(context.siteDir))));
      return options;
    },
  };
}
