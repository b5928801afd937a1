// Extends the MDX component map: markdown tables can be reached with the
// keyboard. A table wider than the column scrolls sideways, and a scrolling
// region needs a tab stop to be scrolled without a mouse (axe
// "scrollable-region-focusable"), the same way the theme's code blocks get one.
import React, {type ComponentProps, type ReactNode} from 'react';
import MDXComponents from '@theme-original/MDXComponents';

function Table(props: ComponentProps<'table'>): ReactNode {
  // A wide table scrolls; keyboard readers reach it to scroll it.
  // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling block is reached by keyboard
  return <table tabIndex={0} {...props} />;
}

export default {...MDXComponents, table: Table};
