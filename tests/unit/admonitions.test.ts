import type {Root} from 'mdast';
import {describe, expect, it} from 'vitest';

import remarkAdmonitionImport from '../../plugins/admonitions/remark';

/** A page as Docusaurus's admonitions step leaves it: a `:::warning` directive that becomes an <admonition>. */
function pageWithWarning(): Root {
  return {
    type: 'root',
    children: [
      {
        type: 'containerDirective',
        name: 'warning',
        attributes: {},
        data: {hName: 'admonition', hProperties: {type: 'warning'}},
        children: [{type: 'paragraph', children: [{type: 'text', value: 'Careful.'}]}],
      } as never,
    ],
  };
}

describe('remarkAdmonitionImport', () => {
  it("makes a page with an admonition import the theme's Admonition and render it", () => {
    const tree = pageWithWarning();
    remarkAdmonitionImport()(tree);
    const [esm, directive] = tree.children as unknown as [{type: string; value: string}, {data: {hName: string}}];
    expect(esm.type).toBe('mdxjsEsm');
    expect(esm.value).toBe(`import ${directive.data.hName} from "@theme/Admonition";`);
    expect(directive.data.hName).not.toBe('admonition');
  });

  it('leaves a page without admonitions as it is', () => {
    const tree: Root = {
      type: 'root',
      children: [
        {type: 'containerDirective', name: 'details', attributes: {}, children: []} as never,
        {type: 'paragraph', children: [{type: 'text', value: 'Plain text.'}]},
      ],
    };
    const before = structuredClone(tree);
    remarkAdmonitionImport()(tree);
    expect(tree).toEqual(before);
  });
});
