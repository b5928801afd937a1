// Wraps the "On this page" button of the collapsible table of contents (narrow
// screens) so that it tells screen readers whether the list is open: the theme
// shows it only with an arrow.
import React, {type ReactNode} from 'react';
import CollapseButton from '@theme-original/TOCCollapsible/CollapseButton';
import type CollapseButtonType from '@theme/TOCCollapsible/CollapseButton';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof CollapseButtonType>;

export default function CollapseButtonWrapper(props: Props): ReactNode {
  return <CollapseButton {...props} aria-expanded={!props.collapsed} />;
}
