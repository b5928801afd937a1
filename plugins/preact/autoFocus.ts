// React focuses an element rendered with `autoFocus` when it mounts, hydration
// included (the /search page's field has it). Preact only sets the attribute, which
// the browser does not act on for an element of a page that is already loaded.
// This gives every element with `autoFocus` React's behaviour: focus once, when
// it first reaches the page.
import {options, type VNode} from 'preact';

const focused = new WeakSet<Element>();
const nextVNodeHook = options.vnode;

options.vnode = (vnode: VNode<{autoFocus?: boolean; ref?: unknown}>) => {
  if (typeof vnode.type === 'string' && vnode.props.autoFocus) {
    const ref = vnode.ref as ((element: HTMLElement | null) => void) | {current: HTMLElement | null} | null | undefined;
    vnode.ref = (element: HTMLElement | null) => {
      if (element && !focused.has(element)) {
        focused.add(element);
        element.focus();
      }
      if (typeof ref === 'function') ref(element);
      else if (ref) ref.current = element;
    };
  }
  nextVNodeHook?.(vnode);
};
