// What the page takes from the playground's realm (realm/messages.ts), and the realm's
// bounds that hold outside a browser too: string concatenation charged against the
// allocation budget, and planner failures told apart from the config's.
import {describe, expect, it} from 'vitest';

import {PRESETS} from '../../../src/components/Playground/presets';
import {readOutcome, outcomeTooLarge, MAX_OUTPUT_CHARS} from '../../../src/components/Playground/realm/messages';
import {CHARGE_FUNCTION, STEP_FUNCTION, STEP_LIMIT} from '../../../src/components/Playground/realm/instrumentConfig';
import {planCommand} from '../../../src/components/Playground/worker/plan';

const withConfig = (config: string) => ({...PRESETS.single.files, 'nadle.config.ts': config});
/** What a result carries for the terminal view, valid, so that each refused case fails on its own field. */
const TERMINAL = {stdout: '', stderr: '', exitCode: 0, complete: true};

describe('readOutcome', () => {
  it('takes a real answer of the planner as it is', () => {
    const outcome = planCommand({files: PRESETS.monorepo.files, argv: ['--dry-run', 'web:build']});
    expect(outcome.kind).toBe('result');
    const read = readOutcome(outcome);
    expect('outcome' in read && read.outcome.kind === 'result' && read.outcome.result.output).toBe(
      outcome.kind === 'result' && outcome.result.output,
    );
    expect('outcome' in read && read.outcome.kind === 'result' && read.outcome.result.graph).toEqual(
      outcome.kind === 'result' && outcome.result.graph,
    );
    const shown = 'outcome' in read && read.outcome.kind === 'result' ? read.outcome.result : undefined;
    const planned = outcome.kind === 'result' ? outcome.result : undefined;
    expect(shown && [shown.stdout, shown.stderr, shown.exitCode, shown.complete]).toEqual(
      planned && [planned.stdout, planned.stderr, planned.exitCode, planned.complete],
    );
    expect(shown?.stdout).toContain('Execution plan:');
  });

  it('takes the loop of a cycle error, which the playground draws', () => {
    const config = [
      'import { tasks } from "nadle";',
      'tasks.register("a").config({ dependsOn: ["b"] });',
      'tasks.register("b").config({ dependsOn: ["a"] });',
      '',
    ].join('\n');
    const outcome = planCommand({files: withConfig(config), argv: ['--dry-run', 'a']});
    const planned = outcome.kind === 'result' ? outcome.result : undefined;
    expect(planned?.cycle?.path).toEqual(['root:a', 'root:b', 'root:a']);
    const read = readOutcome(outcome);
    expect('outcome' in read && read.outcome.kind === 'result' && read.outcome.result.cycle).toEqual(planned?.cycle);
    // A malformed loop is refused like a malformed graph.
    const broken = {...outcome, result: {...planned, cycle: {graph: planned?.cycle?.graph, path: 'root:a'}}};
    expect(readOutcome(broken)).toHaveProperty('malformed');
  });

  it.each([
    ['a number', 5],
    ['no kind', {}],
    ['an unknown kind', {kind: 'render-html'}],
    [
      'tasks that are a number',
      {
        kind: 'result',
        taskCount: 1,
        result: {...TERMINAL, ok: true, output: '', graph: {workspaces: [], tasks: 5, edges: []}},
      },
    ],
    ['an object as output', {kind: 'result', taskCount: 1, result: {...TERMINAL, ok: true, output: {toString: 1}}}],
    ['ok that is not true or false', {kind: 'result', taskCount: 1, result: {...TERMINAL, ok: 'yes', output: ''}}],
    ['a negative task count', {kind: 'result', taskCount: -1, result: {...TERMINAL, ok: true, output: ''}}],
    ['stdout that is not text', {kind: 'result', taskCount: 1, result: {...TERMINAL, stdout: 1, ok: true, output: ''}}],
    ['an exit code of 1.5', {kind: 'result', taskCount: 1, result: {...TERMINAL, exitCode: 1.5, ok: true, output: ''}}],
    [
      'no word on completeness',
      {kind: 'result', taskCount: 1, result: {...TERMINAL, complete: 1, ok: true, output: ''}},
    ],
    [
      'an edge of an unknown kind',
      {
        kind: 'result',
        taskCount: 1,
        result: {
          ...TERMINAL,
          ok: true,
          output: '',
          graph: {workspaces: [], tasks: [], edges: [{from: 'a', to: 'b', kind: 'x'}]},
        },
      },
    ],
    ['an unknown fidelity', {kind: 'nadle-error', message: 'm', fidelity: 'guess'}],
    [
      'an over-long output',
      {kind: 'result', taskCount: 1, result: {...TERMINAL, ok: true, output: 'x'.repeat(MAX_OUTPUT_CHARS + 1)}},
    ],
    [
      'an over-long stderr',
      {
        kind: 'result',
        taskCount: 1,
        result: {...TERMINAL, stderr: 'x'.repeat(MAX_OUTPUT_CHARS + 1), ok: true, output: ''},
      },
    ],
    ['an over-long file name', {kind: 'file-error', file: 'f'.repeat(501), message: 'm'}],
  ])('refuses %s with a reason', (_name, value) => {
    const read = readOutcome(value);
    expect(read).toHaveProperty('malformed');
    expect((read as {malformed: string}).malformed.length).toBeGreaterThan(5);
  });

  it('copies only the fields it knows', () => {
    const read = readOutcome({
      kind: 'file-error',
      file: 'nadle.config.ts',
      message: 'm',
      __proto__: {polluted: true},
      extra: '<b>',
    });
    expect(read).toEqual({outcome: {kind: 'file-error', file: 'nadle.config.ts', message: 'm'}});
  });

  it('replaces a result too large to show, in the realm', () => {
    const large = outcomeTooLarge({
      kind: 'result',
      taskCount: 0,
      result: {
        output: 'x'.repeat(MAX_OUTPUT_CHARS + 1),
        stdout: '',
        stderr: '',
        exitCode: 0,
        complete: true,
        ok: true,
        action: {kind: 'run'} as never,
      },
    });
    expect(large?.kind).toBe('planner-error');
    const loud = outcomeTooLarge({
      kind: 'result',
      taskCount: 0,
      result: {
        output: '',
        stdout: 'x'.repeat(MAX_OUTPUT_CHARS + 1),
        stderr: '',
        exitCode: 0,
        complete: true,
        ok: true,
        action: 'dry-run',
      },
    });
    expect(loud?.kind).toBe('planner-error');
  });
});

describe('the allocation budget of a config', () => {
  it('stops a string doubled by concatenation before it is half a gigabyte', () => {
    const outcome = planCommand({
      files: withConfig(
        'import { tasks } from "nadle";\nlet s = "x";\nfor (let i = 0; i < 40; i++) s += s;\ntasks.register("hello");\n',
      ),
      argv: ['--list'],
    });
    expect(outcome).toMatchObject({kind: 'file-error', file: 'nadle.config.ts'});
    expect(outcome.kind === 'file-error' && outcome.message).toMatch(
      /^RangeError: This config asks for \d+ MB: more memory than the playground allows a config \(256 MB in all\)\.$/,
    );
  });

  it('charges template literals and a + b too, and a new plan starts a new budget', () => {
    for (const grow of ['s = `${s}${s}`', 's = s + s']) {
      const outcome = planCommand({
        files: withConfig(`let s = "x";\nfor (let i = 0; i < 40; i++) ${grow};\n`),
        argv: ['--list'],
      });
      expect(outcome.kind === 'file-error' && outcome.message, grow).toContain(
        'more memory than the playground allows',
      );
    }
    expect(
      planCommand({files: withConfig('import { tasks } from "nadle";\ntasks.register("a" + "b");\n'), argv: ['--list']})
        .kind,
    ).toBe('result');
  });

  it('keeps its names for itself', () => {
    for (const name of [CHARGE_FUNCTION, STEP_FUNCTION]) {
      const outcome = planCommand({files: withConfig(`const ${name} = (x: unknown) => x;\n`), argv: ['--list']});
      expect(outcome).toMatchObject({
        kind: 'file-error',
        message: expect.stringContaining('a name the playground keeps for itself') as string,
      });
    }
  });
});

describe('the step limit of a config', () => {
  it.each([
    ['a while loop', 'while (true) {}'],
    ['an empty for', 'for (;;);'],
    ['a do-while with continue', 'let i = 0; do { i++; continue; } while (true);'],
    ['a for-of over an endless generator', 'function* forever() { for (;;) yield 1; } for (const _ of forever()) {}'],
    ['recursion in small steps', 'const f = (n: number): number => n + 1; let n = 0; for (let i = 0; ; i++) n = f(n);'],
  ])('stops %s as an endless loop', {timeout: 30_000}, (_name, code) => {
    const outcome = planCommand({files: withConfig(`import { tasks } from "nadle";\n${code}\n`), argv: ['--list']});
    expect(outcome).toMatchObject({kind: 'file-error', file: 'nadle.config.ts'});
    expect(outcome.kind === 'file-error' && outcome.message).toContain(
      `more than ${STEP_LIMIT.toLocaleString('en-US')} loop turns and function calls`,
    );
  });

  it('stops an endless loop in a function Nadle calls while planning, and blames the config', () => {
    const outcome = planCommand({
      files: withConfig('import { tasks } from "nadle";\ntasks.register("a").config(() => { while (true) {} });\n'),
      argv: ['--dry-run', 'a'],
    });
    expect(outcome.kind).toBe('file-error');
    expect(outcome.kind === 'file-error' && outcome.message).toContain('is there an endless loop?');
  });

  it('lets 10,000 tasks registered in a loop, each with a config function, through', () => {
    const outcome = planCommand({
      files: withConfig(
        'import { tasks } from "nadle";\nfor (let i = 0; i < 10000; i++) {\n  const before = i ? ["t" + (i - 1)] : [];\n  tasks.register("t" + i).config(() => ({ dependsOn: before }));\n}\n',
      ),
      argv: ['--dry-run', 't9999'],
    });
    expect(outcome.kind === 'result' && outcome.result.plan?.length).toBe(10_000);
    // Interpreting 10,000 config functions takes a few seconds on a loaded two-core machine.
  }, 30_000);

  it('leaves a deep chain of 5,000 to the planner, which plans it', () => {
    const outcome = planCommand({
      files: withConfig(
        'import { tasks } from "nadle";\nfor (let i = 0; i < 5000; i++) tasks.register("t" + i).config({ dependsOn: i ? ["t" + (i - 1)] : [] });\n',
      ),
      argv: ['--dry-run', 't4999'],
    });
    expect(outcome.kind === 'result' && outcome.result.plan?.at(-1)).toBe('t4999');
  });
});
