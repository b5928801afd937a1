// @ts-check
// How the site's CSS-in-TypeScript sheets (src/css/tag.ts) are shipped: compacted.
// Plain JavaScript, type-checked through JSDoc, because the bundler loads
// plugins/code-highlight/cssTemplatesLoader.mjs, which uses it, with plain Node.js.

/**
 * The sheet as a page ships it, in a <style> or a constructed sheet: without comments and
 * without the white space a browser does not need. It does not parse CSS: a quoted string
 * with ": " or "{" in it would change, so such text stays out of these sheets.
 * @param {string} sheet
 * @returns {string}
 */
export function compactCss(sheet) {
  return sheet
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};,>])\s*/g, '$1')
    .replace(/:\s+/g, ':')
    .replace(/;}/g, '}')
    .trim();
}

/**
 * A `css` tagged template without `${…}`, where an expression starts (after `=`, `(`, `,`, `+` or
 * `return`), so that the tag named in a comment is left alone: the tag, then its raw text.
 */
const CSS_TEMPLATE = /(?<=(?:[=(,+]|\breturn)\s*)css`((?:[^`\\$]|\\[\s\S]|\$(?!\{))*)`/g;

/**
 * `source` (JavaScript or TypeScript) with the text of each `css` tagged template that has no
 * `${…}` compacted as compactCss does. The tag is String.raw, so the template's value is its raw
 * text, which is what gets compacted: the value changes only by what compactCss removes.
 * @param {string} source
 * @returns {string}
 */
export function compactCssTemplates(source) {
  if (!source.includes('css`')) return source;
  return source.replace(CSS_TEMPLATE, (template, /** @type {string} */ text) => {
    const compacted = compactCss(text);
    // Whitespace removed before "{" or a backtick would make a template of another meaning.
    const unsafe = compacted.includes('${') || /(^|[^\\])(\\\\)*\\$/.test(compacted);
    return unsafe ? template : `css\`${compacted}\``;
  });
}
