// Wraps the announcement bar's close button: its name says what it closes (the
// theme's is only "Close"), and once the bar is gone focus moves to the first
// control of the navbar, which was right after it, instead of being lost.
import React, {type MouseEvent, type ReactNode} from 'react';
import CloseButton from '@theme-original/AnnouncementBar/CloseButton';
import type CloseButtonType from '@theme/AnnouncementBar/CloseButton';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof CloseButtonType>;

function focusNavbar(): void {
  const controls = Array.from(document.querySelectorAll<HTMLElement>('nav.navbar a[href], nav.navbar button'));
  controls.find((control) => control.getClientRects().length > 0)?.focus();
}

export default function CloseButtonWrapper({onClick, ...props}: Props): ReactNode {
  return (
    <CloseButton
      {...props}
      aria-label="Close announcement"
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        onClick?.(event);
        // After React has removed the bar (and the button with it).
        requestAnimationFrame(() => setTimeout(focusNavbar));
      }}
    />
  );
}
