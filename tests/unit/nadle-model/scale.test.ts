import {describe, expect, it} from 'vitest';

import {NadleModelError, PlannerLimitError, projectGraph, runCommand} from '../../../src/nadle-model';
import {withinPlannerLimits} from '../../../src/nadle-model/errors';
import {projectOf, type NadleApi} from './fixtures';

// Large projects: the planner's walks keep their own stacks and do linear work, so a
// project of tens of thousands of tasks plans in well under a second. The generous
// time limits only catch a return to recursion or quadratic work, which took minutes
// here (or overflowed the stack) before.
const LARGE = 30_000;

const names = (prefix: string, count: number): string[] =>
  Array.from({length: count}, (_, index) => `${prefix}${index}`);

/** t0 ← t1 ← … : each task depends on the one before. */
const chain =
  (count: number) =>
  ({tasks}: NadleApi): void => {
    tasks.register('t0');
    for (let index = 1; index < count; index++) tasks.register(`t${index}`).config({dependsOn: [`t${index - 1}`]});
  };

const plan = (labels: readonly string[]): string =>
  ['Execution plan:', ...labels.map((label) => `> Task ${label}`)].join('\n');

describe('deep dependsOn chains', () => {
  it('plans a 5,000-deep chain, deepest dependency first', () => {
    const result = runCommand(projectOf({'.': chain(5_000)}), ['--dry-run', 't4999']);
    expect(result).toMatchObject({ok: true, unordered: []});
    expect(result.output).toBe(plan(names('t', 5_000)));
    expect(result.graph!.edges).toHaveLength(4_999);
    expect(result.graph!.edges[0]).toEqual({from: 'root:t4998', to: 'root:t4999', kind: 'dependsOn'});
  });

  // 0.5.1's dry run revisits each task once per level above it; the model skips the
  // revisits that change nothing, so the depth costs linear time (about 0.3 s here).
  // Far deeper chains overflow 0.5.1's own call stack.
  it(
    'plans a 10,000-deep chain',
    () => {
      expect(runCommand(projectOf({'.': chain(10_000)}), ['-m', 't9999']).plan).toEqual(names('t', 10_000));
    },
    LARGE,
  );

  it('names a 5,000-task loop in its cycle error, with its edges for drawing', () => {
    // The chain again, its first task waiting for its last.
    const closed = projectOf({
      '.': ({tasks}) => {
        tasks.register('t0').config({dependsOn: ['t4999']});
        for (let index = 1; index < 5_000; index++) tasks.register(`t${index}`).config({dependsOn: [`t${index - 1}`]});
      },
    });
    const result = runCommand(closed, ['-m', 't4999']);
    const loop = ['t4999', ...names('t', 4_999).reverse(), 't4999'];
    expect(result.error).toBe(
      `Cycle detected in task ${loop.map((label) => `root:${label}`).join(' → ')}. Please resolve the cycle before executing tasks.`,
    );
    expect(result.cycle!.path).toEqual(loop.map((label) => `root:${label}`));
    expect(result.cycle!.graph.edges).toHaveLength(5_000);
  });
});

describe('10,000-task projects', () => {
  it(
    'plans 10,000 tasks each depending on the one before',
    () => {
      const project = projectOf({'.': chain(10_000)});
      expect(runCommand(project, ['-m', 't9999']).output).toBe(plan(names('t', 10_000)));
      expect(runCommand(project, ['t9999', 't0']).plan).toEqual(names('t', 10_000));
      expect(projectGraph(project).edges).toHaveLength(9_999);
    },
    LARGE,
  );

  it(
    'plans 10,000 tasks one task depends on, their order left open',
    () => {
      const deps = names('dep', 10_000);
      const project = projectOf({
        '.': ({tasks}) => {
          for (const name of deps) tasks.register(name);
          tasks.register('all').config({dependsOn: deps});
        },
      });
      const result = runCommand(project, ['-m', 'all']);
      expect(result.output).toBe(plan([...deps, 'all']));
      expect(result.unordered).toEqual([deps]);
    },
    LARGE,
  );

  it(
    'lists 10,000 independent tasks, and runs them all with --parallel',
    () => {
      const all = names('t', 10_000);
      const project = projectOf({
        '.': ({tasks}) => {
          for (const [index, name] of all.entries())
            tasks.register(name).config({group: index % 2 === 0 ? 'even' : 'odd', description: `Task ${index}`});
        },
      });
      const list = runCommand(project, ['--list']).output.split('\n');
      expect(list).toHaveLength(2 * (2 + 5_000) + 1);
      expect(list.slice(0, 4)).toEqual(['Even tasks', '----------', 't0 - Task 0', 't10 - Task 10']);
      const parallel = runCommand(project, ['--parallel', '-m', ...all]);
      expect(parallel.plan).toEqual(all);
      expect(parallel.unordered).toEqual([all]);
    },
    LARGE,
  );

  it(
    'plans across 1,000 workspaces, a root task fanning out to each',
    () => {
      const folders = names('packages/p', 1_000);
      const project = projectOf({
        '.': ({tasks}) => void tasks.register('build'),
        ...Object.fromEntries(
          folders.map((folder) => [
            folder,
            ({tasks}: NadleApi) => void tasks.register('build').config({dependsOn: ['root:build']}),
          ]),
        ),
      });
      // Workspace order is by path: p0, p1, p10, p100, ...
      const fannedOut = [...folders].sort().map((folder) => `${folder.replace('/', ':')}:build`);
      expect(runCommand(project, ['-m', 'build']).plan).toEqual(['build', ...fannedOut]);
      expect(runCommand(project, ['--parallel', '-m', 'build'])).toMatchObject({
        plan: ['build', ...fannedOut],
        unordered: [fannedOut],
      });
    },
    LARGE,
  );

  it('draws deeply nested workspace folders as a tree', () => {
    const folders = Array.from({length: 300}, (_, index) => Array.from({length: index + 1}, () => 'a').join('/'));
    const project = projectOf(
      Object.fromEntries([['.', () => undefined], ...folders.map((folder) => [folder, () => undefined] as const)]),
    );
    const lines = runCommand(project, ['--list-workspaces']).output.split('\n');
    // Nadle draws `│   ` before every deeper line, under a last child too.
    expect(lines).toHaveLength(303);
    expect(lines.slice(0, 4)).toEqual(['Available workspaces:', '', 'Root workspace root', '└── Workspace a']);
    expect(lines[302]).toBe(`${'│   '.repeat(299)}└── Workspace ${folders[299].replaceAll('/', ':')}`);
  });
});

describe('open start order, found from the printed order', () => {
  it('joins tasks into one group through a task unordered with both, though the two are ordered', () => {
    // c waits for a; b waits for nothing; d waits for c and b. b is unordered with a
    // and with c, so a, b and c form one group although c waits for a.
    const project = projectOf({
      '.': ({tasks}) => {
        tasks.register('a');
        tasks.register('b');
        tasks.register('c').config({dependsOn: ['a']});
        tasks.register('d').config({dependsOn: ['c', 'b']});
      },
    });
    expect(runCommand(project, ['-m', 'd'])).toMatchObject({plan: ['a', 'b', 'c', 'd'], unordered: [['a', 'b', 'c']]});
  });

  it('splits groups where everything after waits for everything before', () => {
    const project = projectOf({
      '.': ({tasks}) => {
        tasks.register('a');
        tasks.register('b');
        tasks.register('mid').config({dependsOn: ['a', 'b']});
        tasks.register('c').config({dependsOn: ['mid']});
        tasks.register('d').config({dependsOn: ['mid']});
        tasks.register('top').config({dependsOn: ['c', 'd']});
      },
    });
    expect(runCommand(project, ['-m', 'top'])).toMatchObject({
      plan: ['a', 'b', 'mid', 'c', 'd', 'top'],
      unordered: [
        ['a', 'b'],
        ['c', 'd'],
      ],
    });
  });

  it('ends a group before a task that waits for all of it, partly through others', () => {
    // top waits for a directly and for b through c: everything before it, so it starts no group.
    const project = projectOf({
      '.': ({tasks}) => {
        tasks.register('a');
        tasks.register('b');
        tasks.register('c').config({dependsOn: ['b']});
        tasks.register('top').config({dependsOn: ['a', 'c']});
      },
    });
    expect(runCommand(project, ['-m', 'top'])).toMatchObject({
      plan: ['a', 'b', 'c', 'top'],
      unordered: [['a', 'b', 'c']],
    });
  });
});

describe("the planner's own limits", () => {
  it("reports an engine limit the planner hits as its own, not as the config's or Nadle's", () => {
    const thrown = (() => {
      try {
        withinPlannerLimits(() => {
          throw new RangeError('Invalid string length');
        });
      } catch (error) {
        return error;
      }
    })();
    expect(thrown).toBeInstanceOf(PlannerLimitError);
    expect(thrown).not.toBeInstanceOf(NadleModelError);
    expect((thrown as Error).cause).toBeUndefined();
    expect((thrown as Error).message).toMatch(
      /playground's planner \(RangeError: Invalid string length\)\. This is a limit of the playground, not a fault in the config/,
    );
  });

  it('lets every other error through unchanged', () => {
    const nadleError = new NadleModelError('Task x not found in y workspace.');
    expect(() =>
      withinPlannerLimits(() => {
        throw nadleError;
      }),
    ).toThrow(nadleError);
    expect(withinPlannerLimits(() => 42)).toBe(42);
  });
});
