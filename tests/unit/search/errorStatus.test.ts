import {readFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

import {describe, expect, it} from 'vitest';

import {keepErrorScreen, RETRY_ERROR_NAME} from '../../../src/search/errorStatus';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

function retryError(): Error {
  const error = new Error('Unreachable hosts - your application id may be incorrect.');
  error.name = RETRY_ERROR_NAME;
  return error;
}

type Status = 'idle' | 'loading' | 'error';

/**
 * What DocSearch 3.9 and autocomplete-core do with a search: DocSearch's catch
 * handler sets the status to "error", then autocomplete-core's finally sets it
 * back to "idle".
 */
async function runLikeDocSearch(search: () => Promise<unknown>, setStatus: (status: Status) => void): Promise<void> {
  setStatus('loading');
  await search()
    .catch((error: Error) => {
      if (error.name === RETRY_ERROR_NAME) setStatus('error');
      throw error;
    })
    .then(() => setStatus('idle'))
    .finally(() => setStatus('idle'))
    .catch(() => undefined);
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('keepErrorScreen', () => {
  it('brings the error status back after autocomplete resets it', async () => {
    let status: Status = 'idle';
    const search = keepErrorScreen(() => Promise.reject(retryError()));
    await runLikeDocSearch(search, (next) => (status = next));
    expect(status).toBe('idle');
    await nextTask();
    expect(status).toBe('error');
  });

  it('leaves the status alone when a newer search has started', async () => {
    let status: Status = 'idle';
    let failNext = true;
    const search = keepErrorScreen(() => (failNext ? Promise.reject(retryError()) : Promise.resolve('results')));
    const first = runLikeDocSearch(search, (next) => (status = next));
    failNext = false;
    await runLikeDocSearch(search, (next) => (status = next));
    await first;
    await nextTask();
    expect(status).toBe('idle');
  });

  it('does not replay other errors, and passes results through', async () => {
    let status: Status = 'idle';
    const failing = keepErrorScreen(() => Promise.reject(new TypeError('a bug')));
    await runLikeDocSearch(failing, (next) => (status = next));
    await nextTask();
    expect(status).toBe('idle');

    const working = keepErrorScreen((query: string) => Promise.resolve({results: [query]}));
    await expect(working('task')).resolves.toEqual({results: ['task']});
  });
});

describe('the installed DocSearch and autocomplete-core still work as keepErrorScreen expects', () => {
  // keepErrorScreen replays DocSearch's catch handler after autocomplete-core
  // resets the status in a finally block. An upgrade that changes either step
  // fails here, before the error screen silently stops staying on screen.
  const read = (file: string) => readFileSync(path.join(ROOT, 'node_modules', file), 'utf8');

  it('DocSearch sets the "error" status in a catch handler attached to searchClient.search() and rethrows', () => {
    const docsearch = read('@docsearch/react/dist/esm/index.js');
    const handler = /\.catch\(\(function\((\w)\)\{throw"RetryError"===\1\.name&&\w\("error"\),\1\}\)\)/.exec(docsearch);
    expect(handler, 'DocSearch no longer sets the error status in a catch handler').not.toBeNull();
    // The handler belongs to the modal's one search call, a little earlier in the bundle.
    expect(docsearch.slice(Math.max(0, handler!.index - 1500), handler!.index)).toContain('.search({requests:[');
  });

  it('the autocomplete-core DocSearch bundles resets the status to "idle" in a finally block after the search', () => {
    const docsearch = read('@docsearch/react/dist/esm/index.js');
    expect(docsearch).toMatch(/\.finally\(\(function\(\)\{(\w)\("idle"\)/);
  });
});
