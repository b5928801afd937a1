// Stand-ins for the two third-party types that appear in Nadle's public signatures.
// Neither consola nor rimraf is a dependency of this site, so these interfaces carry
// only the optional fields the 0.5.1 fact sheet lists. They are deliberately not
// re-exported from index.ts: typedoc.json maps both names to their upstream docs.

/** Structured log input accepted by consola 3, the library behind Nadle's logger. */
export interface InputLogObject {
  level?: number;
  tag?: string;
  type?: string;
  message?: string;
  additional?: string | string[];
  args?: unknown[];
  date?: Date;
}

/** Options of rimraf 6's asynchronous removal, forwarded by Nadle's `DeleteTask`. */
export interface RimrafAsyncOptions {
  preserveRoot?: boolean;
  tmp?: string;
  maxRetries?: number;
  retryDelay?: number;
  backoff?: number;
  maxBackoff?: number;
  signal?: AbortSignal;
  // rimraf types this as `boolean | GlobOptions` (from the glob package); the object form is kept loose here.
  glob?: boolean | Record<string, unknown>;
  filter?: (path: string, entry: unknown) => boolean | Promise<boolean>;
}
