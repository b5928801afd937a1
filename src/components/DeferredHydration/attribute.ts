/** Set on <html> while parts of the page wait for their turn to hydrate (see ./index.tsx). */
export const DEFERRED_HYDRATION_ATTRIBUTE = 'data-deferred-hydration';
