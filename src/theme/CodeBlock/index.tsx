// Wraps the code block for build-time highlighting (plugins/code-highlight):
// - hands the block's `tokens` prop to CodeBlock/Content, through theme
//   components that pass on only the props they know;
// - holds the Suspense boundary for a block that Prism must highlight in the
//   browser (see Content/highlight.tsx). While the page hydrates, React keeps
//   the server's highlighted HTML until Prism has loaded; after a client-side
//   navigation the plain code shows meanwhile. The boundary sits above the
//   theme's CodeBlock so that none of its effects run before its content exists.
import React, {Suspense, type ReactNode} from 'react';
import CodeBlock from '@theme-original/CodeBlock';
import type {Props} from '@theme/CodeBlock';

import {BuildTimeTokens} from './Content/highlight';

export default function CodeBlockWrapper({tokens, ...props}: Props & {tokens?: string}): ReactNode {
  // Children that are not a string make the theme render the code as is, without <Highlight>.
  const plain = <CodeBlock {...props}>{<>{props.children}</>}</CodeBlock>;
  return (
    <BuildTimeTokens.Provider value={tokens}>
      <Suspense fallback={plain}>
        <CodeBlock {...props} />
      </Suspense>
    </BuildTimeTokens.Provider>
  );
}
