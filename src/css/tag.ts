/**
 * Tags a template literal as CSS, so that Prettier formats it as CSS and readers see
 * it as such; the text is unchanged (String.raw keeps backslashes as written).
 * For the few style sheets that stay in TypeScript (CONTRIBUTING.md, "Style").
 */
export const css = String.raw;

/**
 * The sheet as a page ships it, in a <style> or a constructed sheet: without comments and
 * without the white space a browser does not need. It does not parse CSS: a quoted string
 * with ": " or "{" in it would change, so such text stays out of these sheets.
 */
export function compactCss(sheet: string): string {
  return sheet
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};,>])\s*/g, '$1')
    .replace(/:\s+/g, ':')
    .replace(/;}/g, '}')
    .trim();
}
