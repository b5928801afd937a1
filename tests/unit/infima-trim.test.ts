// plugins/infima-trim leaves out of Infima's stylesheet the rules that need a class no
// file of the site names, and the custom properties nothing reads. What it keeps must
// be exactly what a page can still need.
import path from 'node:path';

import postcss from 'postcss';
import {describe, expect, it} from 'vitest';

import {infimaTrimPostCss, requiredClasses, trimInfima, type SourceWords} from '../../plugins/infima-trim';

/** Words as the plugin reads them from the site's files: `markup` from files that are not stylesheets. */
function wordsOf(markup: string[], stylesOnly: string[] = []): SourceWords {
  return {markup: new Set(markup), all: new Set([...markup, ...stylesOnly])};
}

function trimmed(css: string, words: SourceWords): string {
  const root = postcss.parse(css);
  trimInfima(root, words);
  return root.toString().replace(/\s+/g, ' ').trim();
}

describe('requiredClasses', () => {
  it('counts the classes of every compound, and of a single :where() or :is() argument', () => {
    expect(requiredClasses('.menu__list .menu__link--active')).toEqual(['menu__list', 'menu__link--active']);
    expect(requiredClasses(':where(.button--info):hover')).toEqual(['button--info']);
  });

  it('never requires a class inside :not(), :has() or a list of alternatives', () => {
    expect(requiredClasses('.button:not(.button--outline)')).toEqual(['button']);
    expect(requiredClasses('.card:has(.card__image)')).toEqual(['card']);
    expect(requiredClasses(':is(.pills, .tabs) > li')).toEqual([]);
  });
});

describe('trimInfima', () => {
  it('drops a rule whose every selector needs an unused class, and keeps the used selectors of a mixed rule', () => {
    const css = '.pills__item{color:red} .navbar__link,.dropdown--nocaret{margin:0} .navbar{display:flex}';
    expect(trimmed(css, wordsOf(['navbar', 'navbar__link']))).toBe('.navbar__link{margin:0} .navbar{display:flex}');
  });

  it('keeps a rule whose unused class is only in :not(), and element and attribute rules', () => {
    const css = '.button:not(.button--block){width:auto} html[data-theme=dark]{color:white} a{color:blue}';
    expect(trimmed(css, wordsOf(['button']))).toBe(css);
  });

  it('removes an at-rule left empty, and leaves keyframes alone', () => {
    const css =
      '@media (min-width: 997px){.col--offset-9{margin-left:75%}} @keyframes spin{from{opacity:0}to{opacity:1}}';
    expect(trimmed(css, wordsOf([]))).toBe('@keyframes spin{from{opacity:0}to{opacity:1}}');
  });

  it('drops custom properties nothing reads, including those only dropped ones read', () => {
    const css =
      ':root{--ifm-pills-spacing:var(--ifm-spacing-x);--ifm-spacing-x:1rem;--ifm-color-primary:blue;--ifm-read-by-site:0}' +
      ' .pills{gap:var(--ifm-pills-spacing)} .navbar{color:var(--ifm-color-primary)}';
    expect(trimmed(css, wordsOf(['navbar'], ['--ifm-read-by-site']))).toBe(
      ':root{--ifm-color-primary:blue;--ifm-read-by-site:0} .navbar{color:var(--ifm-color-primary)}',
    );
  });
});

describe('the PostCSS plugin', () => {
  const plugin = infimaTrimPostCss(() => wordsOf([]));
  const run = (css: string, file: string) => postcss([plugin]).process(css, {from: file}).css;

  it("trims Infima's own stylesheet", () => {
    const file = path.join('node_modules', 'infima', 'dist', 'css', 'default', 'default.css');
    expect(run('.pills{gap:0}', file)).toBe('');
  });

  it("leaves the site's and the theme's stylesheets as they are", () => {
    expect(run('.pills{gap:0}', path.join('src', 'css', 'custom.css'))).toBe('.pills{gap:0}');
  });
});
