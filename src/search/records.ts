// Turns an extracted page into DocSearch records. The build uses it for the
// records it uploads to Algolia; the browser uses it to expand the compact
// local index, so both modes see the same records.
import {CODE_LEVEL, type ExtractedPage, type Hierarchy, type RecordType, type SearchRecord} from './types';

/** DocSearch's weight.level: the page title, then each heading level, then text. */
const LEVEL_WEIGHT = [0, 90, 80, 70, 60, 50, 40];

export function pageRecords(page: ExtractedPage, origin: string): SearchRecord[] {
  const pageUrl = origin + page.path;
  const headings: (string | null)[] = [null, null, null, null, null];
  let anchor: string | null = null;
  const records: SearchRecord[] = [];

  const push = (type: RecordType, level: number, content: string | null) => {
    const hierarchy: Hierarchy = {
      lvl0: page.section,
      lvl1: page.title,
      lvl2: headings[0],
      lvl3: headings[1],
      lvl4: headings[2],
      lvl5: headings[3],
      lvl6: headings[4],
    };
    records.push({
      objectID: `${page.path}:${records.length}`,
      url: anchor ? `${pageUrl}#${anchor}` : pageUrl,
      url_without_anchor: pageUrl,
      anchor,
      type,
      hierarchy,
      content,
      language: page.language,
      docusaurus_tag: page.docusaurusTag,
      weight: {pageRank: 0, level: LEVEL_WEIGHT[level], position: records.length},
    });
  };

  push('lvl1', 1, page.description);
  for (const [level, text, entryAnchor] of page.entries) {
    if (level >= 2 && level <= 6) {
      headings[level - 2] = text;
      headings.fill(null, level - 1);
      anchor = entryAnchor ?? null;
      push(`lvl${level}` as RecordType, level, null);
    } else if (level !== CODE_LEVEL) {
      push('content', 0, text);
    }
  }
  return records;
}
