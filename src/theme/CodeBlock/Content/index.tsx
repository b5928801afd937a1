// Change: ejected from @docusaurus/theme-classic 3.10.2 (MIT, (c) Meta
// Platforms) to take <Highlight> from ./highlight, which renders the tokens made
// at build time instead of running Prism in the browser, and to keep the word-wrap
// ref set (preRef). Otherwise upstream.
import React, {useCallback, type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import {usePrismTheme} from '@docusaurus/theme-common';
import type {Props} from '@theme/CodeBlock/Content';
import Line from '@theme/CodeBlock/Line';

import {Highlight} from './highlight';
import styles from './styles.module.css';

// TODO Docusaurus v4: remove useless forwardRef
const Pre = React.forwardRef<HTMLPreElement, ComponentProps<'pre'>>((props, ref) => {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling block is reached by keyboard
    <pre ref={ref} tabIndex={0} {...props} className={clsx(props.className, styles.codeBlock, 'thin-scrollbar')} />
  );
});

function Code(props: ComponentProps<'code'>) {
  const {metadata} = useCodeBlockContext();
  return (
    <code
      {...props}
      className={clsx(
        props.className,
        styles.codeBlockLines,
        metadata.lineNumbersStart !== undefined && styles.codeBlockLinesWithNumbering,
      )}
      style={{
        ...props.style,
        counterReset:
          metadata.lineNumbersStart === undefined ? undefined : `line-count ${metadata.lineNumbersStart - 1}`,
      }}
    />
  );
}

export default function CodeBlockContent({className: classNameProp}: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  // Change: the <pre> is given to the theme's word-wrap ref, which keeps the last one when it goes.
  // The theme's hook reads that ref, without a null check, in a window resize listener that lives
  // until React cleans up after the block, a moment after the <pre> was removed: a resize in that
  // moment (a phone turned during a navigation) threw "Cannot destructure property 'scrollWidth'",
  // once per block. Measuring a removed <pre> does no harm, and the element goes with the block.
  const {codeBlockRef} = wordWrap;
  const preRef = useCallback(
    (element: HTMLPreElement | null) => {
      if (element) codeBlockRef.current = element;
    },
    [codeBlockRef],
  );
  const prismTheme = usePrismTheme();
  const {code, language, lineNumbersStart, lineClassNames} = metadata;
  return (
    <Highlight theme={prismTheme} code={code} language={language}>
      {({className, style, tokens: lines, getLineProps, getTokenProps}) => (
        <Pre ref={preRef} className={clsx(classNameProp, className)} style={style}>
          <Code>
            {lines.map((line, i) => (
              <Line
                key={i}
                line={line}
                getLineProps={getLineProps}
                getTokenProps={getTokenProps}
                classNames={lineClassNames[i]}
                showLineNumbers={lineNumbersStart !== undefined}
              />
            ))}
          </Code>
        </Pre>
      )}
    </Highlight>
  );
}
