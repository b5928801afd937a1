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
import React, {Suspense, type ReactNode} from 'react';
import {useThemeConfig} from '@docusaurus/theme-common';
import CodeBlock from '@theme-original/CodeBlock';
import type {Props} from '@theme/CodeBlock';

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
        <CodeBlock {...props} />
      </AfterPrismLoads>
    </Suspense>
  );
}
