// Wraps the code block for build-time highlighting (plugins/code-highlight):
// - hands the block's `tokens` prop to CodeBlock/Content, through theme
//   components that pass on only the props they know;
// - holds the Suspense boundary for a block that Prism must highlight in the
//   browser (see Content/highlight.tsx). While the page hydrates, React keeps
//   the server's highlighted HTML until Prism has loaded; after a client-side
//   navigation the plain code shows meanwhile. Such a block suspends above the
//   theme's CodeBlock, so that none of its effects run before its content exists.
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
  if (typeof children !== 'string') return false;
  if (tokens === undefined) return true;
  return magicComments.some(({line, block}) => (line !== undefined && children.includes(line)) || (block !== undefined && children.includes(block.start)));
}

export default function CodeBlockWrapper({tokens, ...props}: Props & {tokens?: string}): ReactNode {
  // Children that are not a string make the theme render the code as is, without <Highlight>.
  const {prism} = useThemeConfig();
  const plain = <CodeBlock {...props}>{<>{props.children}</>}</CodeBlock>;
  const block = <CodeBlock {...props} />;
  return (
    <BuildTimeTokens.Provider value={tokens}>
      <Suspense fallback={plain}>
        {needsPrism(props.children, tokens, prism.magicComments) ? <AfterPrismLoads>{block}</AfterPrismLoads> : block}
      </Suspense>
    </BuildTimeTokens.Provider>
  );
}
