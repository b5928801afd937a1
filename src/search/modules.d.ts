// Types for modules the ejected SearchBar imports that ship none in this
// install: @docsearch/react 3.9 has no typed entry for its modal subpath (the
// theme declares it in its own sources, not its published types).
declare module '@docsearch/react/modal' {
  export {DocSearchModal} from '@docsearch/react';
}

// A CSS file's text, for a constructed stylesheet (the `?text` rule of plugins/search).
declare module '*.css?text' {
  const text: string;
  export default text;
}
