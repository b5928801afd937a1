// Wraps the code block for build-time highlighting (plugins/code-highlight):
// - hands the block's `tokens` prop to CodeBlock/Content, through theme
//   components that pass on only the props they know;
// - holds a Suspense boundary, in the browser only, around a block that Prism
//   must highlight in the browser (see Content/highlight.tsx and PrismCodeBlock).
//   While the page hydrates, the server's highlighted HTML stays until Prism has
//   loaded; after a client-side navigation the plain code shows meanwhile. Such a
//   block suspends above the theme's CodeBlock (AfterPrismLoads), so that none of
//   its effects run before its content exists. A block with build-time tokens
//   needs no boundary at all.
import React, {isValidElement, Suspense, useState, type ReactNode} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useColorMode, useThemeConfig} from '@docusaurus/theme-common';
import type {Props} from '@theme/CodeBlock';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';

import {HydratedPart, useHydrationHold} from '@site/src/components/DeferredHydration';

import {AfterPrismLoads, BuildTimeTokens} from './Content/highlight';

type MagicComment = ReturnType<typeof useThemeConfig>['prism']['magicComments'][number];

/**
 * Whether the theme will highlight this block with Prism in the browser: a block of
 * code with no build-time tokens (one written as <CodeBlock> in JSX), or one with a
 * magic comment, which the theme takes out of the code the tokens were made from.
 */
export function needsPrism(
  children: ReactNode,
  tokens: string | undefined,
  magicComments: readonly MagicComment[],
): boolean {
  // Children that are not a string make the theme render the code as is, without <Highlight>.
  if (typeof children !== 'string') return false;
  if (tokens === undefined) return true;
  return magicComments.some(
    ({line, block}) =>
      (line !== undefined && children.includes(line)) || (block !== undefined && children.includes(block.start)),
  );
}

/**
 * The key that renders a block anew once, when hydration kept colors of the wrong mode.
 * The server renders code in the Prism theme of the default color mode, as inline
 * styles, and hydration keeps the server's attributes: a reader in the other mode
 * needs the block rendered again. The theme renders every block again once the
 * page has hydrated; this does it only for a block that needs it.
 */
function useColorsRemountKey(): string {
  const {colorMode} = useColorMode();
  const {colorMode: colorModeConfig} = useThemeConfig();
  // False while the block hydrates the server's markup, true from the render after.
  const isBrowser = useIsBrowser();
  const [startedOnServerMarkup] = useState(!isBrowser);
  return startedOnServerMarkup && isBrowser && colorMode !== colorModeConfig.defaultMode ? 'browser' : 'server';
}

/**
 * Best attempt to make the children one string, so that the block can be copied
 * (as the theme's CodeBlock does): children with elements in them stay as they are.
 */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

// Change: the theme's CodeBlock (@docusaurus/theme-classic 3.10.2, MIT, (c) Meta
// Platforms), with the key of useColorsRemountKey instead of one that renders
// every block again after hydration.
function CodeBlock({children: rawChildren, ...props}: Props): ReactNode {
  const key = useColorsRemountKey();
  const children = maybeStringifyChildren(rawChildren);
  const Content = typeof children === 'string' ? StringContent : ElementContent;
  return (
    <Content key={key} {...props}>
      {children as string}
    </Content>
  );
}

/**
 * A block that Prism highlights in the browser. On the server it has no Suspense
 * boundary: the render waits for Prism there and writes the block in place. A
 * boundary would reach the HTML as React's markers, and a block of more than 500
 * bytes further down than React's first 12.8 KB out of line: a placeholder
 * <template> plus an inline script that swaps the content in later, which Preact
 * knows nothing of; the parts that hydrate in turns next to it then take the
 * wrong nodes (plugins/preact/suspenseMarkup.ts fails the build on any such
 * marker). In the browser, the boundary keeps the server's markup while the page
 * hydrates and Prism loads (Preact's suspended hydration), and shows the plain
 * code meanwhile after a client-side navigation.
 */
function PrismCodeBlock(props: Props): ReactNode {
  // The page counts as hydrated only once this block has, whenever Prism arrives.
  const finishHydration = useHydrationHold();
  const block = (
    <AfterPrismLoads>
      {/* When Prism loads after the page or the block's part has hydrated, the block still hydrates the server's markup first. */}
      <HydratedPart onHydrated={finishHydration}>
        <CodeBlock {...props} />
      </HydratedPart>
    </AfterPrismLoads>
  );
  if (!ExecutionEnvironment.canUseDOM) return block;
  return <Suspense fallback={<CodeBlock {...props}>{<>{props.children}</>}</CodeBlock>}>{block}</Suspense>;
}

export default function CodeBlockWrapper({tokens, ...props}: Props & {tokens?: string}): ReactNode {
  const {prism} = useThemeConfig();
  if (needsPrism(props.children, tokens, prism.magicComments)) return <PrismCodeBlock {...props} />;
  return (
    <BuildTimeTokens.Provider value={tokens}>
      <CodeBlock {...props} />
    </BuildTimeTokens.Provider>
  );
}
