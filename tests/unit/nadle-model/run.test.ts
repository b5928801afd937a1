import {describe, expect, it} from 'vitest';

import {projectGraph, runCommand, withCwd} from '../../../src/nadle-model';
import {emptyTasks, projectOf} from './fixtures';

const threePackages = projectOf({
  '.': emptyTasks('build'),
  'packages/one': emptyTasks('build'),
  'packages/two': emptyTasks('build', 'test'),
  'packages/three': emptyTasks('build'),
});

describe('root fan-out', () => {
  it('runs the root task, then the same-named task of every workspace in workspace order', () => {
    const result = runCommand(threePackages, ['--dry-run', 'build']);
    expect(result).toMatchObject({ok: true, action: 'dry-run', unordered: []});
    expect(result.output).toBe(
      [
        'Execution plan:',
        '> Task build',
        '> Task packages:one:build',
        '> Task packages:three:build',
        '> Task packages:two:build',
      ].join('\n'),
    );
    expect(result.graph!.edges).toEqual([
      {from: 'root:build', to: 'packages:one:build', kind: 'fanOut'},
      {from: 'root:build', to: 'packages:three:build', kind: 'fanOut'},
      {from: 'root:build', to: 'packages:two:build', kind: 'fanOut'},
    ]);
    expect(result.graph!.tasks.map((task) => [task.id, task.requested])).toEqual([
      ['root:build', true],
      ['packages:one:build', false],
      ['packages:three:build', false],
      ['packages:two:build', false],
    ]);
  });

  it('keeps a workspace task named on the command line in its own place', () => {
    const result = runCommand(threePackages, ['--dry-run', 'packages:two:build', 'build']);
    expect(result.output).toBe(
      [
        'Execution plan:',
        '> Task packages:two:build',
        '> Task build',
        '> Task packages:one:build',
        '> Task packages:three:build',
      ].join('\n'),
    );
  });

  it('fans out from root:build named from a workspace folder, but never from a workspace task', () => {
    const fromOne = projectOf(
      {'.': emptyTasks('build'), 'packages/one': emptyTasks('build'), 'packages/two': emptyTasks('build')},
      {cwd: 'packages/one'},
    );
    expect(runCommand(fromOne, ['-m', 'root:build']).plan).toEqual([
      'build',
      'packages:one:build',
      'packages:two:build',
    ]);
    expect(runCommand(fromOne, ['-m', 'build']).plan).toEqual(['packages:one:build']);
  });

  it('runs each task once even when a dependency of an earlier one', () => {
    const project = projectOf({
      '.': ({tasks}) => tasks.register('build').config({dependsOn: ['packages:two:build']}),
      'packages/one': emptyTasks('build'),
      'packages/two': emptyTasks('build'),
    });
    expect(runCommand(project, ['-m', 'build', 'build']).plan).toEqual([
      'packages:two:build',
      'build',
      'packages:one:build',
    ]);
  });
});

describe('resolving task names typed on the command line', () => {
  const services = projectOf({
    '.': emptyTasks('build'),
    backend: emptyTasks('build', 'test'),
    frontend: emptyTasks('build'),
  });

  it('corrects a typo and prints the Resolved tasks block before the plan', () => {
    const result = runCommand(threePackages, ['--dry-run', 'biuld']);
    expect(result.output.split('\n').slice(0, 3)).toEqual(['Resolved tasks:', '    biuld  → root:build', '']);
    // A run prints the block too, before its first task starts (recorded: preset-monorepo, `nadle web:biuld`).
    expect(runCommand(threePackages, ['biuld'])).toMatchObject({
      ok: true,
      complete: false,
      output: 'Resolved tasks:\n    biuld  → root:build',
    });
  });

  it('corrects the workspace part and the task part at once', () => {
    const result = runCommand(services, ['--dry-run', 'backe:biuld']);
    expect(result.output).toBe(
      ['Resolved tasks:', '    backe:biuld  → backend:build', '', 'Execution plan:', '> Task backend:build'].join('\n'),
    );
    expect(runCommand(services, ['-m', 'fronte:build']).output.split('\n')[1]).toBe(
      '    fronte:build  → frontend:build',
    );
  });

  it('lists only the inputs that were corrected', () => {
    const result = runCommand(services, ['-m', 'backend:test', 'backe:build']);
    expect(result.output.split('\n').slice(0, 2)).toEqual(['Resolved tasks:', '    backe:build  → backend:build']);
    expect(runCommand(services, ['-m', 'backend:test']).output).toBe('Execution plan:\n> Task backend:test');
  });

  it('expands abbreviations and corrects typos: b, ct, hell, cop', () => {
    const project = projectOf({
      '.': emptyTasks('build', 'test', 'compileTs', 'compileJs', 'compileCss', 'hello', 'goodbye', 'copy'),
    });
    const resolved = (input: string): string => runCommand(project, ['-m', input]).output.split('\n')[1];
    expect(resolved('b')).toBe('    b  → root:build');
    expect(resolved('ct')).toBe('    ct  → root:compileTs');
    expect(resolved('hell')).toBe('    hell  → root:hello');
    expect(resolved('cop')).toBe('    cop  → root:copy');
  });

  it('stops on a name found in neither the workspace nor the root, suggesting nothing from the root', () => {
    const project = projectOf(
      {'.': emptyTasks('build', 'compileCss', 'compileTs', 'compileJs'), 'packages/one': emptyTasks('test')},
      {cwd: 'packages/one'},
    );
    const result = runCommand(project, ['compile']);
    expect(result).toMatchObject({ok: false, action: 'execute'});
    expect(result.error).toBe('Task compile not found in packages:one nor root workspace. ');
    expect(result.output.split('\n')[0]).toBe(result.error);
  });

  it('says a name is found in neither the current workspace nor the root, without suggestions when nothing is close', () => {
    const project = projectOf({'.': emptyTasks('build'), 'packages/one': emptyTasks('test')}, {cwd: 'packages/one'});
    expect(runCommand(project, ['unknown']).error).toBe('Task unknown not found in packages:one nor root workspace. ');
  });

  it('falls back to the root, with the full cascade there, and reports the redirect', () => {
    const project = projectOf(
      {'.': emptyTasks('build', 'check'), 'packages/one': emptyTasks('test')},
      {cwd: 'packages/one'},
    );
    expect(runCommand(project, ['-m', 'check']).output).toBe(
      'Resolved tasks:\n    check  → root:check\n\nExecution plan:\n> Task check',
    );
    expect(runCommand(project, ['-m', 'chekc']).output.split('\n')[1]).toBe('    chekc  → root:check');
    expect(runCommand(project, ['-m', 'tset']).output.split('\n')[1]).toBe('    tset  → packages:one:test');
  });

  it('suggests the closest names of the root, from the root', () => {
    const project = projectOf({'.': emptyTasks('compileTs', 'compileJs', 'compileCss')});
    const result = runCommand(project, ['compile']);
    expect(result.error).toBe(
      'Task compile not found in root workspace. Did you mean compileTs, compileJs, or compileCss?',
    );
    expect(result.notes).toEqual([]);
  });

  it('suggests workspaces for an unknown workspace part', () => {
    const project = projectOf({
      '.': emptyTasks('build'),
      'common/api': emptyTasks('build'),
      'common/utils': emptyTasks('build'),
    });
    expect(runCommand(project, ['common:u:build']).error).toBe(
      'Workspace common:u not found. Did you mean common:api?',
    );
    expect(runCommand(project, ['unknown:build'])).toMatchObject({ok: false, error: 'Workspace unknown not found. '});
    expect(runCommand(project, ['unknown:build']).stderr.split('\n').slice(0, 2)).toEqual([
      '',
      ' ERROR  Workspace unknown not found. ',
    ]);
  });

  it('accepts an alias as workspace part, and root: for the root', () => {
    const project = projectOf({
      '.': ({configure, tasks}) => {
        configure({alias: {'packages/two': 'two'}});
        tasks.register('build');
      },
      'packages/two': emptyTasks('check'),
    });
    expect(runCommand(project, ['-m', 'two:check', 'root:build']).output).toBe(
      'Resolved tasks:\n    two:check  → packages:two:check\n\nExecution plan:\n> Task two:check\n> Task build',
    );
    expect(runCommand(project, ['-m', 'packages:two:check']).plan).toEqual(['two:check']);
  });
});

describe('dependsOn', () => {
  it('runs dependencies first, in declaration order, and says their order is open', () => {
    const project = projectOf({
      '.': ({tasks}) => {
        tasks.register('lint');
        tasks.register('test');
        tasks.register('build').config({dependsOn: ['lint', 'test']});
      },
    });
    const result = runCommand(project, ['--dry-run', 'build']);
    expect(result.output).toBe('Execution plan:\n> Task lint\n> Task test\n> Task build');
    expect(result.unordered).toEqual([['lint', 'test']]);
    expect(result.notes).toContain(
      'Nadle does not fix the order in which lint and test start, beyond each waiting for its own dependencies.',
    );
    expect(result.graph!.edges).toEqual(
      [
        {from: 'lint', to: 'build', kind: 'dependsOn'},
        {from: 'test', to: 'build', kind: 'dependsOn'},
      ].map((edge) => ({...edge, from: `root:${edge.from}`, to: `root:${edge.to}`})),
    );
  });

  it('prints a deeper dependency as soon as it may start', () => {
    const project = projectOf({
      '.': ({tasks}) => {
        tasks.register('compile');
        tasks.register('lint');
        tasks.register('test').config({dependsOn: 'compile'});
        tasks.register('build').config({dependsOn: ['test', 'lint']});
      },
    });
    const result = runCommand(project, ['-m', 'build']);
    expect(result.plan).toEqual(['compile', 'lint', 'test', 'build']);
    expect(result.unordered).toEqual([['compile', 'lint', 'test']]);
  });

  it('resolves prefixed names by workspace ID or alias', () => {
    const project = projectOf({
      '.': ({configure, tasks}) => {
        configure({alias: {'packages/two': 'two'}});
        tasks.register('setup');
      },
      'packages/one': ({tasks}) =>
        tasks.register('build').config({dependsOn: ['two:check', 'root:setup', 'packages:two:build']}),
      'packages/two': emptyTasks('check', 'build'),
    });
    expect(runCommand(project, ['-m', 'packages:one:build']).plan).toEqual([
      'two:check',
      'setup',
      'two:build',
      'packages:one:build',
    ]);
  });

  it('never corrects a typo', () => {
    const project = projectOf({
      '.': emptyTasks('build'),
      'packages/one': ({tasks}) => {
        tasks.register('build');
        tasks.register('test').config({dependsOn: 'buidl'});
      },
    });
    expect(runCommand(project, ['packages:one:test']).error).toBe('Task buidl not found in packages:one workspace.');
  });

  it('names an empty workspace label for a missing root dependency, shown only with --stacktrace', () => {
    const project = projectOf({
      '.': ({tasks}) => {
        tasks.register('build');
        tasks.register('test').config({dependsOn: 'buidl'});
      },
    });
    expect(runCommand(project, ['test'])).toMatchObject({
      ok: false,
      error: 'Task buidl not found in  workspace.',
      output: '',
    });
  });

  it('never falls back to the root', () => {
    const project = projectOf({
      '.': emptyTasks('setup'),
      'packages/one': ({tasks}) => tasks.register('build').config({dependsOn: 'setup'}),
    });
    expect(runCommand(project, ['packages:one:build']).error).toBe('Task setup not found in packages:one workspace.');
  });

  it('lists the available workspaces for an unknown one', () => {
    const project = projectOf({
      '.': emptyTasks('build'),
      'packages/one': ({tasks}) => tasks.register('build').config({dependsOn: 'common:build'}),
      'packages/two': emptyTasks('build'),
    });
    expect(runCommand(project, ['packages:one:build']).error).toBe(
      'Workspace common not found. Available workspaces: root, packages:one, packages:two.',
    );
  });

  it('detects a cycle before anything runs', () => {
    const project = projectOf({
      '.': ({tasks}) => {
        tasks.register('a').config({dependsOn: 'b'});
        tasks.register('b').config({dependsOn: 'a'});
        tasks.register('self').config({dependsOn: ['self']});
      },
    });
    expect(runCommand(project, ['a'])).toMatchObject({
      ok: false,
      error: 'Cycle detected in task root:a → root:b → root:a. Please resolve the cycle before executing tasks.',
    });
    expect(runCommand(project, ['--dry-run', 'b']).error).toBe(
      'Cycle detected in task root:b → root:a → root:b. Please resolve the cycle before executing tasks.',
    );
    expect(runCommand(project, ['self']).error).toBe(
      'Cycle detected in task root:self → root:self. Please resolve the cycle before executing tasks.',
    );
  });

  it('gives the loop of a cycle error for drawing: its tasks, their dependsOn edges and the path in the order of the message', () => {
    const project = projectOf({
      '.': ({tasks}) => {
        tasks.register('lint');
        tasks.register('a').config({dependsOn: ['lint', 'b']});
        tasks.register('b').config({dependsOn: ['c', 'a']});
        tasks.register('c').config({dependsOn: ['a']});
        tasks.register('self').config({dependsOn: ['self']});
      },
    });
    const result = runCommand(project, ['--dry-run', 'a']);
    expect(result.error).toBe(
      'Cycle detected in task root:a → root:b → root:c → root:a. Please resolve the cycle before executing tasks.',
    );
    expect(result.graph).toBeUndefined();
    // lint is outside the loop.
    expect(result.cycle?.path).toEqual(['root:a', 'root:b', 'root:c', 'root:a']);
    expect(result.cycle?.graph.tasks.map((task) => [task.label, task.requested])).toEqual([
      ['a', true],
      ['b', false],
      ['c', false],
    ]);
    expect(result.cycle?.graph.edges).toEqual([
      {from: 'root:b', to: 'root:a', kind: 'dependsOn'},
      {from: 'root:c', to: 'root:b', kind: 'dependsOn'},
      {from: 'root:a', to: 'root:b', kind: 'dependsOn'},
      {from: 'root:a', to: 'root:c', kind: 'dependsOn'},
    ]);
    expect(runCommand(project, ['self']).cycle).toMatchObject({
      path: ['root:self', 'root:self'],
      graph: {edges: [{from: 'root:self', to: 'root:self'}]},
    });
    expect(runCommand(project, ['lint']).cycle).toBeUndefined();
    // An entry that names no task stops the analysis, before any cycle is looked for.
    const missing = projectOf({
      '.': ({tasks}) => {
        tasks.register('a').config({dependsOn: ['b']});
        tasks.register('b').config({dependsOn: ['a', 'missing']});
      },
    });
    const stopped = runCommand(missing, ['--dry-run', 'a']);
    expect(stopped.error).toBe('Task missing not found in  workspace.');
    expect(stopped.cycle).toBeUndefined();
  });
});

describe('sequential and parallel runs', () => {
  const project = projectOf({'.': emptyTasks('slow', 'fast', 'test', 'compile')});

  it('handles the listed tasks one after the other, in the given order', () => {
    expect(runCommand(project, ['--dry-run', 'slow', 'fast'])).toMatchObject({
      output: 'Execution plan:\n> Task slow\n> Task fast',
      unordered: [],
    });
    expect(runCommand(project, ['--dry-run', 'test', 'compile']).output).toBe(
      'Execution plan:\n> Task test\n> Task compile',
    );
  });

  it('with --parallel, leaves the start order of independent listed tasks open', () => {
    const result = runCommand(project, ['--dry-run', 'slow', 'fast', '--parallel']);
    expect(result.output).toBe('Execution plan:\n> Task slow\n> Task fast');
    expect(result.unordered).toEqual([['slow', 'fast']]);
    expect(result.notes!.some((note) => note.includes('slow and fast'))).toBe(true);
  });

  it('with --parallel, starts a later task before an earlier one that must wait', () => {
    const chained = projectOf({
      '.': ({tasks}) => {
        tasks.register('compile');
        tasks.register('build').config({dependsOn: 'compile'});
        tasks.register('lint');
      },
    });
    expect(runCommand(chained, ['-m', 'build', 'lint']).plan).toEqual(['compile', 'build', 'lint']);
    const parallel = runCommand(chained, ['-m', 'build', 'lint', '--parallel']);
    expect(parallel.plan).toEqual(['compile', 'lint', 'build']);
    expect(parallel.unordered).toEqual([['compile', 'lint', 'build']]);
  });
});

describe('--exclude', () => {
  const project = projectOf({
    '.': ({tasks}) => {
      tasks.register('lint');
      tasks.register('test');
      tasks.register('build').config({dependsOn: ['lint', 'test']});
    },
  });

  it('removes a dependency; the dependent runs without it', () => {
    const result = runCommand(project, ['--dry-run', 'build', '--exclude', 'test']);
    expect(result.output).toBe('Execution plan:\n> Task lint\n> Task build');
    expect(result.graph!.tasks.find((task) => task.id === 'root:test')).toMatchObject({excluded: true});
  });

  it('takes repeated and comma-separated values, trimmed, corrected like task names', () => {
    expect(runCommand(project, ['-m', 'build', '-x', ' lint , ', '--exclude=tset']).plan).toEqual(['build']);
    expect(runCommand(project, ['-m', 'build', '-x', 'lint,test']).plan).toEqual(['build']);
  });

  it('keeps an excluded workspace task of a root fan-out: exclusions only cut dependencies', () => {
    const result = runCommand(threePackages, ['--dry-run', 'build', '--exclude', 'packages:three:build']);
    expect(result.output).toBe(
      'Execution plan:\n> Task build\n> Task packages:one:build\n> Task packages:three:build\n> Task packages:two:build',
    );
  });

  it('stops on an --exclude value that names no task', () => {
    expect(runCommand(project, ['-m', 'build', '-x', 'nothing:lint']).error).toBe('Workspace nothing not found. ');
  });
});

describe('handlers', () => {
  it('runs the first matching handler only', () => {
    expect(runCommand(threePackages, ['--clean-cache', 'build']).action).toBe('clean-cache');
    expect(runCommand(threePackages, ['--dry-run', '--list', 'build']).action).toBe('list');
    expect(runCommand(threePackages, ['--list-workspaces', '--clean-cache']).action).toBe('list-workspaces');
    expect(runCommand(threePackages, ['--show-config', '-m', 'build']).action).toBe('dry-run');
    expect(runCommand(threePackages, ['--show-config', 'build']).action).toBe('show-config');
    expect(runCommand(threePackages, ['build']).action).toBe('execute');
    expect(runCommand(threePackages, []).action).toBe('interactive');
    expect(runCommand(threePackages, ['-v'])).toMatchObject({action: 'version', output: '0.5.1'});
  });

  it('prints the hint for a dry run without tasks', () => {
    expect(runCommand(threePackages, ['--dry-run'])).toMatchObject({
      ok: true,
      output:
        'No tasks were specified. Please specify one or more tasks to execute, or use the --list option to view available tasks.',
    });
  });

  it('stops on a bad worker count with Nadle message', () => {
    const result = runCommand(threePackages, ['build', '--max-workers', 'lots']);
    expect(result).toMatchObject({
      ok: false,
      exitCode: 1,
      error: 'Invalid value for --max-workers. Expect to be an integer or a percentage (e.g., 50%). Got: lots',
    });
    // Like every error of the command line, after the help text.
    expect(result.output.split('\n')[0]).toBe('nadle [tasks...]');
    expect(result.output.split('\n').at(-1)).toBe(result.error);
  });

  it('reads an option in camel case, as Nadle does', () => {
    expect(runCommand(threePackages, ['--dryRun', 'build'])).toMatchObject({
      ok: true,
      plan: ['build', 'packages:one:build', 'packages:three:build', 'packages:two:build'],
    });
  });

  it('stops on an unknown option with the help text and the name of the option', () => {
    const result = runCommand(threePackages, ['build', '--watch']);
    expect(result).toMatchObject({ok: false, exitCode: 1, error: 'Unknown argument: watch'});
    expect(result.output.split('\n')[0]).toBe('nadle [tasks...]');
    expect(result.output.split('\n').at(-1)).toBe('Unknown argument: watch');
  });
});

describe('running from another folder', () => {
  it('resolves names in the workspace of the folder', () => {
    const project = projectOf({'.': emptyTasks('build'), 'packages/one': emptyTasks('build')});
    expect(runCommand(project, ['-m', 'build']).plan).toEqual(['build', 'packages:one:build']);
    expect(runCommand(withCwd(project, 'packages/one/src'), ['-m', 'build']).plan).toEqual(['packages:one:build']);
    expect(withCwd(project, 'packages/one').currentWorkspace.id).toBe('packages:one');
    expect(() => withCwd(project, '../elsewhere')).toThrow('cwd "../elsewhere" lies outside the project root.');
  });
});

describe('projectGraph', () => {
  it('draws every task with its dependencies, once per pair', () => {
    const project = projectOf({
      '.': ({tasks}) => {
        tasks.register('lint');
        tasks.register('build').config({dependsOn: ['lint', 'lint', 'packages:one:build']});
      },
      'packages/one': emptyTasks('build'),
    });
    expect(projectGraph(project)).toEqual({
      workspaces: [
        {id: 'root', label: '', relativePath: '.'},
        {id: 'packages:one', label: 'packages:one', relativePath: 'packages/one'},
      ],
      tasks: [
        {id: 'root:lint', label: 'lint', workspaceId: 'root', name: 'lint', requested: false},
        {id: 'root:build', label: 'build', workspaceId: 'root', name: 'build', requested: false},
        {
          id: 'packages:one:build',
          label: 'packages:one:build',
          workspaceId: 'packages:one',
          name: 'build',
          requested: false,
        },
      ],
      edges: [
        {from: 'root:lint', to: 'root:build', kind: 'dependsOn'},
        {from: 'packages:one:build', to: 'root:build', kind: 'dependsOn'},
      ],
    });
  });
});

describe('a prefixed dependsOn entry whose workspace lacks the task', () => {
  it('is named with that workspace', () => {
    const project = projectOf({
      '.': ({tasks}) => tasks.register('build').config({dependsOn: 'packages:two:lint'}),
      'packages/two': emptyTasks('build'),
    });
    expect(runCommand(project, ['build']).error).toBe('Task lint not found in packages:two workspace.');
  });
});

describe('results cross a thread boundary', () => {
  it('are plain data a Web Worker can post', () => {
    for (const argv of [['--dry-run', 'biuld', '--parallel'], ['--list'], ['nothing'], ['--watch']]) {
      const result = runCommand(threePackages, argv);
      expect(structuredClone(result)).toEqual(result);
    }
  });
});
