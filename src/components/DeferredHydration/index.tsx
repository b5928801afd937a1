// Hydrates a part of the page in a task of its own, after the rest of the page.
//
// Preact, which runs the pages in the browser (plugins/preact), hydrates the whole
// server-rendered page in one synchronous pass: on a long docs page that is one
// task of a few hundred milliseconds on a phone, during which a tap waits. A part
// wrapped in <DeferredHydration> suspends during that pass; Preact keeps its
// server-rendered markup on screen as it is (its "suspended hydration") and
// hydrates it when the suspension ends. The parts end their suspension one per
// task, in the order the page rendered them, so that no task hydrates more than
// one of them and a tap or key press gets its turn in between.
//
// Only the first render in the browser defers: on the server, and for a part
// that mounts after hydration (a client-side navigation), the children render at
// once. Preact keeps exactly one DOM node of a suspended part, so the children
// must render exactly one element. A part inside another part hydrates with it.
//
// The page is fully interactive once <html> has `data-has-hydrated` (Docusaurus)
// and no longer has DEFERRED_HYDRATION_ATTRIBUTE. The attribute goes once every
// part, and every subtree below a Suspense boundary that held it
// (useHydrationHold), has rendered with useIsBrowser() true and run its effects,
// not when the last turn starts: the browser-only markup of a part (code-block
// buttons) arrives in the render after its turn.
import React, {
  createContext,
  Suspense,
  useContext,
  useEffect,
  useState,
  type ComponentType,
  type JSX,
  type ReactNode,
} from 'react';
// The context behind useIsBrowser(), which Docusaurus does not export by name.
import {Context as BrowserContext} from '@docusaurus/core/lib/client/browserContext';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';

import {DEFERRED_HYDRATION_ATTRIBUTE} from './attribute';

/** Parts of the page that have not hydrated yet; <html> has DEFERRED_HYDRATION_ATTRIBUTE while there are any. */
let unfinishedParts = 0;

/**
 * Counts one more part that hydrates after the page's first pass. The function it
 * returns counts the part as hydrated (any call after the first does nothing); the
 * last one to finish takes the attribute off <html>.
 */
function holdHydration(): () => void {
  if (unfinishedParts++ === 0) document.documentElement.setAttribute(DEFERRED_HYDRATION_ATTRIBUTE, 'true');
  let finished = false;
  return () => {
    if (finished) return;
    finished = true;
    if (--unfinishedParts === 0) document.documentElement.removeAttribute(DEFERRED_HYDRATION_ATTRIBUTE);
  };
}

/**
 * For a subtree that may hydrate after the page's first pass (a deferred part, or
 * one below a Suspense boundary): while the page or the part around it hydrates,
 * counts it as a part that has not hydrated, until the returned function is called
 * (hand it to HydratedPart) or the component unmounts first. Undefined when there
 * is nothing to wait for: on the server, and once the page has hydrated.
 */
export function useHydrationHold(): (() => void) | undefined {
  const isBrowser = useIsBrowser();
  // Decided once: `isBrowser` is false only until the page (or the part) has hydrated.
  const [finish] = useState(() => (ExecutionEnvironment.canUseDOM && !isBrowser ? holdHydration() : undefined));
  // A subtree removed before it has hydrated (the reader followed a link) holds nothing.
  useEffect(() => finish, [finish]);
  return finish;
}

/** Settles when the part whose turn it is may hydrate. */
interface HydrationTurn {
  promise: Promise<void>;
  started: boolean;
}

const waiting: (() => void)[] = [];
let turns: MessageChannel | undefined;

/** Starts the next waiting turn in a task of its own: a message, which the browser does not delay as it does nested timers. */
function scheduleNextTurn(): void {
  if (!turns) {
    turns = new MessageChannel();
    turns.port1.onmessage = () => {
      waiting.shift()?.();
      if (waiting.length > 0) turns!.port2.postMessage(undefined);
    };
  }
  turns.port2.postMessage(undefined);
}

function takeHydrationTurn(): HydrationTurn {
  let start!: () => void;
  const turn: HydrationTurn = {promise: new Promise<void>((resolve) => (start = resolve)), started: false};
  waiting.push(() => {
    turn.started = true;
    start();
  });
  if (waiting.length === 1) scheduleNextTurn();
  return turn;
}

const InsideDeferredPart = createContext(false);

/**
 * Gives a subtree that hydrates after the rest of the page its own answer to
 * useIsBrowser(): false while it hydrates, true from the effect after that, as
 * Docusaurus does for the whole page. Components that render something only in
 * the browser (the code blocks' buttons, for one) then hydrate the server's
 * markup first, whenever the subtree's turn comes. Used for each deferred part,
 * and below any Suspense boundary that may suspend while the page hydrates.
 * `onHydrated` runs once the subtree has rendered with useIsBrowser() true and
 * its effects have run: its browser-only markup is on the page by then.
 */
export function HydratedPart({onHydrated, children}: {onHydrated?: () => void; children: ReactNode}): ReactNode {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  // The effects of the children run before this one, in the same commit.
  useEffect(() => {
    if (hydrated) onHydrated?.();
  }, [hydrated, onHydrated]);
  return <BrowserContext.Provider value={hydrated}>{children}</BrowserContext.Provider>;
}

function WaitForTurn({
  turn,
  onHydrated,
  children,
}: {
  turn: HydrationTurn;
  onHydrated: () => void;
  children: ReactNode;
}): ReactNode {
  if (!turn.started) throw turn.promise;
  return <HydratedPart onHydrated={onHydrated}>{children}</HydratedPart>;
}

export default function DeferredHydration({children}: {children: ReactNode}): ReactNode {
  const insideDeferredPart = useContext(InsideDeferredPart);
  const isBrowser = useIsBrowser();
  // Decided once per part: `isBrowser` is false only until the page has hydrated.
  const [part] = useState(() =>
    ExecutionEnvironment.canUseDOM && !isBrowser && !insideDeferredPart
      ? {turn: takeHydrationTurn(), finish: holdHydration()}
      : undefined,
  );
  // A part removed before it has hydrated (the reader followed a link) holds nothing.
  useEffect(() => part?.finish, [part]);
  if (!part) return children;
  // The Suspense boundary exists only in the browser. The server render has
  // none, so the HTML carries no boundary markers; Preact's boundary renders no
  // DOM of its own, so the markup it hydrates is the same.
  return (
    <InsideDeferredPart.Provider value>
      <Suspense fallback={null}>
        <WaitForTurn turn={part.turn} onHydrated={part.finish}>
          {children}
        </WaitForTurn>
      </Suspense>
    </InsideDeferredPart.Provider>
  );
}

/**
 * `Component` (a component or an element name) hydrated as a part of its own; it
 * must render exactly one element.
 */
export function deferHydration<P extends object>(
  Component: ComponentType<P> | keyof JSX.IntrinsicElements,
): ComponentType<P> {
  const Rendered = Component as ComponentType<P>;
  function Deferred(props: P): ReactNode {
    return (
      <DeferredHydration>
        <Rendered {...props} />
      </DeferredHydration>
    );
  }
  Deferred.displayName = `DeferredHydration(${typeof Component === 'string' ? Component : (Component.displayName ?? Component.name)})`;
  return Deferred;
}
