// netlify.toml is the deploy: Netlify reads it on every push and pull request.
// It must parse, build with the site's build script, publish the folder that
// script writes, run the Node.js line of .nvmrc, and keep previews out of search engines.
import {readFileSync} from 'node:fs';

import {parse} from 'smol-toml';
import {describe, expect, it} from 'vitest';

const ROOT = new URL('../../', import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('package.json', ROOT), 'utf8')) as {
  scripts: Record<string, string>;
  engines: {node: string};
};
const nvmrc = readFileSync(new URL('.nvmrc', ROOT), 'utf8').trim();
const netlify = parse(readFileSync(new URL('netlify.toml', ROOT), 'utf8')) as {
  build?: {command?: string; publish?: string; environment?: Record<string, string>};
  context?: Record<string, {environment?: Record<string, string>}>;
};

describe('netlify.toml', () => {
  it('builds with the npm script that builds the site', () => {
    expect(netlify.build?.command).toBe('npm run build');
    expect(manifest.scripts.build).toBe('docusaurus build');
  });

  it("publishes the build's output folder", () => {
    expect(netlify.build?.publish).toBe('build');
  });

  it('builds on the Node.js line of .nvmrc, which package.json accepts', () => {
    const minimumMajor = Number(/>=(\d+)/.exec(manifest.engines.node)?.[1]);
    expect(netlify.build?.environment?.NODE_VERSION).toBe(nvmrc.split('.')[0]);
    expect(Number(netlify.build?.environment?.NODE_VERSION)).toBeGreaterThanOrEqual(minimumMajor);
  });

  it('asks search engines not to index deploy previews and branch deploys, and lets them index production', () => {
    expect(netlify.context?.['deploy-preview']?.environment?.NO_INDEX).toBe('true');
    expect(netlify.context?.['branch-deploy']?.environment?.NO_INDEX).toBe('true');
    expect(netlify.build?.environment?.NO_INDEX).toBeUndefined();
    expect(netlify.context?.production?.environment?.NO_INDEX).toBeUndefined();
  });
});
