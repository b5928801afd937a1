// Stands in for @docusaurus/theme-classic's prism-include-languages client module (see ./index.ts).
export {};
