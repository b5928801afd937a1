// Fails the build on a <script> element written in a Markdown or MDX file,
// naming the file and line: the site's Content-Security-Policy allows every
// inline script of the built pages by its hash, so one written in content would
// run. Scripts belong in components or client modules.
import type {Root} from 'mdast';
import {visit} from 'unist-util-visit';

const SCRIPT_TAG = /<script\b/i;

export default function remarkNoInlineScript() {
  return (tree: Root, file: {path?: string}) => {
    visit(tree, (node) => {
      const isScript =
        ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') &&
          (node as {name?: string | null}).name === 'script') ||
        (node.type === 'html' && SCRIPT_TAG.test((node as {value: string}).value));
      if (!isScript) return;
      const line = node.position?.start.line;
      throw new Error(
        `${file.path ?? 'A Markdown file'}${line ? `:${line}` : ''}: a <script> element in page content. Inline scripts are not allowed in Markdown or MDX; put the code in a component or a client module.`,
      );
    });
  };
}
