// The stylesheet every page loads has Infima without the rules no page can use
// (plugins/infima-trim). Checked against the build: every class of Infima that the
// stylesheet lost is on no page and in no script, so no element loses its style.
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

import postcss from 'postcss';

import {e2eSite} from './support/sites';
import {expect, test} from './support/test';

const BUILD_DIR = e2eSite('site').outDir;
const CLASS = /\.(-?[A-Za-z_][\w-]*)/g;

/** The classes the selectors of a stylesheet name (comments and values left out). */
function classesOf(css: string): Set<string> {
  const classes = new Set<string>();
  postcss.parse(css).walkRules((rule) => {
    for (const [, name] of rule.selector.matchAll(CLASS)) classes.add(name);
  });
  return classes;
}

test("the stylesheet leaves out only Infima's rules for classes no page or script of the build has", () => {
  const infima = readFileSync(require.resolve('infima/dist/css/default/default.css'), 'utf8');
  const cssDir = path.join(BUILD_DIR, 'assets', 'css');
  const stylesheet = readdirSync(cssDir)
    .filter((name) => name.endsWith('.css'))
    .map((name) => readFileSync(path.join(cssDir, name), 'utf8'))
    .join('\n');
  const kept = classesOf(stylesheet);
  const left = [...classesOf(infima)].filter((name) => !kept.has(name));
  // The trim ran: classes no page has, such as the pills', are gone.
  expect(left).toContain('pills__item');

  const wordsOfBuild = new Set<string>();
  const pagesAndScripts = readdirSync(BUILD_DIR, {recursive: true, encoding: 'utf8'}).filter((name) =>
    /\.(?:html|js)$/.test(name),
  );
  for (const file of pagesAndScripts) {
    for (const [word] of readFileSync(path.join(BUILD_DIR, file), 'utf8').matchAll(/-{0,2}[A-Za-z_][\w-]*/g))
      wordsOfBuild.add(word);
  }
  expect(left.filter((name) => wordsOfBuild.has(name))).toEqual([]);
});
