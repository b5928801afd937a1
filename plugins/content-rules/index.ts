// Rules the site's content must follow, checked while it loads so that the
// build stops early and names the file:
//  - every docs page has a `description` in its front matter (search results,
//    link previews and llms.txt show it); the generated API pages are exempt;
//  - no Markdown or MDX file holds a <script> element (remarkNoInlineScript, in
//    the remark plugins of docs, blog and pages): the Content-Security-Policy
//    would allow it by hash, since the build hashes every inline script it writes.
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {Plugin} from '@docusaurus/types';

/** The generated API reference (docs/api/) has no front matter of its own. */
const GENERATED_DOCS = /^@site\/docs\/api\//;

export function docsWithoutDescription(content: DocsContent): string[] {
  return content.loadedVersions
    .flatMap((version) => version.docs)
    .filter((doc) => !GENERATED_DOCS.test(doc.source) && typeof doc.frontMatter.description !== 'string')
    .map((doc) => doc.source.replace(/^@site\//, ''));
}

export default function contentRulesPlugin(): Plugin<void> {
  return {
    name: 'content-rules',
    allContentLoaded({allContent}) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined;
      const missing = docs ? docsWithoutDescription(docs) : [];
      if (missing.length > 0) {
        throw new Error(
          `Every docs page needs a \`description\` in its front matter (search results and link previews show it). Missing in: ${missing.join(', ')}`,
        );
      }
    },
  };
}
