// The build fails on a page with a React Suspense boundary in its HTML
// (plugins/preact/suspenseMarkup.ts), which Preact cannot hydrate next to the parts
// that hydrate in turns. The HTML here comes from React's own server renderer, as
// Docusaurus calls it (renderToPipeableStream, written once everything is ready).
import {Writable} from 'node:stream';

import {createElement, lazy, Suspense, type ReactNode} from 'react';
import {renderToPipeableStream} from 'react-dom/server';
import {describe, expect, it} from 'vitest';

import {assertNoSuspenseMarkup, findSuspenseMarkup} from '../../plugins/preact/suspenseMarkup';

/** The HTML React's server renderer writes for `element` once all of it is ready. */
function renderToHtml(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk, _encoding, callback) {
        html += String(chunk);
        callback();
      },
      final(callback) {
        resolve(html);
        callback();
      },
    });
    const {pipe} = renderToPipeableStream(element, {
      onAllReady: () => pipe(sink),
      onShellError: reject,
      onError: reject,
    });
  });
}

/** A component whose code arrives later, as a chunk loaded with import() does, rendering `text` in a paragraph. */
function lateComponent(text: string) {
  return lazy(async () => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    return {default: () => createElement('p', null, text)};
  });
}

const LONG_TEXT = 'A code block of more than five hundred bytes. '.repeat(20);

/** Some 14 KB of page before the content: React writes a large boundary out of line only past its chunk size (12.8 KB). */
const PAGE_BEFORE = Array.from({length: 40}, (_, index) =>
  createElement('p', {key: index}, `Paragraph ${index}. `.repeat(25)),
);

function page(content: ReactNode): ReactNode {
  return createElement(
    'main',
    null,
    createElement('h1', null, 'Title'),
    PAGE_BEFORE,
    content,
    createElement('p', null, 'After'),
  );
}

describe('Suspense markup in built pages', () => {
  it('finds a boundary with a large content late in the page, which React writes out of line with a swap script', async () => {
    const Late = lateComponent(LONG_TEXT);
    const html = await renderToHtml(
      page(createElement(Suspense, {fallback: createElement('p', null, 'Loading')}, createElement(Late))),
    );
    expect(html).toContain('<template id="B:0">');
    expect(findSuspenseMarkup(html)).toEqual([
      '<!--$?--> (a Suspense boundary written out of line)',
      '<template id="B:…"> (the placeholder of an out-of-line boundary)',
      '<div hidden id="S:…"> (the content of an out-of-line boundary)',
      'an inline $RC/$RS/$RX script (the swap of an out-of-line boundary)',
    ]);
  });

  it('finds a boundary written in place', async () => {
    const html = await renderToHtml(page(createElement(Suspense, {fallback: null}, createElement('p', null, 'Ready'))));
    expect(findSuspenseMarkup(html)).toEqual(['<!--$--> (a Suspense boundary)']);
  });

  it('finds nothing where the component that waits has no boundary: the render waits for it and writes it in place', async () => {
    const Late = lateComponent(LONG_TEXT);
    const html = await renderToHtml(page(createElement(Late)));
    expect(html).toContain(`</p><p>${LONG_TEXT}</p><p>After</p></main>`);
    expect(findSuspenseMarkup(html)).toEqual([]);
  });

  it('fails the build with the file and what marks the boundary', async () => {
    const Late = lateComponent(LONG_TEXT);
    const outOfLine = await renderToHtml(page(createElement(Suspense, {fallback: null}, createElement(Late))));
    const clean = await renderToHtml(page(createElement('p', null, 'Plain')));
    const pages = [
      {file: 'docs/plain/index.html', route: '/docs/plain', html: clean},
      {file: 'tests/code-blocks/index.html', route: '/tests/code-blocks', html: outOfLine},
    ];
    expect(() => assertNoSuspenseMarkup(pages)).toThrow(
      /1 page\(s\) have a React Suspense boundary[\s\S]*\n {2}tests\/code-blocks\/index\.html: <!--\$\?-->/,
    );
    expect(() => assertNoSuspenseMarkup(pages.slice(0, 1))).not.toThrow();
  });
});
