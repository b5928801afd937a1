// The order of the /search page's results. The engine answers in DocSearch's
// rows, where each page leads with its page hit so that the modal can save a
// chosen section to the recent searches. A list of results has no such need:
// when a section's heading holds every word of the query and its page's title
// does not, the section is the answer and comes before its page.
import type {SearchHit} from '@site/src/search/docsearch';

function headingMatchesFully(hit: SearchHit): boolean {
  if (hit.type === 'lvl1' || hit.type === 'content') return false;
  return hit._highlightResult.hierarchy[hit.type]?.matchLevel === 'full';
}

export function sectionsFirst(hits: readonly SearchHit[]): SearchHit[] {
  const ordered = [...hits];
  for (let index = 0; index < ordered.length - 1; index += 1) {
    const [pageHit, sectionHit] = [ordered[index], ordered[index + 1]];
    const samePage = pageHit.type === 'lvl1' && sectionHit.url_without_anchor === pageHit.url_without_anchor;
    if (samePage && headingMatchesFully(sectionHit) && pageHit._highlightResult.hierarchy.lvl1?.matchLevel !== 'full') {
      ordered[index] = sectionHit;
      ordered[index + 1] = pageHit;
      index += 1;
    }
  }
  return ordered;
}
