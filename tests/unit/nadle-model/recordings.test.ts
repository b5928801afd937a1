// Holds the model of Nadle (src/nadle-model) to every recorded run of the real Nadle
// 0.5.1 in tests/nadle-recordings: stdout, stderr and the exit code, byte for byte after
// the recordings' normalisation. The cases the model does not reach yet are listed in
// tests/nadle-recordings/known-differences.json, each with its reason; the list may only
// shrink: a listed case that now matches fails until it is taken off the list.
import {readFileSync} from 'node:fs';
import path from 'node:path';

import {describe, expect, it} from 'vitest';

import {
  CORPUS_DIR,
  fencesOf,
  listProjects,
  metaValue,
  pageSample,
  pageSources,
  readRecordings,
  readSpec,
  SITE_DIR,
  type Recording,
} from '../../nadle-recordings/corpus';
import {caseKey, commandText, modelProject, runRecorded, type ModelRun} from '../../nadle-recordings/model-run';

interface KnownDifference {
  case: string;
  command: string;
  reason: string;
}

const known = JSON.parse(readFileSync(path.join(CORPUS_DIR, 'known-differences.json'), 'utf8')) as KnownDifference[];
const knownByCase = new Map(known.map((entry) => [entry.case, entry]));

/** The model's run in the recording's shape, or why it could not run. */
async function answer(
  recording: Recording,
  earlier: readonly Recording[],
  model: ReturnType<typeof modelProject>,
): Promise<ModelRun & {threw?: string}> {
  try {
    return await runRecorded(model, recording, earlier);
  } catch (error) {
    return {
      stdout: '',
      stderr: '',
      exitCode: null,
      threw: error instanceof Error ? (error.stack ?? error.message) : String(error),
    };
  }
}

const asRecorded = (recording: Recording) => ({
  stdout: recording.stdout.join('\n'),
  stderr: recording.stderr.join('\n'),
  exitCode: recording.exitCode,
});

const allCases = new Set<string>();

for (const name of listProjects()) {
  const recordings = readRecordings(name);
  if (!recordings) continue;
  describe(name, () => {
    const model = modelProject(name);
    recordings.commands.forEach((recording, index) => {
      const key = caseKey(name, index);
      allCases.add(key);
      const listed = knownByCase.get(key);
      it(`${key}: ${commandText(recording)}`, async () => {
        const run = await answer(recording, recordings.commands.slice(0, index), model);
        const actual = {stdout: run.stdout, stderr: run.stderr, exitCode: run.exitCode};
        const matches = !run.cannot && !run.threw && JSON.stringify(actual) === JSON.stringify(asRecorded(recording));
        if (listed) {
          expect(
            matches,
            `${key} now matches the recording: take it off tests/nadle-recordings/known-differences.json`,
          ).toBe(false);
          return;
        }
        expect(run.cannot ?? run.threw, `the model cannot run ${key}`).toBeUndefined();
        // A failure shows the difference stream by stream; a case the model cannot reach
        // yet goes on the known-differences list with its reason.
        expect(actual, `${key} (${commandText(recording)}) differs from what Nadle 0.5.1 printed`).toEqual(
          asRecorded(recording),
        );
      });
    });
  });
}

describe('known-differences.json', () => {
  it('lists only recorded cases, once each, each with a reason', () => {
    const keys = known.map((entry) => entry.case);
    expect(
      keys.filter((key) => !allCases.has(key)),
      'listed cases that are not recorded',
    ).toEqual([]);
    expect(
      keys.filter((key, index) => keys.indexOf(key) !== index),
      'cases listed twice',
    ).toEqual([]);
    expect(
      known.filter((entry) => !entry.reason?.trim()).map((entry) => entry.case),
      'entries without a reason',
    ).toEqual([]);
  });
});

describe('a page sample', () => {
  const spec = readSpec('page-executing-cycle');
  if (!spec.sample || !('page' in spec.sample)) throw new Error('page-executing-cycle records a page sample');
  const {page, nadle} = spec.sample;
  const text = readFileSync(path.join(SITE_DIR, page), 'utf8');

  it('is found by its commands wherever prose moves it', () => {
    const found = pageSample(page, nadle, text);
    expect(found.commands.length).toBeGreaterThan(0);
    expect(pageSample(page, nadle, `A paragraph added at the top.\n\n${text}`)).toEqual(found);
  });

  it('whose commands changed is not found, and the message lists the commands the page flags', () => {
    const changed = text.replace(`nadle="${nadle}"`, `nadle="${nadle} --parallel"`);
    expect(() => pageSample(page, nadle, changed)).toThrow(
      `${page} has no fence flagged with nadle="${nadle}" (its flagged fences: `,
    );
    expect(() => pageSample(page, nadle, changed)).toThrow(`nadle="${nadle} --parallel"`);
  });
});

describe('the flagged samples of the site', () => {
  it('each have a recorded test project, and each recorded page sample is still on its page', () => {
    const flagged = pageSources().flatMap((page) =>
      fencesOf(readFileSync(path.join(SITE_DIR, page), 'utf8')).flatMap((fence) => {
        const commands = metaValue(fence.meta, 'nadle');
        return commands === undefined ? [] : [`${page} nadle="${commands}"`];
      }),
    );
    const recorded = listProjects().flatMap((name) => {
      const {sample} = readSpec(name);
      return sample && 'page' in sample ? [`${sample.page} nadle="${sample.nadle}"`] : [];
    });
    expect(flagged.length).toBeGreaterThan(0);
    expect(
      flagged.filter((sample) => !recorded.includes(sample)),
      'flagged samples without a test project in tests/nadle-recordings (CONTRIBUTING.md, "Recordings")',
    ).toEqual([]);
    expect(
      recorded.filter((sample) => !flagged.includes(sample)),
      'test projects of samples no page flags',
    ).toEqual([]);
  });
});
