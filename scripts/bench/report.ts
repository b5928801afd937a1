// Turns the measurements of the page benchmark into figures, targets and text tables,
// and writes a benchmark's figures to bench-results/.
import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

import type {Category, FormFactor} from './lighthouse';
import {firstLoadGzip, type PageWeight} from './page-weight';
import {median} from './stats';

/** What a page is, which sets the most it may load (FIRST_LOAD_LIMIT_KB). */
export type PageKind = 'home' | 'docs' | 'sample';

/** A page of this site, with the template page it is compared with. */
export interface BenchPage {
  route: string;
  template: string;
  kind: PageKind;
}

/**
 * The most HTML+JS+CSS (gzip) a page may load at first, in KB of 1,000 bytes: a docs,
 * API or other plain page 180 (170 is the aim), the home page 175, a page with typed
 * samples, task graphs or the playground (before Start) 185.
 */
export const FIRST_LOAD_LIMIT_KB: Record<PageKind, number> = {home: 175, docs: 180, sample: 185};

export interface Summary {
  median: number;
  min: number;
  max: number;
  values: number[];
}

/** The Lighthouse figures of one page and form factor, summarized over the runs. */
export type FormFactorSummary = Record<Category | 'lcp' | 'tbt' | 'cls' | 'benchmarkIndex', Summary> & {
  failedAudits: Record<string, string[]>;
};

export type PageScores = Record<FormFactor, FormFactorSummary>;

export function summarize(values: number[]): Summary {
  const sorted = [...values].sort((a, b) => a - b);
  return {median: median(values), min: sorted[0], max: sorted[sorted.length - 1], values};
}

export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)}`;

/** A plain-text table with aligned columns. */
export function formatTable(headers: string[], rows: (string | number)[][]): string {
  const cells = [headers, ...rows].map((row) => row.map(String));
  const widths = headers.map((_, column) => Math.max(...cells.map((row) => row[column].length)));
  const line = (row: string[]) =>
    row
      .map((cell, column) => cell.padEnd(widths[column]))
      .join(' | ')
      .trimEnd();
  return [line(cells[0]), widths.map((width) => '-'.repeat(width)).join('-|-'), ...cells.slice(1).map(line)].join('\n');
}

/** "median (min–max)" of a summarized figure. */
export function spread(summary: Summary | undefined, format = (value: number) => String(Math.round(value))): string {
  if (!summary) return 'n/a';
  return summary.min === summary.max
    ? format(summary.median)
    : `${format(summary.median)} (${format(summary.min)}–${format(summary.max)})`;
}

export interface TargetResult {
  name: string;
  met: boolean;
  detail: string;
}

/**
 * Checks the site's speed and weight targets: each page's first load within the limit
 * of its kind (FIRST_LOAD_LIMIT_KB); on a phone, Lighthouse's performance at least the
 * template's and total blocking time at most the template's (medians); on a desktop,
 * performance at least 98; accessibility, best practices and SEO 100.
 */
export function checkTargets({
  pages,
  weighedPages,
  siteWeights,
  siteScores,
  templateScores,
}: {
  pages: BenchPage[];
  /** Pages weighed but not run through Lighthouse, each with its kind. */
  weighedPages: {route: string; kind: PageKind}[];
  /** First-load measurements per route of this site. */
  siteWeights: Record<string, PageWeight>;
  /** Summarized Lighthouse figures per route, or {} without Lighthouse. */
  siteScores: Record<string, PageScores>;
  templateScores: Record<string, PageScores>;
}): TargetResult[] {
  const results: TargetResult[] = [];

  for (const {route, kind} of [...pages, ...weighedPages]) {
    const bytes = firstLoadGzip(siteWeights[route].totals);
    const limit = FIRST_LOAD_LIMIT_KB[kind];
    results.push({
      name: `first load of ${route} (${kind}) <= ${limit} KB gzip`,
      met: bytes <= limit * 1000,
      detail: `HTML+JS+CSS ${(bytes / 1000).toFixed(1)} KB`,
    });
  }

  if (Object.keys(siteScores).length === 0) return results;
  for (const page of pages) {
    const ours = siteScores[page.route].mobile.performance;
    const theirs = templateScores[page.template].mobile.performance;
    results.push({
      name: `mobile performance of ${page.route} >= the template's ${page.template}`,
      met: ours.median >= theirs.median,
      detail: `median ${spread(ours)} vs ${spread(theirs)}`,
    });
  }
  for (const page of pages) {
    const ours = siteScores[page.route].mobile.tbt;
    const theirs = templateScores[page.template].mobile.tbt;
    results.push({
      name: `mobile total blocking time of ${page.route} <= the template's ${page.template}`,
      met: ours.median <= theirs.median,
      detail: `median ${spread(ours)} ms vs ${spread(theirs)} ms`,
    });
  }
  for (const page of pages) {
    const desktop = siteScores[page.route].desktop.performance;
    results.push({
      name: `desktop performance of ${page.route} >= 98`,
      met: desktop.median >= 98,
      detail: `median ${spread(desktop)}`,
    });
  }
  for (const page of pages) {
    for (const formFactor of ['mobile', 'desktop'] as const) {
      const figures = siteScores[page.route][formFactor];
      const below = (['accessibility', 'best-practices', 'seo'] as const).filter(
        (category) => figures[category].median < 100,
      );
      results.push({
        name: `accessibility, best practices and SEO of ${page.route} = 100 (${formFactor})`,
        met: below.length === 0,
        detail: below.length
          ? below
              .map(
                (category) => `${category} ${spread(figures[category])}: ${figures.failedAudits[category].join(', ')}`,
              )
              .join('; ')
          : 'all 100',
      });
    }
  }
  return results;
}

const RESULTS_DIR = fileURLToPath(new URL('../../bench-results', import.meta.url));

/** Writes a benchmark's figures as JSON to bench-results/<name>-<date>.json, and returns that file's path. */
export async function writeResults(name: string, figures: unknown): Promise<string> {
  await mkdir(RESULTS_DIR, {recursive: true});
  const file = path.join(RESULTS_DIR, `${name}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  await writeFile(file, `${JSON.stringify(figures, null, 2)}\n`);
  return file;
}
