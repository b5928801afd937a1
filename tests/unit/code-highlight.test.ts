import type {Code, Root, RootContent} from 'mdast';
import {normalizeTokens, Prism} from 'prism-react-renderer';
import {describe, expect, it} from 'vitest';

import remarkCodeTokens, {tokenizeCode} from '../../plugins/code-highlight/remark';
import {decodeTokens, encodeTokens} from '../../plugins/code-highlight/tokens';

const SAMPLE = ['import { tasks } from "nadle";', '', 'tasks.register("hello", async ({ context }) => {', '  context.logger.info(`Hi ${1 + 1}`);', '});'].join('\n');

/** What the theme's <Highlight> would render, for comparison. */
function runtimeTokens(code: string, language: string) {
  return normalizeTokens(Prism.tokenize(code, Prism.languages[language]));
}

describe('build-time code tokens', () => {
  it('decode to exactly the tokens Prism makes in the browser, empty lines included', () => {
    expect(decodeTokens(tokenizeCode(SAMPLE, 'ts'), SAMPLE)).toEqual(runtimeTokens(SAMPLE, 'ts'));
  });

  it('are plain text for a language Prism does not know, and for no language', () => {
    const lines = decodeTokens(tokenizeCode('one\ntwo', 'text'), 'one\ntwo');
    expect(lines).toEqual([[{types: ['plain'], content: 'one'}], [{types: ['plain'], content: 'two'}]]);
  });

  it('refuse code that is not the code they were made from, so the browser highlights it itself', () => {
    const encoded = tokenizeCode(SAMPLE, 'ts');
    expect(decodeTokens(encoded, SAMPLE.replace('hello', 'hi'))).toBeUndefined();
    expect(decodeTokens(encoded, `${SAMPLE}\n// one more line`)).toBeUndefined();
    expect(decodeTokens('keyword:x', 'const')).toBeUndefined();
  });

  it('round-trip tokens with several types and empty lines', () => {
    const lines = [[{types: ['plain'], content: '\n', empty: true}], [{types: ['template-string', 'string'], content: '`a`'}]];
    expect(decodeTokens(encodeTokens(lines), '\n`a`')).toEqual(lines);
  });
});

describe('remarkCodeTokens', () => {
  it('gives every fenced code block its tokens, in nested nodes too, with the extra languages loaded', () => {
    const bash: Code = {type: 'code', lang: 'bash', value: 'if [ -f x ]; then echo hi; fi'};
    // An MDX JSX element around the block: a node type that plain mdast does not list.
    const jsxElement = {type: 'mdxJsxFlowElement', children: [bash]} as unknown as RootContent;
    const tree: Root = {type: 'root', children: [jsxElement, {type: 'code', lang: null, value: 'plain'}]};
    remarkCodeTokens({additionalLanguages: ['bash']})(tree, {});

    const tokens = (bash as {data?: {hProperties?: {tokens?: string}}}).data?.hProperties?.tokens;
    expect(tokens).toMatch(/^keyword:2 /);
    expect(decodeTokens(tokens!, bash.value)?.flat().map((token) => token.content).join('')).toBe(bash.value);
    expect(tree.children[1]).toMatchObject({data: {hProperties: {tokens: 'plain:5'}}});
  });
});
