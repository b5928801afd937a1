// React's server renderer marks each Suspense boundary in the HTML with comments
// (<!--$-->…<!--/$-->), and writes a boundary with more than 500 bytes of content
// out of line once the page before it passes its chunk size (12.8 KB): a
// placeholder <template id="B:0"> in place, the content in a hidden <div id="S:0">
// at the end of the page, and an inline script ($RC) that moves it in during a
// later animation frame. React's own
// hydration follows those markers and swaps; Preact, which hydrates the pages
// (./index.ts), knows none of them and matches the DOM by position, so the parts
// of a page that hydrate in turns (src/components/DeferredHydration) next to such
// a boundary take the wrong nodes. The site renders no Suspense boundary on the
// server (a component that must wait for code renders without one there, and the
// render waits for it), and the build fails on a page that has one.
import {Parser} from 'htmlparser2';

import type {BuiltPage} from '../shared/builtPages';

// The comment data of each kind of boundary start React writes.
const BOUNDARY_COMMENTS: Readonly<Record<string, string>> = {
  $: '<!--$--> (a Suspense boundary)',
  '$?': '<!--$?--> (a Suspense boundary written out of line)',
  '$!': '<!--$!--> (a Suspense boundary the server gave up on)',
};

/** React's scripts that swap an out-of-line boundary in (complete, segment, client-render). */
const SWAP_SCRIPT = /\$R[CSX]\(/;

/** What marks a Suspense boundary of React's server renderer in `html`, once per kind, in order of first appearance. */
export function findSuspenseMarkup(html: string): string[] {
  const found = new Set<string>();
  // The text of the script being read, which the parser may hand over in pieces.
  let script: string | undefined;
  const parser = new Parser({
    oncomment(data) {
      const kind = BOUNDARY_COMMENTS[data.trim()];
      if (kind) found.add(kind);
    },
    onopentag(name, attributes) {
      if (name === 'template' && /^B:\d+$/.test(attributes.id ?? ''))
        found.add('<template id="B:…"> (the placeholder of an out-of-line boundary)');
      if (name === 'div' && 'hidden' in attributes && /^S:\d+$/.test(attributes.id ?? ''))
        found.add('<div hidden id="S:…"> (the content of an out-of-line boundary)');
      if (name === 'script') script = '';
    },
    ontext(text) {
      if (script !== undefined) script += text;
    },
    onclosetag(name) {
      if (name !== 'script' || script === undefined) return;
      if (SWAP_SCRIPT.test(script)) found.add('an inline $RC/$RS/$RX script (the swap of an out-of-line boundary)');
      script = undefined;
    },
  });
  parser.end(html);
  return [...found];
}

/** Fails with the file and the markers of every built page that has a Suspense boundary in its HTML. */
export function assertNoSuspenseMarkup(pages: readonly BuiltPage[]): void {
  const offenders = pages.flatMap((page) => {
    const markup = findSuspenseMarkup(page.html);
    return markup.length > 0 ? [`${page.file}: ${markup.join('; ')}`] : [];
  });
  if (offenders.length === 0) return;
  throw new Error(
    `[preact] ${offenders.length} page(s) have a React Suspense boundary in their HTML, which Preact cannot hydrate next to the parts that hydrate in turns. ` +
      `Render the component that suspends without a <Suspense> on the server (ExecutionEnvironment.canUseDOM), so that the server render waits for it and writes it in place:\n  ${offenders.join('\n  ')}`,
  );
}
