// The search's "/" shortcut and text fields inside shadow roots. The playground's editor
// lives in one: a key typed there reaches the window retargeted to the shadow host, which
// is no text field, so "/" used to open the search instead of typing a slash.
import type {Page} from '@playwright/test';

import {modal, searchInput} from './fixtures/search';
import {gotoHydrated} from './support/page';
import {expect, test} from './support/test';

/** The focused element, looking inside shadow roots. */
function deepActiveElement(page: Page) {
  return page.evaluate(() => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return active ? {tag: active.tagName.toLowerCase(), className: active.className} : null;
  });
}

test('"/" types a slash into every kind of text field in a shadow root', async ({page}) => {
  await gotoHydrated(page, 'docs/introduction');
  await page.evaluate(() => {
    const host = document.createElement('div');
    host.id = 'shadow-host';
    const root = host.attachShadow({mode: 'open'});
    root.innerHTML =
      '<input aria-label="shadow input"><textarea aria-label="shadow textarea"></textarea>' +
      '<div contenteditable="true" role="textbox" aria-label="shadow editable"></div>';
    document.querySelector('main')?.prepend(host);
  });
  for (const name of ['shadow input', 'shadow textarea', 'shadow editable']) {
    const field = page.getByRole('textbox', {name});
    await field.focus();
    await page.keyboard.type('a/b');
    await expect(field).toHaveText(name === 'shadow editable' ? 'a/b' : '');
    if (name !== 'shadow editable') await expect(field).toHaveValue('a/b');
    await expect(modal(page)).toBeHidden();
  }
  // Outside a text field the shortcut still opens the search.
  await page.locator('main h1').first().click();
  await page.keyboard.press('/');
  await expect(searchInput(page)).toBeFocused();
});

test('in the playground editor, "/" types a slash, and closing the search returns to the editor', async ({page}) => {
  test.slow();
  await gotoHydrated(page, 'docs/getting-started/playground');
  await page.getByRole('button', {name: 'Start the playground'}).click();
  const editor = page.getByRole('textbox', {name: /^Contents of /});
  await expect(editor).toBeVisible({timeout: 30_000});
  await editor.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type('\n// one/two');
  await expect(editor).toContainText('// one/two');
  await expect(modal(page)).toBeHidden();

  // Ctrl+K still opens the search from the editor; Escape brings the reader back there.
  await page.keyboard.press('Control+k');
  await expect(searchInput(page)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(modal(page)).toBeHidden();
  expect((await deepActiveElement(page))?.className).toContain('cm-content');
  await page.keyboard.type('/three');
  await expect(editor).toContainText('// one/two/three');
});
