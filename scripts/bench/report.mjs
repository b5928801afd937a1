// Turns the measurements of the page benchmark into figures, targets and text tables.

/** @param {number[]} values */
export function summarize(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  return {median, min: sorted[0], max: sorted.at(-1), values};
}

/** @param {number} bytes */
export const kib = (bytes) => `${(bytes / 1024).toFixed(1)}`;

/**
 * A plain-text table with aligned columns.
 * @param {string[]} headers
 * @param {(string | number)[][]} rows
 */
export function formatTable(headers, rows) {
  const cells = [headers, ...rows].map((row) => row.map(String));
  const widths = headers.map((_, column) => Math.max(...cells.map((row) => row[column].length)));
  const line = (/** @type {string[]} */ row) => row.map((cell, column) => cell.padEnd(widths[column])).join(' | ').trimEnd();
  return [line(cells[0]), widths.map((width) => '-'.repeat(width)).join('-|-'), ...cells.slice(1).map(line)].join('\n');
}

/**
 * "median (min–max)" of a summarized figure.
 * @param {{median: number, min: number, max: number} | undefined} summary
 * @param {(value: number) => string} format
 */
export function spread(summary, format = (value) => String(Math.round(value))) {
  if (!summary) return 'n/a';
  return summary.min === summary.max ? format(summary.median) : `${format(summary.median)} (${format(summary.min)}–${format(summary.max)})`;
}

/**
 * @typedef {{name: string, met: boolean, detail: string}} TargetResult
 */

/**
 * Checks the targets of the benchmark brief.
 * @param {object} input
 * @param {{route: string, template: string, docs?: boolean}[]} input.pages
 * @param {Record<string, any>} input.siteWeights first-load measurements per route of this site
 * @param {Record<string, any>} input.templateWeights the same for the template
 * @param {Record<string, any>} input.siteScores summarized Lighthouse figures per route and form factor, or {} without Lighthouse
 * @param {Record<string, any>} input.templateScores
 * @returns {TargetResult[]}
 */
export function checkTargets({pages, siteWeights, templateWeights, siteScores, templateScores}) {
  /** @type {TargetResult[]} */
  const results = [];
  const firstLoad = (/** @type {any} */ weight) => weight.totals.html.gzip + weight.totals.js.gzip + weight.totals.css.gzip;

  for (const page of pages.filter((candidate) => candidate.docs)) {
    const ours = siteWeights[page.route].totals.js.gzip;
    const theirs = templateWeights[page.template].totals.js.gzip;
    results.push({
      name: `first-load JS of ${page.route} <= 0.9x the template's ${page.template}`,
      met: ours <= 0.9 * theirs,
      detail: `${kib(ours)} KiB vs ${kib(theirs)} KiB gzip (${(ours / theirs).toFixed(2)}x)`,
    });
  }

  const home = siteWeights['/'];
  const docsPage = siteWeights['/docs/introduction'];
  if (home && docsPage) {
    const difference = firstLoad(home) - firstLoad(docsPage);
    results.push({
      name: 'home page at most 20 KiB gzip heavier than a docs page (/docs/introduction)',
      met: difference <= 20 * 1024,
      detail: `HTML+JS+CSS ${kib(firstLoad(home))} vs ${kib(firstLoad(docsPage))} KiB gzip: ${difference >= 0 ? '+' : ''}${kib(difference)} KiB`,
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
    const desktop = siteScores[page.route].desktop.performance;
    results.push({name: `desktop performance of ${page.route} >= 98`, met: desktop.median >= 98, detail: `median ${spread(desktop)}`});
  }
  for (const page of pages) {
    for (const formFactor of ['mobile', 'desktop']) {
      const figures = siteScores[page.route][formFactor];
      const below = ['accessibility', 'best-practices', 'seo'].filter((category) => figures[category].median < 100);
      results.push({
        name: `accessibility, best practices and SEO of ${page.route} = 100 (${formFactor})`,
        met: below.length === 0,
        detail: below.length
          ? below.map((category) => `${category} ${spread(figures[category])}: ${figures.failedAudits[category].join(', ')}`).join('; ')
          : 'all 100',
      });
    }
  }
  return results;
}
