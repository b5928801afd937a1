// Every browser test runs in the shared harness (tests/e2e/support/test.ts): it records
// what the page reports as broken and attaches it to a failure. A spec that takes
// Playwright's own `test` or `expect` loses that without anyone noticing, so this
// checks the imports of every spec file.
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

import {describe, expect, it} from 'vitest';

const E2E_DIR = path.join(__dirname, '..', 'e2e');

const specFiles = (readdirSync(E2E_DIR, {recursive: true}) as string[])
  .filter((file) => file.endsWith('.spec.ts'))
  .sort();

/** The values (not types) a file imports from '@playwright/test'. */
function playwrightValueImports(source: string): string[] {
  const names: string[] = [];
  for (const match of source.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'@playwright\/test'/g)) {
    if (match[1]) continue;
    for (const name of match[2].split(',').map((part) => part.trim())) {
      if (name && !name.startsWith('type ')) names.push(name);
    }
  }
  return names;
}

describe('browser test specs', () => {
  it('are found', () => {
    expect(specFiles.length).toBeGreaterThan(20);
  });

  it.each(specFiles)('%s takes test and expect from the shared harness', (file) => {
    expect(playwrightValueImports(readFileSync(path.join(E2E_DIR, file), 'utf8'))).toEqual([]);
  });
});
