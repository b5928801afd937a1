// plugins/code-highlight compacts the `css` templates of src/ while they are bundled, so
// that the bundles ship the sheets without comments and indentation. What a template
// evaluates to must not change beyond what compactCss() removes, and nothing else in
// a module may change.
import {readFileSync} from 'node:fs';

import {describe, expect, it} from 'vitest';

import {compactCss, compactCssTemplates} from '../../src/css/compact.mjs';
import cssTemplatesLoader from '../../plugins/code-highlight/cssTemplatesLoader.mjs';

const ROOT = new URL('../../', import.meta.url);
/** The modules whose sheets reach a page's first load. */
const SHEET_MODULES = [
  'src/pages/_home-styles.ts',
  'src/components/HomepageFeatures/styles.ts',
  'src/components/TypeInfo/index.tsx',
];

/** The raw text of each `css` template of `source` that has no `${…}`. */
const templatesOf = (source: string) => Array.from(source.matchAll(/[=(]\s*css`([^`$]*)`/g), (match) => match[1]);

describe('compactCssTemplates', () => {
  it('compacts a template as compactCss does, and leaves the code around it as written', () => {
    const source = [
      'const GAP = 4;  // two  spaces',
      'export const SHEET = compactCss(css`',
      '  /* A comment. */',
      '  .a > .b {',
      '    margin: 0 auto;',
      '  }',
      '`);',
      "const label = 'a:  b';",
    ].join('\n');
    expect(compactCssTemplates(source)).toBe(
      [
        'const GAP = 4;  // two  spaces',
        'export const SHEET = compactCss(css`.a>.b{margin:0 auto}`);',
        "const label = 'a:  b';",
      ].join('\n'),
    );
  });

  it('leaves templates with ${…}, other tags, and the tag named in comments alone', () => {
    const source = [
      '// Each `css` template is compacted; see `compactCss`.',
      'const withValue = css` .a { color: ${color}; } `;',
      'const html = String.raw` <b>  x </b> `;',
    ].join('\n');
    expect(compactCssTemplates(source)).toBe(source);
  });

  it('keeps escapes as written, as String.raw does', () => {
    expect(compactCssTemplates('x = css` .a::after { content: "\\2192"; } `;')).toBe(
      'x = css`.a::after{content:"\\2192"}`;',
    );
  });

  it.each(SHEET_MODULES)('%s: every sheet is compacted, with the value compactCss gives', (file) => {
    const source = readFileSync(new URL(file, ROOT), 'utf8');
    const before = templatesOf(source);
    const after = templatesOf(cssTemplatesLoader(source));
    expect(before.length).toBeGreaterThan(0);
    expect(after).toEqual(before.map(compactCss));
    expect(after.join('')).not.toContain('/*');
  });
});
