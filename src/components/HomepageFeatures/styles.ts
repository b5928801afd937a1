// The feature cards' rules. The home page, their only page, writes them into its own
// inline stylesheet (src/pages/_home-styles.ts, which gives the measured reason), so
// that no other page downloads them.
import {css} from '../../css/tag';

/** Class names of the feature cards. */
export const FEATURE_CLASS = {
  section: 'home-features',
  grid: 'home-features-grid',
  card: 'home-card',
  icon: 'home-card-icon',
  cardTitle: 'home-card-title',
  cardText: 'home-card-text',
  cardLink: 'home-card-link',
} as const;

export const HOMEPAGE_FEATURES_CSS = css`
  .home-features {
    padding: var(--nadle-space-7) 0;
  }
  /* Ten cards in one column on phones and two from 700 px: both divide ten, so no card
     is left alone on the last row at any width. */
  .home-features-grid {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: var(--nadle-space-4);
    margin: var(--nadle-space-6) 0 0;
    padding: 0;
    list-style: none;
  }
  @media (min-width: 700px) {
    .home-features-grid {
      grid-template-columns: repeat(2, minmax(0, 1fr));
      gap: var(--nadle-space-5);
    }
  }
  /* The icon beside the text: a tile in the first column, title, text and link in the second. */
  .home-card {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    grid-template-rows: auto 1fr auto;
    gap: 0 var(--nadle-space-4);
    margin: 0;
    padding: var(--nadle-space-5);
    border: 1px solid var(--nadle-color-border);
    border-radius: var(--nadle-radius-lg);
    background: var(--nadle-color-surface-raised);
  }
  .home-card-icon {
    grid-row: 1 / -1;
    box-sizing: content-box;
    width: 24px;
    height: 24px;
    padding: var(--nadle-space-3);
    border-radius: var(--nadle-radius-md);
    background: var(--nadle-color-brand-soft);
    color: var(--nadle-color-brand);
    fill: none;
    stroke: currentColor;
    stroke-width: 1.75;
    stroke-linecap: round;
    stroke-linejoin: round;
  }
  .home-card-title {
    margin-bottom: var(--nadle-space-2);
    font-size: var(--nadle-font-size-lg);
  }
  .home-card-text {
    margin-bottom: var(--nadle-space-3);
  }
  .home-card-link {
    font-weight: var(--ifm-font-weight-semibold);
  }
`;
