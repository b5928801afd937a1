// The search modal's CSS, which only the open modal needs: DocSearch's modal.css and the
// site's rules for the modal (./modal.css; ./styles.css keeps the navbar button's).
// Docusaurus puts every CSS import, lazy ones included, into the one stylesheet every page
// loads; these come with the modal's code instead, as a constructed stylesheet (which the
// Content-Security-Policy allows, unlike a <style> element), adopted before the modal draws.
// Measured on 2026-12-02: the stylesheet is 1,965 B gzip smaller (19,814 to 17,849) on every
// page; the modal's chunks grow by 2,631 B gzip, as these rules compress less well on their own.
//
// DocSearch's rules go into the cascade layer Docusaurus gives @docsearch's CSS in the
// stylesheet, where its variables and the button's rules still are, so that they keep their
// place in the layer order (above Infima and the theme, below the site's un-layered rules);
// the site's rules stay un-layered and win as they did in the stylesheet.
//
// `-!` keeps Docusaurus's CSS loaders, which would move a file into the stylesheet, off these
// imports; `?text` is the rule of plugins/search that makes a file its minified text.
import docSearchModalCss from '-!@docsearch/css/dist/modal.css?text';
import siteModalCss from '-!./modal.css?text';

/** The layer of @docsearch's CSS in the stylesheet (Docusaurus's future.v4.useCssCascadeLayers). */
const DOCSEARCH_LAYER = 'docusaurus.theme-search-algolia.docsearch';

let adopted = false;

/** Adds the modal's rules to the document, once. */
export function adoptModalStyles(): void {
  if (adopted) return;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(`@layer ${DOCSEARCH_LAYER}{${docSearchModalCss}}${siteModalCss}`);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  adopted = true;
}
