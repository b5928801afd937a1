// Extends the MDX component map:
// - markdown tables can be reached with the keyboard: a table wider than the
//   column scrolls sideways, and a scrolling region needs a tab stop to be
//   scrolled without a mouse (axe "scrollable-region-focusable"), the same way
//   the theme's code blocks get one;
// - each block of a page's content (paragraph, list, table, code block, heading,
//   quote, details, admonition) hydrates in a task of its own
//   (components/DeferredHydration), so that a long page does not hold the main
//   thread in one long task while it becomes interactive. Each of them renders
//   exactly one element, as a deferred part must.
import React, {type ComponentProps, type ReactNode} from 'react';
import MDXComponents from '@theme-original/MDXComponents';

import {deferHydration} from '@site/src/components/DeferredHydration';

function Table(props: ComponentProps<'table'>): ReactNode {
  return <table tabIndex={0} {...props} />;
}

export default {
  ...MDXComponents,
  p: deferHydration('p'),
  ol: deferHydration('ol'),
  blockquote: deferHydration('blockquote'),
  table: deferHydration(Table),
  ul: deferHydration(MDXComponents.ul),
  pre: deferHydration(MDXComponents.pre),
  details: deferHydration(MDXComponents.details),
  Details: deferHydration(MDXComponents.Details),
  admonition: deferHydration(MDXComponents.admonition),
  h2: deferHydration(MDXComponents.h2),
  h3: deferHydration(MDXComponents.h3),
  h4: deferHydration(MDXComponents.h4),
  h5: deferHydration(MDXComponents.h5),
  h6: deferHydration(MDXComponents.h6),
};
