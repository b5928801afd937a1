// One Lighthouse run through its CLI (a fresh Chromium each time, so runs do not
// share a cache or a warmed-up process), reduced to the figures the report shows.
import {spawn} from 'node:child_process';
import {readFile, rm} from 'node:fs/promises';
import {createRequire} from 'node:module';
import path from 'node:path';

import {CHROME_FLAGS, CHROME_PATH} from '../../tests/e2e/support/chrome';

const LIGHTHOUSE_CLI = path.join(
  path.dirname(createRequire(import.meta.url).resolve('lighthouse/package.json')),
  'cli/index.js',
);

/** The Lighthouse CLI starts Chromium itself, so it is told to run it headless. */
const LIGHTHOUSE_CHROME_FLAGS = ['--headless=new', ...CHROME_FLAGS];

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];
const RUN_TIMEOUT_MS = 180_000;

export type FormFactor = 'mobile' | 'desktop';

export interface LighthouseFigures {
  /** 0–100 per category. */
  scores: Record<Category, number>;
  /** Largest Contentful Paint, ms. */
  lcp: number;
  /** Total Blocking Time, ms. */
  tbt: number;
  /** Cumulative Layout Shift. */
  cls: number;
  /** Lighthouse's measure of this machine's CPU speed at the time. */
  benchmarkIndex: number;
  /** Ids of the scored audits below 1, per category (not performance). */
  failedAudits: Record<string, string[]>;
}

/** One Lighthouse run; mobile is Lighthouse's default configuration. */
/** The parts of Lighthouse's JSON report (`--output=json`) that the figures come from. */
interface LighthouseReport {
  runtimeError?: {code: string; message: string};
  categories: Record<Category, {score: number; auditRefs: {id: string; weight: number}[]}>;
  audits: Record<string, {score: number | null; numericValue: number}>;
  environment: {benchmarkIndex: number};
}

export async function runLighthouse(
  url: string,
  formFactor: FormFactor,
  outputFile: string,
): Promise<LighthouseFigures> {
  const args = [
    LIGHTHOUSE_CLI,
    url,
    '--quiet',
    '--output=json',
    `--output-path=${outputFile}`,
    `--only-categories=${CATEGORIES.join(',')}`,
    `--chrome-flags=${LIGHTHOUSE_CHROME_FLAGS.join(' ')}`,
    ...(formFactor === 'desktop' ? ['--preset=desktop'] : []),
  ];
  const env = {...process.env, CHROME_PATH};
  const child = spawn(process.execPath, args, {env, stdio: ['ignore', 'ignore', 'pipe']});
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const timer = setTimeout(() => child.kill('SIGKILL'), RUN_TIMEOUT_MS);
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  clearTimeout(timer);
  if (code !== 0) throw new Error(`Lighthouse failed on ${url} (${formFactor}), exit ${code}:\n${stderr.slice(-2000)}`);

  const report = JSON.parse(await readFile(outputFile, 'utf8')) as LighthouseReport;
  await rm(outputFile);
  if (report.runtimeError)
    throw new Error(`Lighthouse on ${url}: ${report.runtimeError.code} ${report.runtimeError.message}`);

  const scores = {} as Record<Category, number>;
  const failedAudits: Record<string, string[]> = {};
  for (const id of CATEGORIES) {
    const category = report.categories[id];
    scores[id] = Math.round(category.score * 100);
    if (id === 'performance') continue;
    failedAudits[id] = category.auditRefs
      .filter((ref) => {
        const score = report.audits[ref.id].score;
        return ref.weight > 0 && score !== null && score < 1;
      })
      .map((ref) => ref.id);
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
