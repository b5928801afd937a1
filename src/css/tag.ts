/**
 * Tags a template literal as CSS, so that Prettier formats it as CSS and readers see
 * it as such; the text is unchanged (String.raw keeps backslashes as written).
 * For the few style sheets that stay in TypeScript (CONTRIBUTING.md, "Style").
 */
export const css = String.raw;

// Compacted in the bundles too: plugins/code-highlight compacts each `css` template as it bundles it.
export {compactCss} from './compact.mjs';
