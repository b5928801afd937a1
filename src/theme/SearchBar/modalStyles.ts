// The search modal's CSS, which only the open modal needs: DocSearch's modal.css and the
// site's rules for the modal (split from ./styles.css, which keeps the navbar button's).
// Docusaurus puts every CSS import, lazy ones included, into the one stylesheet every page
// loads; these come with the modal's chunk instead, as a constructed stylesheet (which the
// Content-Security-Policy allows, unlike a <style> element), adopted before the modal draws.
// Measured on 2026-12-02: MEASURED_PLACEHOLDER
//
// DocSearch's rules go into the cascade layer Docusaurus gives @docsearch's CSS in the
// stylesheet, where its variables and the button's rules still are, so that they keep their
// place in the layer order (above Infima and the theme, below the site's un-layered rules);
// the site's rules stay un-layered, and win as they did in the stylesheet.
// `!!` keeps the bundler's CSS loaders, which would move the file into the stylesheet, off
// the import; `?text` is the rule of plugins/search that makes the file's text its export.
import docSearchModalCss from '!!@docsearch/css/dist/modal.css?text';

import {compactCss, css} from '../../css/tag';

/** The layer of @docsearch's CSS in the stylesheet (Docusaurus's future.v4.useCssCascadeLayers). */
export const DOCSEARCH_LAYER = 'docusaurus.theme-search-algolia.docsearch';

/*
 * Change: ejected with index.tsx from @docusaurus/theme-search-algolia 3.10.2 (MIT, (c) Meta
 * Platforms), as ./styles.css says; these are the open modal's rules of upstream's styles.css
 * and the site's own. Marked !important as there; local mode hides "Search by Algolia".
 */
const SITE_MODAL_RULES = compactCss(css`
  /* Above the navbar and the announcement bar. */
  .DocSearch-Container {
    z-index: calc(var(--ifm-z-index-fixed) + 1) !important;
  }

  /*
   * One focus ring on the modal's search box: DocSearch draws it around the form, so the field
   * draws none of its own; when focus leaves the box the ring turns into a plain border.
   */
  .DocSearch-Input:focus-visible {
    outline: none !important;
  }

  .DocSearch-Form:not(:focus-within) {
    box-shadow: inset 0 0 0 1px var(--docsearch-muted-color) !important;
  }

  /* Local search is not powered by Algolia, so its modal does not say it is. */
  .local-search .DocSearch-Logo {
    display: none !important;
  }

  /* The no-results screen's "Let us know." link sits in a sentence: underlined, not told apart by color alone. */
  .DocSearch-Help a {
    text-decoration: underline !important;
  }

  /* Read by screen readers, not shown: the live result count and the names of the footer's key pictures. */
  .DocSearch-Announcer,
  .DocSearch-KeyName {
    position: absolute !important;
    width: 1px !important;
    height: 1px !important;
    overflow: hidden !important;
    clip-path: inset(50%) !important;
    white-space: nowrap !important;
  }

  /*
   * A saved search moves or goes away when its row's animation ends. With
   * reduced motion DocSearch turns that transition off, so the row waited for
   * another one; a transition too short to see still ends it.
   */
  @media (prefers-reduced-motion: reduce) {
    .DocSearch-Hit--favoriting,
    .DocSearch-Hit--deleting {
      transition: all 1ms linear !important;
      transition-delay: 0s !important;
    }
  }

  /* The save and remove buttons of a saved search: at least 24 by 24 pixels, a target a finger or a shaky hand can hit. */
  .DocSearch-Hit-action-button {
    min-width: 24px !important;
    min-height: 24px !important;
  }

  .DocSearch-Hit-action {
    width: 24px !important;
    height: 24px !important;
  }

  /* A suggested query of the no-results screen (querySuggestions.ts): a target of at least 24 pixels high. */
  .DocSearch-Prefill {
    min-height: 24px !important;
  }

  /*
   * A saved search being moved to the favorites shrinks to nothing before it
   * goes, its buttons with it, and one being removed fades out: from the click
   * on, they are no target any more, so they are not shown as one.
   */
  .DocSearch-Hit--favoriting .DocSearch-Hit-Saved-actions,
  .DocSearch-Hit--deleting .DocSearch-Hit-Saved-actions {
    visibility: hidden;
  }

  /* Hidden when every suggested query was a section name (accessibility.tsx); DocSearch's display rule would show it. */
  .DocSearch-NoResults-Prefill-List[hidden],
  .DocSearch-NoResults-Prefill-List li[hidden] {
    display: none !important;
  }

  /*
   * The selected result: DocSearch styles it by its list item's aria-selected,
   * which moves to the link, the list's option (useOptionOnLink in accessibility.tsx).
   */
  .DocSearch-Hit a[aria-selected='true'] {
    background-color: var(--docsearch-highlight-color);
  }

  .DocSearch-Hit a[aria-selected='true'] mark {
    text-decoration: underline;
  }

  .DocSearch-Hit a[aria-selected='true'] .DocSearch-Hit-Select-Icon {
    display: block;
  }

  .DocSearch-Hit
    a[aria-selected='true']
    :is(
      .DocSearch-Hit-Tree,
      .DocSearch-Hit-action,
      .DocSearch-Hit-icon,
      .DocSearch-Hit-path,
      .DocSearch-Hit-text,
      .DocSearch-Hit-title,
      mark
    ) {
    color: var(--docsearch-hit-active-color) !important;
  }

  /*
   * A saved search: its link and its save and remove buttons side by side (Hit
   * in index.tsx), drawn as DocSearch draws the one link that held them: one
   * box, highlighted as a whole when the search is the active one.
   */
  .DocSearch-Hit-Saved {
    display: flex;
    align-items: center;
    width: 100%;
    padding-right: var(--docsearch-spacing);
    border-radius: 4px;
    background: var(--docsearch-hit-background);
    box-shadow: var(--docsearch-hit-shadow);
  }

  .DocSearch-Hit .DocSearch-Hit-Saved > a {
    flex: 1;
    min-width: 0;
    background: none;
    box-shadow: none;
  }

  .DocSearch-Hit-Saved .DocSearch-Hit-Container {
    padding-right: 0;
  }

  .DocSearch-Hit-Saved-actions {
    display: flex;
    align-items: center;
    /* Apart from the link, by a gap no rounding can close: each button keeps its whole 24 pixels as a target. */
    margin-left: 4px;
  }

  .DocSearch-Hit[aria-selected='true'] .DocSearch-Hit-Saved {
    background-color: var(--docsearch-highlight-color);
  }
`);

let adopted = false;

/** Adds the modal's rules to the document, once. */
export function adoptModalStyles(): void {
  if (adopted) return;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(`@layer ${DOCSEARCH_LAYER}{${docSearchModalCss}}${SITE_MODAL_RULES}`);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  adopted = true;
}
