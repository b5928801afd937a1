// The parsing behind `npm run bench:bundle`: which package a bundled module
// belongs to, how a selector is matched against a static page, and how the
// rules of a stylesheet are sorted into used, dark-mode, runtime and unused.
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

import {afterAll, describe, expect, it} from 'vitest';

import {modulesOfFile, packageOf, sizesByGroup} from '../../../scripts/bench/bundle-modules';
import {findUnusedRules, namesInSelector, staticSelector} from '../../../scripts/bench/unused-css';

describe('packageOf', () => {
  it.each([
    ['./node_modules/react-dom/cjs/react-dom-client.production.js', 'react-dom'],
    ['./node_modules/@docusaurus/theme-classic/lib/theme/Navbar/index.js + 12 modules', '@docusaurus/theme-classic'],
    ['./node_modules/@docsearch/react/dist/esm/index.js', '@docsearch/react'],
    ['./node_modules/a/node_modules/@scope/b/index.js', '@scope/b'],
    ['builtin:swc-loader??ruleSet[1].rules[0]!./node_modules/clsx/dist/clsx.mjs', 'clsx'],
    ['./src/theme/DocItem/Content/index.tsx', 'src/theme/DocItem'],
    ['./src/components/Playground/index.tsx + 2 modules', 'src/components/Playground'],
    ['./src/theme/prism-include-languages.ts', 'src/theme'],
    ['./src/data/release.ts', 'src/data'],
    ['./src/Root.tsx', 'src'],
    ['./.docusaurus/registry.js', '.docusaurus'],
    ['./plugins/pwa/registerServiceWorker.ts', 'plugins/pwa'],
  ])('%s is in %s', (name, group) => {
    expect(packageOf(name)).toBe(group);
  });

  it('sums the modules of each group, largest first', () => {
    const row = (module: string, gzip: number) => ({
      module,
      group: packageOf(module),
      file: 'main.js',
      raw: gzip * 3,
      gzip,
    });
    expect(
      sizesByGroup([
        row('./node_modules/clsx/a.js', 1),
        row('./node_modules/react-dom/a.js', 50),
        row('./node_modules/react-dom/b.js', 7),
      ]),
    ).toEqual([
      {group: 'react-dom', modules: 2, raw: 171, gzip: 57},
      {group: 'clsx', modules: 1, raw: 3, gzip: 1},
    ]);
  });

  it('shares a concatenated module among the groups of what it holds, by their size before minification', () => {
    const layout = {
      module: './node_modules/@docusaurus/theme-classic/lib/theme/Layout/index.js + 2 modules',
      group: '@docusaurus/theme-classic',
      file: 'main.js',
      raw: 4000,
      gzip: 1000,
      concatenated: [
        {module: './src/theme/SearchBar/index.tsx', size: 3000},
        {module: './node_modules/@docusaurus/theme-classic/lib/theme/Layout/index.js', size: 1000},
      ],
    };
    expect(sizesByGroup([layout])).toEqual([
      {group: 'src/theme/SearchBar', modules: 1, raw: 3000, gzip: 750},
      {group: '@docusaurus/theme-classic', modules: 1, raw: 1000, gzip: 250},
    ]);
  });
});

describe('modulesOfFile', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-bundle-test-'));
  afterAll(() => rmSync(dir, {recursive: true, force: true}));
  const stats = {
    modules: [
      {id: 101, name: './node_modules/react-dom/cjs/react-dom.production.js'},
      {
        id: 'a7',
        name: './src/theme/Root.tsx + 2 modules',
        modules: [
          {name: './src/theme/Root.tsx', size: 120},
          {name: './src/data/release.ts', size: 480},
        ],
      },
    ],
  };

  it('cuts a chunk of the bundler into its modules, named and grouped from the stats', () => {
    const chunk = path.join(dir, 'chunk.js');
    const reactDom = 'function(e,t,n){n.d(t,{x:()=>1})}';
    const root = '(e,t,n)=>{e.exports="root"}';
    const source = `"use strict";(self.webpackChunk=self.webpackChunk||[]).push([["12"],{101:${reactDom},a7:${root}}]);`;
    writeFileSync(chunk, source);
    const rows = modulesOfFile(stats, chunk, 'assets/js/chunk.js');
    const wrapper = 'bundler runtime, entry and chunk wrappers';
    expect(rows.map(({module, group, raw}) => ({module, group, raw}))).toEqual([
      {module: './node_modules/react-dom/cjs/react-dom.production.js', group: 'react-dom', raw: reactDom.length},
      {module: './src/theme/Root.tsx + 2 modules', group: 'src/theme', raw: root.length},
      // The rest of the file: the chunk's wrapper around its modules.
      {module: wrapper, group: wrapper, raw: source.length - reactDom.length - root.length},
    ]);
    expect(rows[1].concatenated).toEqual([
      {module: './src/data/release.ts', size: 480},
      {module: './src/theme/Root.tsx', size: 120},
    ]);
    expect(rows.every((row) => row.gzip > 0 && row.file === 'assets/js/chunk.js')).toBe(true);
  });

  it('counts a script the bundler did not make as one row', () => {
    const script = path.join(dir, 'popover.js');
    const source = 'let keys=["Home"];export function open(){return keys}';
    writeFileSync(script, source);
    expect(modulesOfFile(stats, script, 'assets/js/popover.js')).toMatchObject([
      {module: 'assets/js/popover.js', group: 'scripts outside the bundler', raw: source.length},
    ]);
  });
});

describe('staticSelector', () => {
  it.each([
    ['a:hover > .icon::after', 'a > .icon'],
    ['.menu__link:focus-visible', '.menu__link'],
    ['::selection', '*'],
    ['.table :focus', '.table *'],
    ['.menu:not(:hover) .x', '.menu .x'],
    ['.a:not(.b, :focus)', '.a:not(.b)'],
    ['.row:nth-child(2n) td:first-child', '.row:nth-child(2n) td:first-child'],
    ['[data-theme=dark] .navbar', '[data-theme=dark] .navbar'],
  ])('%s is matched as %s', (selector, matchable) => {
    expect(staticSelector(selector)).toBe(matchable);
  });
});

describe('namesInSelector', () => {
  it('lists what an element must have, leaving out :not() and :nth-child() arguments and the color mode', () => {
    expect(
      namesInSelector('[data-theme=dark] details.box > #main:not(.hidden) li:nth-child(2n) [type=button]'),
    ).toEqual(['details', '.box', '#main', 'li', '[type=button]']);
  });
});

describe('findUnusedRules', () => {
  const page = `<!doctype html><html lang="en"><body>
    <nav class="navbar"><a class="navbar__link" href="/">Home</a></nav>
    <main><p class="lead">Text</p></main></body></html>`;
  const css = [
    '.navbar{display:flex}',
    '.navbar__link:hover{color:red}',
    '[data-theme=dark] .navbar{background:#000}',
    'html[data-theme=light] .lead{color:#111}',
    '.navbar-sidebar--show{display:block}',
    '.pagination-nav{display:grid}',
    '@media (max-width:996px){.pagination-nav__link{padding:0}.lead{margin:0}}',
    '@keyframes spin{from{transform:rotate(0)}to{transform:rotate(1turn)}}',
    '.lead,.footer__title{font-weight:700}',
  ].join('');
  const script = 'e.className=t?"navbar-sidebar--show":""';
  const report = findUnusedRules(css, [page], [script]);
  const useOf = (selector: string) => report.rules.find((rule) => rule.selector === selector)?.use;

  it('counts a rule as used when a page has what it selects, in its state of hover or focus too', () => {
    expect(useOf('.navbar')).toBe('used');
    expect(useOf('.navbar__link:hover')).toBe('used');
    expect(useOf('html[data-theme=light] .lead')).toBe('used');
  });

  it('counts a dark-mode rule apart', () => {
    expect(useOf('[data-theme=dark] .navbar')).toBe('dark');
  });

  it('counts a rule whose classes only the JavaScript names as reached at run time', () => {
    expect(useOf('.navbar-sidebar--show')).toBe('runtime');
  });

  it('counts a rule unused when a class it needs is in no page and no script, and says which', () => {
    expect(report.rules.find((rule) => rule.selector === '.pagination-nav')).toMatchObject({
      use: 'unused',
      missing: ['.pagination-nav'],
    });
    expect(report.rules.find((rule) => rule.selector === '.pagination-nav__link')).toMatchObject({
      use: 'unused',
      within: ['@media (max-width:996px)'],
    });
  });

  it('counts a rule with several selectors by the most used of them, and skips keyframes', () => {
    expect(useOf('.lead,.footer__title')).toBe('used');
    expect(report.rules.some((rule) => rule.selector === 'from')).toBe(false);
  });

  it('totals the bytes of each kind and the gzip size of the stylesheet without the unused rules', () => {
    expect(report.totals.unused).toEqual({
      rules: 2,
      bytes: '.pagination-nav{display:grid}'.length + '.pagination-nav__link{padding:0}'.length,
    });
    expect(
      report.totals.used.rules + report.totals.dark.rules + report.totals.runtime.rules + report.totals.unused.rules,
    ).toBe(report.rules.length);
    expect(report.stylesheetBytes).toBe(css.length);
    expect(report.gzipWithoutUnused).toBeLessThan(report.stylesheetGzip);
  });
});
