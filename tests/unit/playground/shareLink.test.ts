// Reading a shared link, as the playground page does before anything runs: every kind
// of link it cannot use gives a reason, and a good one gives back exactly what was shared.
import {describe, expect, it} from 'vitest';

import {PRESETS} from '../../../src/components/Playground/presets';
import {
  encodeSharedState,
  MAX_FILES,
  readSharedLink,
  SHARE_HASH_PREFIX,
} from '../../../src/components/Playground/shareLink';
import {rawShareLink} from '../../e2e/support/playgroundAttacks';

async function reason(hash: string | Promise<string>): Promise<string> {
  const link = await readSharedLink(await hash);
  if (link.kind !== 'unreadable') throw new Error(`expected an unreadable link, got ${link.kind}`);
  return link.reason;
}

const files = PRESETS.single.files;

describe('readSharedLink', () => {
  it('gives back the files, preset and command that were shared', async () => {
    const hash = await encodeSharedState({
      preset: 'monorepo',
      files: PRESETS.monorepo.files,
      command: '--dry-run build',
    });
    const link = await readSharedLink(hash!);
    expect(link).toEqual({
      kind: 'state',
      state: {preset: 'monorepo', files: PRESETS.monorepo.files, command: '--dry-run build'},
    });
  });

  it('finds no playground in another fragment', async () => {
    expect(await readSharedLink('#installation')).toEqual({kind: 'none'});
    expect(await readSharedLink('')).toEqual({kind: 'none'});
  });

  it.each([
    ['%', /never holds/],
    ['%E0%A4%A', /never holds/],
    ['<script>', /never holds/],
    ['A', /cut short/],
    ['AAAA', /cut short|changed/],
  ])('refuses the changed or cut-off fragment %s', async (fragment, expected) => {
    expect(await reason(SHARE_HASH_PREFIX + fragment)).toMatch(expected);
  });

  it('refuses a link cut short', async () => {
    const hash = (await encodeSharedState({preset: 'single', files, command: 'hello'}))!;
    expect(await reason(hash.slice(0, hash.length - 20))).toMatch(/cut short|changed/);
  });

  it.each(['toString', 'constructor', '__proto__', 'hasOwnProperty', 'SINGLE', ''])(
    'refuses the preset name %j',
    async (preset) => {
      expect(await reason(rawShareLink({v: 1, preset, files, command: ''}))).toBe(
        'names an example project the playground does not have',
      );
    },
  );

  it('refuses a link with no files, too many, or files that are not text', async () => {
    expect(await reason(rawShareLink({v: 1, preset: 'single', files: {}, command: ''}))).toBe('holds no files');
    expect(await reason(rawShareLink({v: 1, preset: 'single', files: [], command: ''}))).toBe('holds no files');
    const many = Object.fromEntries(Array.from({length: MAX_FILES + 1}, (_, index) => [`f${index}.ts`, '']));
    expect(await reason(rawShareLink({v: 1, preset: 'single', files: many, command: ''}))).toMatch(/holds 101 files/);
    expect(await reason(rawShareLink({v: 1, preset: 'single', files: {'package.json': 42}, command: ''}))).toBe(
      'holds package.json, whose contents are not text',
    );
  });

  it.each(['../etc/passwd', '/abs.ts', 'a//b', './x', 'x\u0000y', 'x\ny', ''])(
    'refuses the file name %j',
    async (path) => {
      expect(await reason(rawShareLink({v: 1, preset: 'single', files: {[path]: 'x'}, command: ''}))).toMatch(
        /whose name the playground cannot use/,
      );
    },
  );

  it('keeps a file named like an Object method as a plain file', async () => {
    const link = await readSharedLink(
      await rawShareLink({v: 1, preset: 'single', files: {...files, constructor: 'a', __proto__x: 'b'}, command: ''}),
    );
    expect(link.kind).toBe('state');
    if (link.kind === 'state') expect(link.state.files.constructor).toBe('a');
  });

  it('refuses a zero bomb while inflating it, at 1 MB', async () => {
    const bomb = await rawShareLink({
      v: 1,
      preset: 'single',
      files: {'nadle.config.ts': '0'.repeat(20_000_000)},
      command: '',
    });
    expect(bomb.length).toBeLessThan(100_000);
    expect(await reason(bomb)).toBe('holds more than 1 MB of files, more than the playground takes');
  });

  it('refuses an over-long link before inflating it', async () => {
    expect(await reason(SHARE_HASH_PREFIX + 'A'.repeat(300_000))).toMatch(/is 300,000 characters long/);
  });

  it('refuses another version, a value that is not a playground, and a long command', async () => {
    expect(await reason(rawShareLink({v: 2, preset: 'single', files}))).toBe(
      'was made by another version of the playground',
    );
    expect(await reason(rawShareLink([1, 2]))).toBe('does not hold a playground');
    expect(await reason(rawShareLink({v: 1, preset: 'single', files, command: 'x'.repeat(2000)}))).toMatch(
      /a command of more than 1,000 characters/,
    );
    expect(await reason(rawShareLink({v: 1, preset: 'single', files, command: {}}))).toBe(
      'holds a command that is not text',
    );
  });

  it('will not make a link larger than it can read', async () => {
    expect(
      await encodeSharedState({preset: 'single', files: {'a.ts': 'x'.repeat(1_100_000)}, command: ''}),
    ).toBeUndefined();
  });
});
