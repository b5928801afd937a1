/** Where the client bundle's stats of a build into `outDir` are written (scripts/bench/bundle-stats.config.ts). */
export const statsFileOf = (outDir: string): string => `${outDir.replace(/\/+$/, '')}.stats.json`;
