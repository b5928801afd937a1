/** Set on <html> until every part of the page that hydrates after the first pass has hydrated, its effects included (see ./index.tsx). */
export const DEFERRED_HYDRATION_ATTRIBUTE = 'data-deferred-hydration';
