/**
 * Tags a template literal as CSS, so that Prettier formats it as CSS and readers see
 * it as such; the text is unchanged (String.raw keeps backslashes as written).
 * For the few style sheets that stay in TypeScript (CONTRIBUTING.md, "Style").
 */
export const css = String.raw;

/** The sheet with its runs of white space collapsed, for a <style> written into a page. */
export function compactCss(sheet: string): string {
  return sheet
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};,>])\s*/g, '$1')
    .trim();
}
