// Wraps the code block for build-time highlighting (plugins/code-highlight):
// - hands the block's `tokens` prop to CodeBlock/Content, through theme
//   components that pass on only the props they know;
// - holds a Suspense boundary only around a block that Prism must highlight in
//   the browser (see Content/highlight.tsx). While the page hydrates, the
//   server's highlighted HTML stays until Prism has loaded; after a client-side
//   navigation the plain code shows meanwhile. Such a block suspends above the
//   theme's CodeBlock (AfterPrismLoads), so that none of its effects run before
//   its content exists. A block with build-time tokens gets no boundary: the
//   server renders a completed boundary of more than 500 bytes out of line, as a
//   fallback that an inline script swaps for the block later, so every larger
//   block would reach the page that way, and Preact, which hydrates the pages,
//   knows nothing of those swaps.
import React, {isValidElement, Suspense, useState, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useColorMode, useThemeConfig} from '@docusaurus/theme-common';
import type {Props} from '@theme/CodeBlock';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';

import {HydratedPart} from '@site/src/components/DeferredHydration';

import {AfterPrismLoads, BuildTimeTokens} from './Content/highlight';

type MagicComment = ReturnType<typeof useThemeConfig>['prism']['magicComments'][number];

/**
 * Whether the theme will highlight this block with Prism in the browser: a block of
 * code with no build-time tokens (one written as <CodeBlock> in JSX), or one with a
 * magic comment, which the theme takes out of the code the tokens were made from.
 */
export function needsPrism(children: ReactNode, tokens: string | undefined, magicComments: readonly MagicComment[]): boolean {
  // Children that are not a string make the theme render the code as is, without <Highlight>.
  if (typeof children !== 'string') return false;
  if (tokens === undefined) return true;
  return magicComments.some(({line, block}) => (line !== undefined && children.includes(line)) || (block !== undefined && children.includes(block.start)));
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

export default function CodeBlockWrapper({tokens, ...props}: Props & {tokens?: string}): ReactNode {
  const {prism} = useThemeConfig();
  if (!needsPrism(props.children, tokens, prism.magicComments)) {
    return (
      <BuildTimeTokens.Provider value={tokens}>
        <CodeBlock {...props} />
      </BuildTimeTokens.Provider>
    );
  }
  const plain = <CodeBlock {...props}>{<>{props.children}</>}</CodeBlock>;
  return (
    <Suspense fallback={plain}>
      <AfterPrismLoads>
        {/* When Prism loads after the page or the block's part has hydrated, the block still hydrates the server's markup first. */}
        <HydratedPart>
          <CodeBlock {...props} />
        </HydratedPart>
      </AfterPrismLoads>
    </Suspense>
  );
}
