// Ejected from @docusaurus/theme-classic 3.10.2 (MIT, (c) Meta Platforms): the map from
// the elements of Markdown and MDX to the components that render them. Docusaurus marks
// this component safe to eject.
//
// To upgrade: compare upstream's lib/theme/MDXComponents/index.js with this file.
import React, {type ComponentProps, type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import MDXCode from '@theme/MDXComponents/Code';
import MDXA from '@theme/MDXComponents/A';
import MDXPre from '@theme/MDXComponents/Pre';
import MDXDetails from '@theme/MDXComponents/Details';
import MDXHeading from '@theme/MDXComponents/Heading';
import MDXUl from '@theme/MDXComponents/Ul';
import MDXLi from '@theme/MDXComponents/Li';
import MDXImg from '@theme/MDXComponents/Img';
import Mermaid from '@theme/Mermaid';
import type {MDXComponentsObject} from '@theme/MDXComponents';

// Change: a table can be reached with the keyboard. A table wider than the column scrolls
// sideways, and a scrolling region needs a tab stop to be scrolled without a mouse (axe
// "scrollable-region-focusable"), as the theme's code blocks have.
function Table(props: ComponentProps<'table'>): ReactNode {
  // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling block is reached by keyboard
  return <table tabIndex={0} {...props} />;
}

// Change: no Admonition. A page with admonitions imports it itself (plugins/admonitions), so
// its 2 KB gzip load only with those pages, not with every page of docs, blog and pages
// (npm run bench:bundle, December 2026). An admonition that reaches this map was compiled
// without the remark step that adds the import: the build stops.
function AdmonitionWithoutImport(): never {
  throw new Error(
    'An admonition reached the MDX component map: its content plugin lacks remarkAdmonitionImport (plugins/admonitions/remark.ts) in its remarkPlugins.',
  );
}

const MDXComponents: MDXComponentsObject = {
  Head,
  // The theme maps both: lower case for Markdown files, see facebook/docusaurus#9092.
  details: MDXDetails,
  Details: MDXDetails,
  code: MDXCode,
  a: MDXA,
  pre: MDXPre,
  ul: MDXUl,
  li: MDXLi,
  img: MDXImg,
  // Change: added.
  table: Table,
  h1: (props) => <MDXHeading as="h1" {...props} />,
  h2: (props) => <MDXHeading as="h2" {...props} />,
  h3: (props) => <MDXHeading as="h3" {...props} />,
  h4: (props) => <MDXHeading as="h4" {...props} />,
  h5: (props) => <MDXHeading as="h5" {...props} />,
  h6: (props) => <MDXHeading as="h6" {...props} />,
  // Change: see AdmonitionWithoutImport.
  admonition: AdmonitionWithoutImport,
  mermaid: Mermaid,
};

export default MDXComponents;
