// React reported a page whose HTML from the server differs from what the browser
// renders on its first pass (a hydration error, logged on the console). Preact
// repairs such a page silently. This reports the element it had to replace on the
// console, as React did, so that the browser tests' check for console errors still
// catches a page that renders differently in the browser (a differing text is
// still repaired without a word: Preact gives no hook for it).
import {options, type VNode} from 'preact';

/** Preact 10's hook for an element that matches no node of the server's HTML while hydrating (`_hydrationMismatch` in its source). */
type MismatchHook = (vnode: VNode, domChildren: (Node | null)[]) => void;

const hooks = options as typeof options & {__m?: MismatchHook};
const nextMismatchHook = hooks.__m;

hooks.__m = (vnode, domChildren) => {
  const found = domChildren.flatMap((node) => (node instanceof Element ? [`<${node.localName}>`] : []));
  const rendered = typeof vnode.type === 'string' ? `<${vnode.type}>` : 'a component';
  console.error(
    `Hydration mismatch: the browser renders ${rendered} where the page's HTML has ${found.length > 0 ? found.join(', ') : 'nothing'}.`,
  );
  nextMismatchHook?.(vnode, domChildren);
};
