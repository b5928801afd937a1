// The "try again" link of the offline page (src/pages/offline.tsx) leads only to a
// path of the site, whatever `?from=` holds.
import {describe, expect, it} from 'vitest';

import {sameSitePath} from '../../src/pages/_offline-from';

const ORIGIN = 'https://nadle.dev';

/** Where a link with this href goes from a page of the site, as a browser resolves it. */
const destination = (href: string) => new URL(href, `${ORIGIN}/offline?from=x`);

describe('the offline page keeps "try again" on the site', () => {
  it.each([
    ['/docs/introduction', '/docs/introduction'],
    ['/tests/code-blocks', '/tests/code-blocks'],
    ['/docs/api/index/', '/docs/api/index/'],
    ['/search?q=workspace', '/search?q=workspace'],
    ['/docs/configuring-task#dependson', '/docs/configuring-task#dependson'],
    ['/docs/%C3%A9t%C3%A9', '/docs/%C3%A9t%C3%A9'],
    ['/docs/été', '/docs/%C3%A9t%C3%A9'],
    ['/%5Cevil.example/', '/%5Cevil.example/'],
    ['/%2F%2Fevil.example/', '/%2F%2Fevil.example/'],
    ['/docs/../blog', '/blog'],
  ])('keeps the site path %j (as %j)', (from, expected) => {
    expect(sameSitePath(from, ORIGIN)).toBe(expected);
    expect(destination(expected).origin).toBe(ORIGIN);
  });

  it.each([
    null,
    undefined,
    '',
    'docs/introduction',
    '//evil.example/',
    '//evil.example',
    '/\\evil.example/',
    '\\/evil.example/',
    '/\\/evil.example',
    '\\\\evil.example',
    'https://evil.example/',
    'HTTPS://evil.example',
    'http:evil.example',
    'javascript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '/\t/evil.example/',
    '/\n/evil.example/',
    '/\r/evil.example/',
    '/\u0000/evil.example/',
    '/\u001f/evil.example/',
    '/\u007f/evil.example/',
    '\t//evil.example/',
    ' //evil.example/',
    '/.//evil.example/',
    '/..//evil.example/',
    '/docs/..//evil.example/',
    '/./\\evil.example',
    `/${'a'.repeat(3000)}`,
  ])('rejects %j', (from) => {
    expect(sameSitePath(from, ORIGIN)).toBeUndefined();
  });

  it('never returns a value a browser resolves to another origin, over many built values', () => {
    const parts = [
      '/',
      '//',
      '\\',
      '/\\',
      '.',
      '..',
      '%2F',
      '%5C',
      '%2f',
      '%09',
      '\t',
      '\n',
      ' ',
      'evil.example',
      ':',
      '@',
      'https:',
      '?',
      '#',
      '%',
      '%00',
      '\u0000',
    ];
    let checked = 0;
    for (const a of parts) {
      for (const b of parts) {
        for (const c of parts) {
          const from = `${a}${b}${c}`;
          const path = sameSitePath(from, ORIGIN);
          checked += 1;
          if (path === undefined) continue;
          expect(path.startsWith('/') && !path.startsWith('//'), from).toBe(true);
          expect(destination(path).origin, from).toBe(ORIGIN);
        }
      }
    }
    expect(checked).toBe(parts.length ** 3);
  });
});
