import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';

// The model runs at build time and inside a browser Web Worker, so it may not use Node,
// the DOM or Docusaurus.
const folder = join(import.meta.dirname, '../../../src/nadle-model');
const forbidden = [
  /from ['"]node:/,
  /from ['"](?:fs|path|os|url)['"]/,
  /\bprocess\./,
  /\bwindow\b/,
  /\bdocument\./,
  /@docusaurus|@theme|@site/,
  /\brequire\(/,
];

describe('the model has no Node, DOM or Docusaurus dependency', () => {
  const files = readdirSync(folder).filter((file) => file.endsWith('.ts'));

  it('has source files', () => {
    expect(files).toContain('index.ts');
  });

  it.each(files)('%s', (file) => {
    const source = readFileSync(join(folder, file), 'utf8');
    for (const pattern of forbidden) expect(source, `${file} matches ${pattern}`).not.toMatch(pattern);
  });
});
