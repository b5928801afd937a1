// The corpus's config files import "nadle", which the site does not install: for
// `npm run typecheck` they get the site's description of the 0.5.1 API (api/index.ts).
// The recorder runs them against a real 0.5.1 build instead.
declare module 'nadle' {
  export * from '@site/api/index';
}
