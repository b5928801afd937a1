// netlify.toml is the deploy: Netlify reads it on every push and pull request.
// It must parse, build the way README tells maintainers to, publish the folder
// that build writes, and keep deploy previews out of search engines.
import {readFileSync} from 'node:fs';

import {parse} from 'smol-toml';
import {describe, expect, it} from 'vitest';

const ROOT = new URL('../../', import.meta.url);
const readme = readFileSync(new URL('README.md', ROOT), 'utf8');
const netlify = parse(readFileSync(new URL('netlify.toml', ROOT), 'utf8')) as {
  build?: {command?: string; publish?: string; environment?: Record<string, string>};
  context?: Record<string, {environment?: Record<string, string>}>;
};

/** The value README's "Deploying" table gives for a setting (the code span of its row). */
function readmeSetting(name: string): string {
  const section = readme.split(/^## /m).find((part) => part.startsWith('Deploying\n'));
  if (!section) throw new Error('README.md has no "Deploying" section.');
  const row = section.split('\n').find((line) => line.startsWith(`| ${name} |`));
  const value = row?.match(/`([^`]+)`/)?.[1];
  if (value === undefined) throw new Error(`README.md's "Deploying" table has no row "${name}" with a value in code.`);
  return value;
}

describe('netlify.toml', () => {
  it('builds with the command README gives, which is the npm script that builds the site', () => {
    expect(netlify.build?.command).toBe(readmeSetting('Build command'));
    expect(readme).toContain(`npm ci && ${netlify.build?.command} && npm run serve`);
  });

  it("publishes the build's output folder", () => {
    expect(netlify.build?.publish).toBe(readmeSetting('Publish folder'));
    expect(netlify.build?.publish).toBe('build');
  });

  it('builds with a Node.js version package.json accepts', () => {
    const engines = (JSON.parse(readFileSync(new URL('package.json', ROOT), 'utf8')) as {engines: {node: string}})
      .engines.node;
    const minimumMajor = Number(engines.match(/>=(\d+)/)?.[1]);
    expect(Number(netlify.build?.environment?.NODE_VERSION)).toBeGreaterThanOrEqual(minimumMajor);
    expect(netlify.build?.environment?.NODE_VERSION).toBe(readmeSetting('Node.js'));
  });

  it('asks search engines not to index deploy previews and branch deploys, and lets them index production', () => {
    expect(netlify.context?.['deploy-preview']?.environment?.NO_INDEX).toBe('true');
    expect(netlify.context?.['branch-deploy']?.environment?.NO_INDEX).toBe('true');
    expect(netlify.build?.environment?.NO_INDEX).toBeUndefined();
    expect(netlify.context?.production?.environment?.NO_INDEX).toBeUndefined();
  });
});
