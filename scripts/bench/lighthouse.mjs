// One Lighthouse run through its CLI (a fresh Chromium each time, so runs do not
// share a cache or a warmed-up process), reduced to the figures the report shows.
import {spawn} from 'node:child_process';
import {readFile, rm} from 'node:fs/promises';
import {createRequire} from 'node:module';
import path from 'node:path';

const LIGHTHOUSE_CLI = path.join(path.dirname(createRequire(import.meta.url).resolve('lighthouse/package.json')), 'cli/index.js');

export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const RUN_TIMEOUT_MS = 180_000;

/**
 * @typedef {object} LighthouseFigures
 * @property {Record<string, number>} scores 0–100 per category
 * @property {number} lcp Largest Contentful Paint, ms
 * @property {number} tbt Total Blocking Time, ms
 * @property {number} cls Cumulative Layout Shift
 * @property {number} benchmarkIndex Lighthouse's measure of this machine's CPU speed at the time
 * @property {Record<string, string[]>} failedAudits ids of the scored audits below 1, per category (not performance)
 */

/**
 * @param {string} url
 * @param {'mobile' | 'desktop'} formFactor mobile is Lighthouse's default configuration
 * @param {string} outputFile
 * @returns {Promise<LighthouseFigures>}
 */
export async function runLighthouse(url, formFactor, outputFile) {
  const args = [
    LIGHTHOUSE_CLI,
    url,
    '--quiet',
    '--output=json',
    `--output-path=${outputFile}`,
    `--only-categories=${CATEGORIES.join(',')}`,
    `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
    ...(formFactor === 'desktop' ? ['--preset=desktop'] : []),
  ];
  const env = {...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium'};
  const child = spawn(process.execPath, args, {env, stdio: ['ignore', 'ignore', 'pipe']});
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const timer = setTimeout(() => child.kill('SIGKILL'), RUN_TIMEOUT_MS);
  const code = await new Promise((resolve) => child.on('close', resolve));
  clearTimeout(timer);
  if (code !== 0) throw new Error(`Lighthouse failed on ${url} (${formFactor}), exit ${code}:\n${stderr.slice(-2000)}`);

  const report = JSON.parse(await readFile(outputFile, 'utf8'));
  await rm(outputFile);
  if (report.runtimeError) throw new Error(`Lighthouse on ${url}: ${report.runtimeError.code} ${report.runtimeError.message}`);

  /** @type {Record<string, number>} */
  const scores = {};
  /** @type {Record<string, string[]>} */
  const failedAudits = {};
  for (const id of CATEGORIES) {
    const category = report.categories[id];
    scores[id] = Math.round(category.score * 100);
    if (id === 'performance') continue;
    failedAudits[id] = category.auditRefs
      .filter((/** @type {{id: string, weight: number}} */ ref) => ref.weight > 0 && report.audits[ref.id].score !== null && report.audits[ref.id].score < 1)
      .map((/** @type {{id: string}} */ ref) => ref.id);
  }
  return {
    scores,
    lcp: report.audits['largest-contentful-paint'].numericValue,
    tbt: report.audits['total-blocking-time'].numericValue,
    cls: report.audits['cumulative-layout-shift'].numericValue,
    benchmarkIndex: report.environment.benchmarkIndex,
    failedAudits,
  };
}
