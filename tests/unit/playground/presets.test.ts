// The playground's single-package preset is the project the Playground page has a reader
// create (docs/getting-started/playground.mdx), file for file and byte for byte, so that
// what the playground shows is what that reader's project does.
import {readFileSync} from 'node:fs';

import {describe, expect, it} from 'vitest';

import {PRESETS} from '../../../src/components/Playground/presets';
import {fencesOf, metaValue} from '../../nadle-recordings/corpus';

const PAGE = 'docs/getting-started/playground.mdx';

/** The code of the first fence of the page titled `title`. */
function fenceTitled(text: string, title: string): string {
  const fence = fencesOf(text).find((candidate) => metaValue(candidate.meta, 'title') === title);
  if (!fence) throw new Error(`${PAGE} has no fence titled ${title}`);
  return fence.code;
}

describe('the single-package preset', () => {
  const page = readFileSync(PAGE, 'utf8');

  it.each(['package.json', 'nadle.config.ts'])('has the Playground page’s %s', (file) => {
    expect(PRESETS.single.files[file]).toBe(fenceTitled(page, file));
  });
});
