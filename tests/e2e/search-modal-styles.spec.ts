// Where the search's CSS comes from: the navbar's search button is styled by the
// stylesheet every page loads, so it has its look at first paint; the open modal's
// rules (DocSearch's modal.css and the site's own) are not in that stylesheet but
// come with the modal's code, in the cascade layer of DocSearch's other rules, and
// style the modal however it was opened (Ctrl/Cmd+K, "/", a click, a tap).
import type {Page} from '@playwright/test';

import {modal, searchButton, searchInput} from './fixtures/search';
import {gotoHydrated, switchToDarkMode} from './support/page';
import {expect, test} from './support/test';

interface StyleRule {
  /** The cascade layer the rule is in, by its full name ("" when un-layered). */
  layer: string;
  selector: string;
}

/** The style rules of the page's stylesheets (`adopted`: of its constructed ones), nested ones included. */
function styleRules(page: Page, sheets: 'loaded' | 'adopted'): Promise<StyleRule[]> {
  return page.evaluate((which) => {
    const rules: StyleRule[] = [];
    const walk = (list: CSSRuleList, layer: string) => {
      for (const rule of Array.from(list)) {
        if (rule instanceof CSSStyleRule) {
          rules.push({layer, selector: rule.selectorText});
        } else if (rule instanceof CSSLayerBlockRule) {
          walk(rule.cssRules, [layer, rule.name].filter(Boolean).join('.'));
        } else if (rule instanceof CSSGroupingRule) {
          walk(rule.cssRules, layer);
        }
      }
    };
    const list = which === 'loaded' ? Array.from(document.styleSheets) : document.adoptedStyleSheets;
    for (const sheet of list) walk(sheet.cssRules, '');
    return rules;
  }, sheets);
}

const MODAL_SELECTOR = /\.DocSearch-(Container|Modal|Form|Dropdown|Hit|Footer)\b/;
const BUTTON_SELECTOR = /^\.DocSearch-Button$/;

/** The first load's stylesheets have the button's rules and none of the open modal's. */
async function expectButtonRulesOnly(page: Page): Promise<StyleRule> {
  const rules = await styleRules(page, 'loaded');
  expect(
    rules.filter((rule) => MODAL_SELECTOR.test(rule.selector)).map((rule) => rule.selector),
    "the open modal's rules are not in the stylesheet every page loads",
  ).toEqual([]);
  const button = rules.find((rule) => BUTTON_SELECTOR.test(rule.selector) && rule.layer !== '');
  expect(button, "DocSearch's button rules are in the stylesheet, in their cascade layer").toBeDefined();
  return button as StyleRule;
}

/** The open modal has DocSearch's look and the site's rules, with its DocSearch rules in the button's layer. */
async function expectStyledModal(page: Page, buttonLayer: string, {narrow = false, dark = false} = {}) {
  await expect(searchInput(page)).toBeFocused();
  const container = page.locator('.DocSearch-Container');
  // DocSearch's modal.css: a fixed backdrop over the page, and a rounded box 560 pixels wide at most,
  // 60 pixels from the top; on a narrow screen the box fills the screen, square.
  await expect(container).toHaveCSS('position', narrow ? 'absolute' : 'fixed');
  await expect(modal(page)).toHaveCSS('max-width', narrow ? '100%' : '560px');
  await expect(modal(page)).toHaveCSS('margin-top', narrow ? '0px' : '60px');
  await expect(modal(page)).toHaveCSS('border-top-left-radius', narrow ? '0px' : '6px');
  // DocSearch's modal background of the mode (its variables, in the stylesheet).
  await expect(modal(page)).toHaveCSS('background-color', dark ? 'rgb(21, 23, 42)' : 'rgb(245, 246, 247)');
  // The site's rule wins over DocSearch's z-index of 200: the modal is above the navbar.
  const navbarLayer = await page.evaluate(() =>
    Number(getComputedStyle(document.documentElement).getPropertyValue('--ifm-z-index-fixed')),
  );
  await expect(container).toHaveCSS('z-index', String(navbarLayer + 1));
  // The site's rule of local mode: no "Search by Algolia" in the footer.
  await expect(page.locator('.DocSearch-Logo')).toBeHidden();

  const modalLayers = new Set(
    (await styleRules(page, 'adopted'))
      .filter((rule) => /^\.DocSearch-Modal\b/.test(rule.selector))
      .map((rule) => rule.layer),
  );
  expect([...modalLayers], "DocSearch's modal rules are in the layer of its button rules").toEqual([buttonLayer]);
}

test.describe('on a wide screen', () => {
  test('Ctrl/Cmd+K opens a styled modal; its rules were not in the first load', async ({page}) => {
    await gotoHydrated(page, 'docs/introduction');
    const button = await expectButtonRulesOnly(page);
    // DocSearch's button.css at first paint: the rounded search box.
    await expect(searchButton(page)).toHaveCSS('border-radius', '40px');
    await page.keyboard.press('ControlOrMeta+k');
    await expectStyledModal(page, button.layer);
  });

  test('the slash key opens a styled modal in dark mode', async ({page}) => {
    await gotoHydrated(page, 'docs/introduction');
    await switchToDarkMode(page);
    const button = await expectButtonRulesOnly(page);
    await page.keyboard.press('/');
    await expectStyledModal(page, button.layer, {dark: true});
  });

  test('a click opens a styled modal on the /search page', async ({page}) => {
    await gotoHydrated(page, 'search?q=task');
    const button = await expectButtonRulesOnly(page);
    await searchButton(page).click();
    await expectStyledModal(page, button.layer);
  });

  test('the modal opens styled again after it was closed, its rules added once', async ({page}) => {
    await gotoHydrated(page, 'docs/introduction');
    const button = await expectButtonRulesOnly(page);
    await page.keyboard.press('ControlOrMeta+k');
    await expectStyledModal(page, button.layer);
    const adoptedRules = (await styleRules(page, 'adopted')).length;
    await page.keyboard.press('Escape');
    await expect(modal(page)).toBeHidden();
    await page.keyboard.press('ControlOrMeta+k');
    await expectStyledModal(page, button.layer);
    expect((await styleRules(page, 'adopted')).length, 'the modal adds its rules once').toBe(adoptedRules);
  });
});

test.describe('on a phone', () => {
  test.use({hasTouch: true, isMobile: true, viewport: {width: 390, height: 844}});

  test('a tap with nothing hovered before opens a styled modal', async ({page}) => {
    await gotoHydrated(page, 'docs/introduction');
    const button = await expectButtonRulesOnly(page);
    await searchButton(page).tap();
    await expectStyledModal(page, button.layer, {narrow: true});
  });
});
