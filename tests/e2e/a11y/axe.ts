// The axe run every accessibility test uses: the same tags everywhere (WCAG 2.0 and
// 2.1 A and AA, the AA rules WCAG 2.2 added, and axe's best practices), and only
// the violations, each with its rule id and the elements it flagged.
import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import axe from 'axe-core';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

export interface AxeViolation {
  rule: string;
  impact: string;
  targets: string[];
}

/**
 * axe-core's source, set up only in a frame that does not have it yet. AxeBuilder
 * evaluates the source in every frame twice a run, and axe builds its rules anew
 * each time: about 0.2 s of a 0.3 s run on a short page.
 */
const AXE_SOURCE_ONCE = `if (typeof window.axe === 'undefined') {\n${axe.source}\n}`;

/** What AxeBuilder injects: nothing new where every frame has axe from an earlier run (a new page load has none). */
async function axeSourceFor(page: Page): Promise<string> {
  const present = await Promise.all(
    page.frames().map((frame) => frame.evaluate(() => 'axe' in window).catch(() => false)),
  );
  return present.every(Boolean) ? 'void 0' : AXE_SOURCE_ONCE;
}

/** The violations of the page, or only of the elements matching `include` (a CSS selector). */
export async function axeViolations(page: Page, {include}: {include?: string} = {}): Promise<AxeViolation[]> {
  // Only violations are needed; skipping the details of passing checks saves time on long pages.
  const builder = new AxeBuilder({page, axeSource: await axeSourceFor(page)})
    .withTags(WCAG_TAGS)
    .options({resultTypes: ['violations']});
  // Legacy mode runs axe.run() in the page itself, which checks the page, its shadow roots and
  // its same-origin frames with the same results, in half the time. The default mode runs each
  // frame's share of the checks and merges them in a blank page it opens and injects axe-core
  // into: needed only to reach into frames of another origin.
  if (!hasCrossOriginFrame(page)) builder.setLegacyMode();
  const results = await (include ? builder.include(include) : builder).analyze();
  return results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact ?? 'unknown',
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
}

/** Whether the page holds a frame of another origin (about:blank and srcdoc frames share the page's). */
function hasCrossOriginFrame(page: Page): boolean {
  const origin = new URL(page.url()).origin;
  return page.frames().some((frame) => !/^(about:|$)/.test(frame.url()) && new URL(frame.url()).origin !== origin);
}
