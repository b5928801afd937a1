// Keeps DocSearch 3.9's error screen on screen after a failed search.
//
// DocSearch shows "Unable to fetch results" by calling setStatus('error') in the
// handler it attaches with .catch() to searchClient.search(); autocomplete-core
// then resets the status to 'idle' in a finally block, so the screen is
// replaced by "No results for" at once. A search promise made here runs that
// same handler once more after the reset, unless a newer search has started,
// which brings the status back to 'error' until the next keystroke.

/** DocSearch switches to its error screen only for errors of this name (algoliasearch's "retries exhausted"). */
export const RETRY_ERROR_NAME = 'RetryError';

export function isRetryError(error: unknown): boolean {
  return error instanceof Error && error.name === RETRY_ERROR_NAME;
}

type Rejected = ((reason: unknown) => unknown) | null | undefined;

/**
 * Wraps search() so failures keep the error screen. One instance per search
 * client: it knows which search is the latest.
 */
export function keepErrorScreen<Args extends unknown[], Result>(
  search: (...args: Args) => Promise<Result>,
): (...args: Args) => Promise<Result> {
  let latest = 0;

  class ErrorScreenPromise<T> extends Promise<T> {
    // Promises derived with then() are plain ones: only DocSearch's own catch() is special.
    static override get [Symbol.species]() {
      return Promise;
    }

    readonly searchNumber = latest;

    override catch<R = never>(onRejected?: ((reason: unknown) => R | PromiseLike<R>) | null): Promise<T | R> {
      const handled = super.catch(onRejected);
      const replay: Rejected = onRejected;
      if (replay) {
        super.catch((error: unknown) => {
          if (!isRetryError(error)) return;
          setTimeout(() => {
            if (this.searchNumber !== latest) return;
            try {
              replay(error);
            } catch {
              // The handler rethrows the error it was given, which was reported already.
            }
          }, 0);
        });
      }
      return handled;
    }
  }

  return (...args) => {
    latest += 1;
    return new ErrorScreenPromise<Result>((resolve, reject) => {
      search(...args).then(resolve, reject);
    });
  };
}
