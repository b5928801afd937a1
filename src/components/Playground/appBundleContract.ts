// What the playground page and the playground's own bundle (built apart by
// plugins/playground/appBundle.ts) agree on, since neither can import the other.

/** The global the bundle's entry script assigns its exports to. */
export const APP_BUNDLE_GLOBAL = 'nadlePlaygroundApp';

/**
 * The global through which the page lends the bundle its own React modules, so that the
 * app renders in the page's tree with one copy of React (hooks need the copy that renders them).
 */
export const SHARED_MODULES_GLOBAL = 'nadlePlaygroundShared';

/** The modules the bundle takes from SHARED_MODULES_GLOBAL instead of bundling them. */
export const SHARED_MODULES = ['react', 'react/jsx-runtime'] as const;

/** The start of an address fragment that holds a shared playground (shareLink.ts). */
export const SHARE_HASH_PREFIX = '#playground=';
