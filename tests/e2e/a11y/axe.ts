// The axe run every accessibility test uses: the same tags everywhere (WCAG 2.0 and
// 2.1 A and AA, the AA rules WCAG 2.2 added, and axe's best practices), and only
// the violations, each with its rule id and the elements it flagged.
import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

export interface AxeViolation {
  rule: string;
  impact: string;
  targets: string[];
}

/** The violations of the page, or only of the elements matching `include` (a CSS selector). */
export async function axeViolations(page: Page, {include}: {include?: string} = {}): Promise<AxeViolation[]> {
  // Only violations are needed; skipping the details of passing checks saves time on long pages.
  const builder = new AxeBuilder({page}).withTags(WCAG_TAGS).options({resultTypes: ['violations']});
  const results = await (include ? builder.include(include) : builder).analyze();
  return results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact ?? 'unknown',
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
}
