// The home page's own rules, written into the page as an inline <style> (index.tsx), not
// into the site-wide stylesheet: as a CSS module they would join the one stylesheet every
// page loads, and these rules with the feature cards' are about 2.1 KB gzip that no other
// page needs (zlib gzip of the compacted sheet, December 2026). The page's HTML carries
// them for the first load, and its route chunk for a visit that arrives by a link; the
// build allows the inline style by its hash in the Content-Security-Policy.
import {HOMEPAGE_FEATURES_CSS} from '../components/HomepageFeatures/styles';
import {compactCss, css} from '../css/tag';

/** Class names of the home page's layout. */
export const HOME_CLASS = {
  hero: 'home-hero',
  intro: 'home-intro',
  title: 'home-title',
  tagline: 'home-tagline',
  lead: 'home-lead',
  actions: 'home-actions',
  create: 'home-create',
  frame: 'home-frame',
  views: 'home-views',
  view: 'home-view',
  sample: 'home-sample',
  install: 'home-install',
  example: 'home-example',
} as const;

/** The parts of the first sample a phone shows one at a time; the ids are the radio buttons'. */
export const HOME_VIEWS = [
  {id: 'home-view-config', label: 'Config'},
  {id: 'home-view-graph', label: 'Graph'},
  {id: 'home-view-plan', label: 'Plan'},
] as const;

/** The view a phone shows first: the graph, so that the first screen shows Nadle at work. */
export const HOME_FIRST_VIEW = 'home-view-graph';

const HOME_LAYOUT_CSS = css`
  /* The hero: a wash of the brand color over a faint dot grid, like graph paper. */
  .home-hero {
    padding: var(--nadle-space-6) 0;
    border-bottom: 1px solid var(--nadle-color-border);
    background:
      radial-gradient(circle at 1px 1px, var(--nadle-color-border) 1px, transparent 0) 0 0 / 24px 24px,
      linear-gradient(var(--nadle-color-brand-soft), var(--nadle-color-surface));
    color: var(--nadle-color-ink);
    text-align: start;
  }
  /* On wide screens the calls to action sit beside the text, so that the whole sample
     shows on the first screen (1280×800); on narrow ones they follow it. */
  .home-intro {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    gap: 0 var(--nadle-space-6);
    align-items: end;
  }
  .home-intro > * {
    grid-column: 1;
  }
  .home-intro > .home-actions {
    grid-area: 1 / 2 / 3;
    margin-top: 0;
  }
  .home-intro > .home-create {
    grid-area: 3 / 2;
    align-self: start;
    justify-content: flex-end;
  }
  .home-title {
    margin-bottom: var(--nadle-space-2);
    font-size: var(--nadle-font-size-display);
    line-height: 1.1;
    letter-spacing: -0.02em;
  }
  .home-tagline {
    margin-bottom: var(--nadle-space-3);
    color: var(--nadle-color-brand);
    font-size: var(--nadle-font-size-lg);
    font-weight: 600;
  }
  .home-lead {
    max-width: 44rem;
    margin-bottom: 0;
    font-size: var(--nadle-font-size-lg);
  }
  /* The two calls to action, then the create command; each row wraps on narrow screens. */
  .home-actions,
  .home-create {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: var(--nadle-space-3);
    margin-top: var(--nadle-space-5);
  }
  .home-create {
    gap: var(--nadle-space-1) var(--nadle-space-3);
    margin-top: var(--nadle-space-4);
    color: var(--nadle-color-muted);
  }
  .home-create .theme-code-block {
    margin: 0;
  }
  /* The frame around the sample, its graph and its plan: one raised panel. */
  .home-frame {
    margin-top: var(--nadle-space-6);
    padding: var(--nadle-space-4);
    border: 1px solid var(--nadle-color-border);
    border-radius: var(--nadle-radius-lg);
    background: var(--nadle-color-surface);
    box-shadow: 0 12px 32px -16px rgb(31 79 191 / 35%);
  }
  /* The phone's switch between config, graph and plan; wide screens show all three. */
  .home-views {
    display: none;
    margin: 0 0 var(--nadle-space-4);
    padding: 0;
    border: 0;
  }
  .home-views legend {
    float: left;
    margin-right: var(--nadle-space-3);
    padding: var(--nadle-space-1) 0;
    color: var(--nadle-color-muted);
  }
  .home-view {
    position: relative;
    display: inline-block;
  }
  /* The radio button stays in place for the keyboard and screen readers; its label is the picture. */
  .home-view input {
    position: absolute;
    inset: 0;
    margin: 0;
    opacity: 0;
  }
  .home-view label {
    display: block;
    min-width: 4.5rem;
    padding: var(--nadle-space-1) var(--nadle-space-3);
    border: 1px solid var(--nadle-color-border);
    background: var(--nadle-color-surface);
    text-align: center;
    cursor: pointer;
  }
  .home-view:first-of-type label {
    border-radius: var(--nadle-radius-md) 0 0 var(--nadle-radius-md);
  }
  .home-view:last-of-type label {
    border-radius: 0 var(--nadle-radius-md) var(--nadle-radius-md) 0;
  }
  .home-view + .home-view label {
    border-left: 0;
  }
  .home-view input:checked + label {
    border-color: var(--nadle-color-brand);
    background: var(--nadle-color-brand);
    color: var(--nadle-color-surface);
    font-weight: 600;
  }
  .home-view input:focus-visible + label {
    outline: 3px solid var(--ifm-color-primary);
    outline-offset: 2px;
  }
  /* The first sample, side by side: the config (what comes before the figure), the task
     graph, then the dry run and its note. Classes, not child positions: while the page
     streams in, a placeholder precedes a code block. */
  .home-sample {
    --ifm-code-font-size: 85%;
    display: grid;
    grid-template-columns: minmax(0, 37rem) minmax(0, 12rem) minmax(0, 1fr);
    grid-template-rows: auto 1fr;
    gap: 0 var(--nadle-space-4);
    align-items: start;
  }
  .home-sample > * {
    grid-column: 3;
  }
  .home-sample > .task-graph {
    grid-area: 1 / 2 / -1;
  }
  .home-sample > :not(.task-graph):not(.task-graph ~ *) {
    grid-area: 1 / 1 / -1;
  }
  .home-sample > :last-child {
    margin-bottom: 0;
  }
  .home-install {
    padding: var(--nadle-space-7) 0 0;
  }
  .home-install p {
    max-width: 48rem;
  }
  /* A link inside running text needs more than color to stand out from it. */
  .home-install p a {
    text-decoration: underline;
  }
  .home-example {
    padding: var(--nadle-space-7) 0 var(--nadle-space-4);
  }
  @media screen and (max-width: 996px) {
    .home-hero {
      padding: var(--nadle-space-5) 0;
    }
    .home-intro {
      display: block;
    }
    .home-intro > .home-actions {
      margin-top: var(--nadle-space-4);
    }
    .home-intro > .home-create {
      justify-content: flex-start;
    }
    .home-title {
      margin-bottom: 0;
    }
    .home-tagline {
      margin-bottom: var(--nadle-space-2);
    }
    .home-lead {
      font-size: var(--nadle-font-size-md);
    }
    /* Regular-sized buttons, so that both calls to action share a row on most phones. */
    .home-actions .button {
      --ifm-button-size-multiplier: 1;
    }
    .home-frame {
      margin-top: var(--nadle-space-4);
      padding: var(--nadle-space-3);
    }
    .home-views {
      display: block;
    }
    .home-sample {
      grid-template-columns: minmax(0, 1fr);
      grid-template-rows: none;
    }
    .home-sample > *,
    .home-sample > .task-graph,
    .home-sample > :not(.task-graph):not(.task-graph ~ *) {
      grid-area: auto / 1;
    }
    /* The config wraps its lines instead of scrolling sideways. */
    .home-sample pre code {
      white-space: pre-wrap;
      overflow-wrap: anywhere;
    }
    /* One part at a time, the one whose radio button is checked. */
    .home-frame:has(#home-view-config:checked) .home-sample > :is(.task-graph, .task-graph ~ *),
    .home-frame:has(#home-view-graph:checked) .home-sample > :not(.task-graph),
    .home-frame:has(#home-view-plan:checked) .home-sample > :not(.task-graph ~ *) {
      display: none;
    }
    /* Infima stacks the columns here; keep the text from touching the code. */
    .home-example .col + .col {
      margin-top: var(--nadle-space-4);
    }
  }
`;

/** Every rule the home page needs beyond the site-wide stylesheet. */
export const HOME_PAGE_CSS = compactCss(HOME_LAYOUT_CSS + HOMEPAGE_FEATURES_CSS);
