// The playground's page and the parts of it the browser tests find by role.
import type {Page} from '@playwright/test';

export const PLAYGROUND_PATH = '/docs/getting-started/playground';

/** The output pane of the playground: what Nadle would print for the last command. */
export const outputRegion = (page: Page) => page.getByRole('region', {name: /^What Nadle 0.5.1 would print/});
/** The output pane's terminal text (or error block). */
export const output = (page: Page) => outputRegion(page).locator('pre');
/** The command line, labelled by its `nadle` prompt. */
export const commandField = (page: Page) => page.getByRole('textbox', {name: 'nadle', exact: true});
/** The editor of the open file. */
export const editor = (page: Page) => page.getByRole('textbox', {name: /^Contents of /});
