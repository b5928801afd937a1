// The playground's quick info (Ctrl+I at the cursor, or hovering a name): TSDoc shows
// its code spans as code and its {@link} tags as links to the API reference, and
// Escape closes the tooltip before it takes the reader out of the editor.
import {gotoHydrated} from './support/page';
import {expect, test} from './support/test';

test.beforeEach(() => test.slow());

test('quick info shows code and reference links, and Escape closes it', async ({page}) => {
  await gotoHydrated(page, 'docs/getting-started/playground');
  await page.getByRole('button', {name: 'Start the playground'}).click();
  const editor = page.getByRole('textbox', {name: /^Contents of /});
  await expect(editor).toBeVisible({timeout: 30_000});
  await expect(page.getByText(/TypeScript: no problems in /)).toBeVisible({timeout: 30_000});
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(
    'import { defineTask } from "nadle";\nexport const t = defineTask({ run: () => {} });\n',
  );

  // The cursor on the second defineTask, then the key.
  await page.keyboard.press('ControlOrMeta+Home');
  await page.keyboard.press('ArrowDown');
  for (let step = 0; step < 'export const t = define'.length; step++) await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Control+i');
  const tooltip = page.locator('.cm-playground-quick-info');
  await expect(tooltip).toBeVisible();
  await expect(tooltip.locator('p code').first()).toBeVisible();
  const link = tooltip.getByRole('link', {name: 'tasks.register'});
  await expect(link).toHaveAttribute('href', '/docs/api/index/interfaces/TasksAPI#register');
  await expect(tooltip).not.toContainText('{@link');
  await expect(tooltip).not.toContainText('`');

  // Escape closes the tooltip and leaves the cursor in the editor.
  await page.keyboard.press('Escape');
  await expect(tooltip).toBeHidden();
  await page.keyboard.type('X');
  await expect(editor).toContainText('defineXTask');
});
