// The styles of a task graph's figure, shared by the docs pages and the playground.
//
// Not in a CSS module or src/css/custom.css: Docusaurus puts those into the one stylesheet
// every page loads, and only 9 routes have a graph. Measured on 2026-12-02: these rules are
// 662 bytes gzip (and the cycle's 162), which every page without a graph (/docs/introduction,
// /blog, …) would load for nothing. A page with a graph writes them into an inline <style> with its
// first figure (its CSP hash is in plugins/security-headers/policy.ts); the playground adopts
// them into its constructed stylesheet after Start.
import {compactCss, css} from '../css/tag';
import {FONT_SIZE} from './draw';

/**
 * The frame takes the code family's tokens (src/css/custom.css: border, radius, background), as
 * the terminal blocks and code blocks do, so that the three read as one family. Labels are drawn
 * at FONT_SIZE and never scaled down unless the reader asks (the "Fit to width" toggle): a graph
 * wider than its column scrolls.
 */
export const TASK_GRAPH_CSS = compactCss(css`
  .tg-fig {
    margin: 0 0 var(--ifm-leading);
  }
  /* One row: the caption, and on a narrow screen the fit toggle; tall enough for the button
     before it appears, so that nothing moves when it does. */
  .tg-fig > figcaption {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    min-height: 2rem;
    font-size: var(--ifm-font-size-small, 0.875rem);
  }
  .tg-cap {
    flex: 1 1 auto;
    min-width: 0;
  }
  .tg-fit {
    flex: none;
    min-height: 1.75rem;
    padding: 0 0.5rem;
    border: 1px solid var(--ifm-color-emphasis-500);
    border-radius: var(--nadle-radius-sm);
    background: var(--ifm-background-color);
    color: inherit;
    font: inherit;
    cursor: pointer;
  }
  .tg-fit[aria-pressed='true'] {
    background: var(--ifm-color-emphasis-200);
  }
  .tg-scroll {
    overflow-x: auto;
    max-width: 100%;
    padding: var(--nadle-space-3);
    border: 1px solid var(--nadle-code-border);
    border-radius: var(--nadle-radius-md);
    background: var(--nadle-code-background);
  }
  .tg-fit:focus-visible,
  .tg-scroll:focus-visible {
    outline: 2px solid var(--ifm-color-primary);
    outline-offset: 2px;
  }
  svg.tg {
    display: block;
    font: ${String(FONT_SIZE)}px var(--ifm-font-family-monospace);
    color: var(--ifm-font-color-base);
  }
  .tg-fitted svg.tg {
    width: 100%;
    height: auto;
  }
  .tg text {
    fill: currentColor;
  }
  .tg-w > rect {
    fill: var(--ifm-color-emphasis-100);
    stroke: var(--ifm-color-emphasis-500);
  }
  .tg-w > text {
    font-family: var(--ifm-font-family-base);
    font-weight: 600;
  }
  .tg-t > rect {
    fill: var(--ifm-background-color);
    stroke: currentColor;
  }
  .tg-q > rect {
    stroke-width: 2.5;
  }
  .tg-x > rect {
    stroke-dasharray: 3 3;
  }
  .tg-x > text {
    text-decoration: line-through;
  }
  .tg-e {
    fill: none;
    stroke: currentColor;
    stroke-width: 1.5;
  }
  .tg-f {
    stroke-dasharray: 6 4;
  }
  .tg-a {
    fill: currentColor;
  }
  .tg-key {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem 1.25rem;
    margin: 0.25rem 0 0;
    padding: 0;
    list-style: none;
    font-size: var(--ifm-font-size-small, 0.875rem);
  }
  .tg-key svg {
    display: inline;
    vertical-align: middle;
    margin-right: 0.4rem;
  }
  @media print {
    .tg-scroll {
      overflow: visible;
    }
  }
`);

/**
 * The styles a cycle adds, written once per page with its first cycle: its edges are
 * dash-dotted and thicker, each with a numbered badge (12 px, bold), so that they differ
 * from other edges without color.
 */
export const TASK_GRAPH_CYCLE_CSS = compactCss(css`
  .tg-c {
    stroke-width: 2.5;
    stroke-dasharray: 8 3 2 3;
  }
  .tg-n circle {
    fill: var(--ifm-background-color);
    stroke: currentColor;
    stroke-width: 1.5;
  }
  .tg-n text {
    text-anchor: middle;
    font-weight: 700;
    font-size: 12px;
  }
`);
