// @ts-check
// A bundler loader (./index.ts adds it): compacts the `css` tagged templates of a
// module, so that the page bundles carry the sheets without comments and indentation.
import {compactCssTemplates} from '../../src/css/compact.mjs';

/**
 * @param {string} source
 * @returns {string}
 */
export default function cssTemplatesLoader(source) {
  return compactCssTemplates(source);
}
