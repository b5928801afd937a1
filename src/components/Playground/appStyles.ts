// The styles of the playground once started, as a constructed stylesheet that the
// lazily loaded chunk adopts: Docusaurus gathers every CSS module into the one
// stylesheet all pages load, and these rules are for this page only, after Start.
// (The site's Content-Security-Policy blocks <style> elements, not constructed sheets.)
// Measured on 2026-12-02: RULES are 1.8 KB gzip (6.5 KB as text) that every other page
// would load if they were a CSS module.
import {compactCss, css} from '../../css/tag';
import {TERMINAL_CSS} from '../../nadle-terminal/transcript';
import {TASK_GRAPH_CSS, TASK_GRAPH_CYCLE_CSS} from '../../task-graph/styles';

/** Class names of the playground, each prefixed so that no rule of the site meets them. */
export const styles = {
  app: 'nadle-playground-app',
  commandForm: 'nadle-playground-command-form',
  commandInput: 'nadle-playground-command-input',
  commandSection: 'nadle-playground-command-section',
  copyStatus: 'nadle-playground-copy-status',
  editor: 'nadle-playground-editor',
  field: 'nadle-playground-field',
  files: 'nadle-playground-files',
  graph: 'nadle-playground-graph',
  note: 'nadle-playground-note',
  notes: 'nadle-playground-notes',
  output: 'nadle-playground-output',
  outputError: 'nadle-playground-output-error',
  terminalText: 'nadle-playground-terminal-text',
  panelHeading: 'nadle-playground-panel-heading',
  problemCode: 'nadle-playground-problem-code',
  problemPlace: 'nadle-playground-problem-place',
  problems: 'nadle-playground-problems',
  problemsStatus: 'nadle-playground-problems-status',
  problemButton: 'nadle-playground-problem-button',
  resultPane: 'nadle-playground-result-pane',
  prompt: 'nadle-playground-prompt',
  tab: 'nadle-playground-tab',
  tabs: 'nadle-playground-tabs',
  toolbar: 'nadle-playground-toolbar',
  tryButton: 'nadle-playground-try-button',
  tryList: 'nadle-playground-try-list',
  visuallyHidden: 'nadle-playground-visually-hidden',
} as const;

const RULES = compactCss(css`
  /* The playground once started. Stacked on narrow screens; from 1100px, where the page
   (without its table of contents) is wide enough for two readable panes, the editor on
   the left and the command, its output and its graph on the right. */
  .nadle-playground-app {
    display: grid;
    /* One column that may shrink below its content's width: long lines scroll inside their own box. */
    grid-template-columns: minmax(0, 1fr);
    gap: 0.75rem;
  }

  .nadle-playground-result-pane {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: 0.75rem;
    align-content: start;
    min-width: 0;
  }

  @media (min-width: 1100px) {
    .nadle-playground-app {
      grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
      align-items: start;
    }

    .nadle-playground-toolbar,
    .nadle-playground-app > .nadle-playground-note {
      grid-column: 1 / -1;
    }
  }

  /* The back-to-top button sits over the page's bottom right corner: hidden while the editor is on screen. */
  html:has(.nadle-playground-app[data-editor-in-view]) .theme-back-to-top-button {
    visibility: hidden;
  }

  .nadle-playground-toolbar {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.5rem;
  }

  .nadle-playground-field {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.5rem;
    min-width: 0;
    max-width: 100%;
  }

  .nadle-playground-field select {
    min-width: 0;
    max-width: 100%;
    font: inherit;
    padding: 0.2rem;
  }

  .nadle-playground-copy-status {
    font-size: 0.875rem;
  }

  .nadle-playground-note {
    font-size: 0.875rem;
    margin: 0.25rem 0;
  }

  .nadle-playground-files {
    min-width: 0;
    border: 1px solid var(--ifm-color-emphasis-300);
    border-radius: var(--ifm-global-radius);
    overflow: hidden;
  }

  .nadle-playground-tabs {
    display: flex;
    overflow-x: auto;
    background: var(--ifm-color-emphasis-100);
    border-bottom: 1px solid var(--ifm-color-emphasis-300);
  }

  .nadle-playground-tab {
    flex: none;
    border: 0;
    border-bottom: 2px solid transparent;
    background: none;
    color: var(--ifm-font-color-base);
    font: inherit;
    font-family: var(--ifm-font-family-monospace);
    font-size: 0.8125rem;
    padding: 0.4rem 0.7rem;
    cursor: pointer;
  }

  .nadle-playground-tab[aria-selected='true'] {
    border-bottom-color: var(--ifm-color-primary-darkest);
    font-weight: 600;
  }

  .nadle-playground-editor {
    /* Token colors of the editor (editor.ts), each at least 4.5:1 on the page background. */
    --playground-token-keyword: #8a2bb0;
    --playground-token-string: #0f6b2e;
    --playground-token-comment: #5c6370;
    --playground-token-literal: #a34a00;
    --playground-token-type: #0b5cad;
    --playground-token-property: #8b1c1c;
  }

  [data-theme='dark'] .nadle-playground-editor {
    --playground-token-keyword: #d7a6f5;
    --playground-token-string: #9fdc9f;
    --playground-token-comment: #a0a8b8;
    --playground-token-literal: #f5c08a;
    --playground-token-type: #8cc4ff;
    --playground-token-property: #ffaaa5;
  }

  .nadle-playground-problems-status,
  .nadle-playground-problems {
    font-size: 0.8125rem;
    margin: 0;
    padding: 0.35rem 0.7rem;
    border-top: 1px solid var(--ifm-color-emphasis-300);
  }

  .nadle-playground-problems {
    list-style: none;
    color: var(--ifm-color-danger-darkest);
  }

  [data-theme='dark'] .nadle-playground-problems {
    color: var(--ifm-color-danger-lightest);
  }

  .nadle-playground-problems li + li {
    margin-top: 0.15rem;
  }

  /* Each problem is a button that puts the cursor on it: reachable with Tab, read as its text. */
  .nadle-playground-problem-button {
    display: block;
    width: 100%;
    min-height: 1.5rem;
    border: 0;
    padding: 0.1rem 0.2rem;
    background: none;
    color: inherit;
    font: inherit;
    text-align: left;
    cursor: pointer;
  }

  .nadle-playground-problem-button:hover {
    text-decoration: underline;
  }

  .nadle-playground-problem-button:focus-visible {
    outline: 2px solid var(--ifm-color-primary-darkest);
    outline-offset: 1px;
  }

  .nadle-playground-problem-place {
    font-weight: 600;
  }

  .nadle-playground-problem-code {
    font-family: var(--ifm-font-family-monospace);
  }

  .nadle-playground-command-section {
    min-width: 0;
    /* A command's result is brought into view with the command line at the top, below the sticky navbar. */
    scroll-margin-top: calc(var(--ifm-navbar-height) + 0.5rem);
  }

  .nadle-playground-command-form {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    font-family: var(--ifm-font-family-monospace);
  }

  .nadle-playground-prompt {
    font-weight: 600;
  }

  .nadle-playground-command-input {
    flex: 1;
    min-width: 0;
    font: inherit;
    padding: 0.35rem 0.5rem;
    border: 1px solid var(--ifm-color-emphasis-500);
    border-radius: var(--ifm-global-radius);
    background: var(--ifm-background-color);
    color: var(--ifm-font-color-base);
  }

  .nadle-playground-try-list {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: 0.25rem 0.5rem;
    font-size: 0.875rem;
  }

  .nadle-playground-try-list ul {
    display: contents;
    list-style: none;
  }

  .nadle-playground-try-button {
    /* A target of at least 24 by 24 px (WCAG 2.5.8), with a border that stands out from the page (3:1). */
    min-height: 1.75rem;
    min-width: 1.75rem;
    border: 1px solid var(--ifm-color-emphasis-600);
    border-radius: var(--ifm-global-radius);
    background: var(--ifm-color-emphasis-100);
    color: var(--ifm-font-color-base);
    font-family: var(--ifm-font-family-monospace);
    font-size: 0.8125rem;
    padding: 0.2rem 0.5rem;
    cursor: pointer;
  }

  .nadle-playground-try-button:hover {
    background: var(--ifm-color-emphasis-200);
  }

  .nadle-playground-output,
  .nadle-playground-graph {
    min-width: 0;
  }

  .nadle-playground-panel-heading {
    font-size: 1rem;
    margin-bottom: 0.5rem;
  }

  .nadle-playground-terminal-text,
  .nadle-playground-output-error {
    white-space: pre-wrap;
    overflow-wrap: anywhere;
    margin-bottom: 0.5rem;
  }

  .nadle-playground-output-error {
    border-left: 4px solid var(--ifm-color-danger-dark);
  }

  .nadle-playground-notes {
    font-size: 0.875rem;
  }

  .nadle-playground-visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
`);

let adopted = false;

/** Adds the playground's rules to the document, once. */
export function adoptPlaygroundStyles(): void {
  if (adopted) return;
  const sheet = new CSSStyleSheet();
  // The terminal's and the task graph's own styles, as the pages have them.
  sheet.replaceSync(RULES + TERMINAL_CSS + TASK_GRAPH_CSS + TASK_GRAPH_CYCLE_CSS);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  adopted = true;
}
