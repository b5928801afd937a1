// The home page's own rules, written into the page as an inline <style> (HomeStyles), not
// into the site-wide stylesheet, which every page downloads. The page's HTML carries them
// for the first load, and its route chunk for a visit that arrives by a link; the build
// allows the inline style by its hash in the Content-Security-Policy.
import {HOMEPAGE_FEATURES_CSS} from '../components/HomepageFeatures/styles';

/** Class names of the home page's layout. */
export const HOME_CLASS = {
  hero: 'home-hero',
  lead: 'home-lead',
  actions: 'home-actions',
  create: 'home-create',
  sample: 'home-sample',
  install: 'home-install',
  example: 'home-example',
} as const;

const HOME_LAYOUT_CSS = [
  '.home-hero{padding:2rem 0;border-bottom:1px solid var(--ifm-color-emphasis-200)}',
  '.home-lead{max-width:56rem;margin-bottom:0;font-size:1.125rem}',
  // The call to action and the create command sit side by side and wrap under each other on narrow screens.
  '.home-actions{display:flex;flex-wrap:wrap;align-items:center;gap:1rem;margin-top:1.25rem}',
  '.home-create{display:flex;flex-wrap:wrap;align-items:center;gap:.25rem .75rem}',
  '.home-create .theme-code-block{margin:0}',
  // The first sample, side by side: the config (what comes before the figure), the task
  // graph, then the dry run and its note; one column on narrow screens. Classes, not child
  // positions: while the page streams in, a placeholder precedes a code block.
  '.home-sample{--ifm-code-font-size:85%;display:grid;grid-template-columns:minmax(0,38rem) minmax(0,12rem) minmax(0,1fr);grid-template-rows:auto 1fr;gap:0 1.5rem;align-items:start;margin-top:1.5rem}',
  '.home-sample>*{grid-column:3}',
  '.home-sample>.task-graph{grid-area:1/2/-1}',
  '.home-sample>:not(.task-graph):not(.task-graph~*){grid-area:1/1/-1}',
  '.home-install{padding:2.5rem 0 0}',
  '.home-install p{max-width:48rem}',
  // A link inside running text needs more than color to stand out from it.
  '.home-install p a{text-decoration:underline}',
  '.home-example{padding:3rem 0 1rem}',
  '@media screen and (max-width:996px){',
  '.home-hero{padding:1.5rem 0}',
  '.home-sample{grid-template-columns:minmax(0,1fr);grid-template-rows:none}',
  '.home-sample>*,.home-sample>.task-graph,.home-sample>:not(.task-graph):not(.task-graph~*){grid-area:auto/1}',
  // Infima stacks the columns here; keep the text from touching the code.
  '.home-example .col+.col{margin-top:1rem}',
  '}',
].join('');

/** Every rule the home page needs beyond the site-wide stylesheet. */
export const HOME_PAGE_CSS = HOME_LAYOUT_CSS + HOMEPAGE_FEATURES_CSS;
