// Wraps the code block for build-time highlighting (plugins/code-highlight):
// - hands the block's `tokens` prop to CodeBlock/Content, through theme
//   components that pass on only the props they know;
// - holds a Suspense boundary around a block that Prism must highlight in the
//   browser (see Content/highlight.tsx), on the server and in the browser alike.
//   The server render waits for Prism and writes the highlighted block; while
//   the page hydrates, React keeps that HTML until Prism has loaded, and after a
//   client-side navigation the plain code shows meanwhile. A block with
//   build-time tokens needs no boundary at all.
import React, {isValidElement, Suspense, useState, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useColorMode, useThemeConfig} from '@docusaurus/theme-common';
import type {Props} from '@theme/CodeBlock';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';

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

/** A block that Prism highlights in the browser, once its chunk has loaded. */
function PrismCodeBlock(props: Props): ReactNode {
  return (
    <Suspense fallback={<CodeBlock {...props}>{<>{props.children}</>}</CodeBlock>}>
      <AfterPrismLoads>
        <CodeBlock {...props} />
      </AfterPrismLoads>
    </Suspense>
  );
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
