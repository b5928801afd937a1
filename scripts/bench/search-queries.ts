// The relevance set the search benchmark runs: reader queries, each with the
// pages that answer it. Two shapes are read, so the benchmark works with either
// file: {q, expect: string[]} and {query, expect | expected: string | string[], kind?}.
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The full relevance set, with a kind per query; the team's 12 shared queries are the fallback. */
export const RELEVANCE_QUERIES_FILE = path.join(ROOT, 'tests/e2e/fixtures/search-relevance-queries.json');
const SHARED_QUERIES_FILE = path.join(ROOT, 'tests/e2e/fixtures/search-queries.json');

export interface RelevanceQuery {
  query: string;
  /** Page paths without the base URL and without a trailing slash; any one of them counts. */
  expect: string[];
  kind: string;
}

/** A page path as the benchmark compares them: no origin, base URL, hash, query, trailing slash or .html. */
export function pagePath(url: string, basePath = '/'): string {
  const {pathname} = new URL(url, 'http://localhost');
  const withinBase = pathname.startsWith(basePath) ? pathname.slice(basePath.length - 1) : pathname;
  const trimmed = withinBase
    .replace(/\/index\.html$/, '/')
    .replace(/\.html$/, '')
    .replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

function asList(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value;
  return [];
}

/** Reads a relevance set; `file` defaults to the full set, or the shared 12 where the full set is absent. */
export function loadRelevanceQueries(file?: string): {file: string; queries: RelevanceQuery[]} {
  const chosen = file
    ? path.resolve(file)
    : existsSync(RELEVANCE_QUERIES_FILE)
      ? RELEVANCE_QUERIES_FILE
      : SHARED_QUERIES_FILE;
  if (!existsSync(chosen)) throw new Error(`Relevance query set not found: ${chosen}`);
  const data = JSON.parse(readFileSync(chosen, 'utf8')) as unknown;
  const entries = Array.isArray(data) ? data : (data as {queries?: unknown}).queries;
  if (!Array.isArray(entries))
    throw new Error(`${chosen}: expected an array of queries, or an object with a "queries" array`);
  const queries = entries.map((entry: Record<string, unknown>, index): RelevanceQuery => {
    const query = entry.query ?? entry.q;
    const expected = asList(entry.expect ?? entry.expected);
    if (typeof query !== 'string' || query.trim() === '' || expected.length === 0) {
      throw new Error(
        `${chosen}: query #${index + 1} needs "query" (or "q") and "expect" (a page path or a list of them); got ${JSON.stringify(entry)}`,
      );
    }
    return {
      query,
      expect: expected.map((page) => pagePath(page)),
      kind: typeof entry.kind === 'string' ? entry.kind : 'unspecified',
    };
  });
  return {file: chosen, queries};
}
