// The navbar's search button and the keyboard shortcuts that open the modal,
// with the markup, class names and behaviour of DocSearch 3.9's own.
//
// Why not DocSearch's: in 3.9 the button, the shortcuts and the modal are one
// module (dist/esm/index.js), so importing the button puts the whole modal and
// its autocomplete engine (27 KB gzip) in every page's main bundle. These few
// lines keep the page bundle free of it; the modal still loads on demand.
import React, {forwardRef, useEffect, useRef, type ComponentPropsWithoutRef, type RefObject} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';

type ButtonTranslations = {buttonText?: string};

type SearchButtonProps = ComponentPropsWithoutRef<'button'> & {translations?: ButtonTranslations};

/** Apple keyboards show the Command key; the others Ctrl. Unknown until mounted (no navigator on the server). */
function useShortcutKey(): {label: string; name: string} | null {
  if (!useIsBrowser()) return null;
  const apple = /(Mac|iPhone|iPod|iPad)/i.test(navigator.platform);
  return apple ? {label: '⌘', name: 'Command'} : {label: 'Ctrl', name: 'Ctrl'};
}

export const SearchButton = forwardRef<HTMLButtonElement, SearchButtonProps>(function SearchButton(
  {translations = {}, ...buttonProps},
  ref,
) {
  const {buttonText = 'Search'} = translations;
  const key = useShortcutKey();
  // Named by its visible text ("Search Ctrl K"), which a voice-control user
  // reads off the screen; the shortcut itself is announced by aria-keyshortcuts.
  // The icon carries the word, not the text beside it: on a phone the theme hides
  // the text and the keys, and the icon alone still names the button "Search".
  return (
    <button
      type="button"
      className="DocSearch DocSearch-Button"
      aria-keyshortcuts={key?.name === 'Command' ? 'Meta+K' : 'Control+K'}
      {...buttonProps}
      ref={ref}
    >
      <span className="DocSearch-Button-Container">
        <svg
          width="20"
          height="20"
          className="DocSearch-Search-Icon"
          viewBox="0 0 20 20"
          role="img"
          aria-label={buttonText}
        >
          <circle cx="8.5" cy="8.5" r="6" stroke="currentColor" strokeWidth="1.6" fill="none" />
          <path d="M13 13l5.5 5.5" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" fill="none" />
        </svg>
        <span className="DocSearch-Button-Placeholder" aria-hidden="true">
          {buttonText}
        </span>
      </span>
      <span className="DocSearch-Button-Keys">
        {key && (
          <>
            <kbd className="DocSearch-Button-Key">{key.label}</kbd>
            <kbd className="DocSearch-Button-Key">K</kbd>
          </>
        )}
      </span>
    </button>
  );
});

/** Whether a key goes into a text field, one in a shadow root (the playground's editor) included. */
function isEditingText(event: KeyboardEvent): boolean {
  // An event from a shadow root is retargeted to its host; the path starts at the field itself.
  const [origin] = event.composedPath();
  const target = origin ?? event.target;
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName);
}

interface SearchShortcutsOptions {
  isOpen: boolean;
  onOpen: () => void;
  onClose: () => void;
  /** A letter or digit typed while the button has focus: opens the modal with it as the query. */
  onInput: (event: KeyboardEvent) => void;
  searchButtonRef: RefObject<HTMLButtonElement | null>;
}

/**
 * Cmd/Ctrl+K toggles the modal, "/" opens it outside text fields, Escape closes it.
 *
 * One listener for the component's life, reading the latest options from a ref set
 * while rendering. A listener re-subscribed in an effect would see the modal open
 * only after the effects run, a frame after the modal is drawn and has focus: an
 * Escape pressed in that frame was lost, and the modal stayed open.
 */
export function useSearchShortcuts(options: SearchShortcutsOptions): void {
  const latest = useRef(options);
  // eslint-disable-next-line react-hooks/refs -- set while rendering on purpose: see above
  latest.current = options;
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      const {isOpen, onOpen, onClose, onInput, searchButtonRef} = latest.current;
      const toggle = event.key?.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey);
      const close = event.code === 'Escape' && isOpen;
      const slash = event.key === '/' && !isOpen && !isEditingText(event);
      if (toggle || close || slash) {
        event.preventDefault();
        if (isOpen) onClose();
        // Another search modal on the page (DocSearch marks the body) already has the keyboard.
        else if (!document.body.classList.contains('DocSearch--active')) onOpen();
        return;
      }
      const modified = event.metaKey || event.ctrlKey || event.altKey;
      if (searchButtonRef.current === document.activeElement && !modified && /^[a-z0-9]$/i.test(event.key)) {
        onInput(event);
      }
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
