// Types for modules the ejected SearchBar imports that ship none in this
// install: @docsearch/react 3.9 has no typed entry for its modal and style
// subpaths (the theme declares them in its own sources, not its published
// types).
declare module '@docsearch/react/modal' {
  export {DocSearchModal} from '@docsearch/react';
}
declare module '@docsearch/react/style';
