import {describe, expect, it} from 'vitest';

import {createProject, NadleModelError, type MessageFidelity} from '../../../src/nadle-model';
import {emptyTasks, projectOf, record} from './fixtures';

function thrown(create: () => unknown): {message: string; fidelity?: MessageFidelity} {
  try {
    create();
  } catch (error) {
    return {message: (error as Error).message, fidelity: (error as NadleModelError).fidelity};
  }
  throw new Error('expected an error');
}

describe('workspaces', () => {
  it('derives IDs from relative paths and orders workspaces by relative path, root first with an empty label', () => {
    const project = projectOf({
      'packages/two': emptyTasks('build'),
      '.': emptyTasks('build'),
      'packages/one': emptyTasks(),
      'packages/three': emptyTasks(),
    });
    expect(project.workspaces.map(({id, label, relativePath}) => ({id, label, relativePath}))).toEqual([
      {id: 'root', label: '', relativePath: '.'},
      {id: 'packages:one', label: 'packages:one', relativePath: 'packages/one'},
      {id: 'packages:three', label: 'packages:three', relativePath: 'packages/three'},
      {id: 'packages:two', label: 'packages:two', relativePath: 'packages/two'},
    ]);
    expect(project.tasks.map(({id, label}) => ({id, label}))).toEqual([
      {id: 'root:build', label: 'build'},
      {id: 'packages:two:build', label: 'packages:two:build'},
    ]);
  });

  it('takes the workspace whose folder is the longest prefix of the current folder, else the root', () => {
    const configs = {
      '.': emptyTasks(),
      packages: emptyTasks(),
      'packages/one': emptyTasks(),
      'packages/one-more': emptyTasks(),
    };
    expect(projectOf(configs, {cwd: 'packages/one/src'}).currentWorkspace.id).toBe('packages:one');
    expect(projectOf(configs, {cwd: 'packages/one-more'}).currentWorkspace.id).toBe('packages:one-more');
    expect(projectOf(configs, {cwd: 'packages/other'}).currentWorkspace.id).toBe('packages');
    expect(projectOf(configs, {cwd: 'docs'}).currentWorkspace.id).toBe('root');
    expect(projectOf(configs).currentWorkspace.id).toBe('root');
  });

  it('applies aliases from the object form, keyed by relative path, root included', () => {
    const project = projectOf({
      '.': ({configure}) => configure({alias: {'.': 'my-root', 'packages/two': 'two'}}),
      'packages/one': emptyTasks('build'),
      'packages/two': emptyTasks('build'),
    });
    expect(project.workspaces.map((workspace) => workspace.label)).toEqual(['my-root', 'packages:one', 'two']);
    expect(project.tasks.map((task) => task.label)).toEqual(['packages:one:build', 'two:build']);
  });

  it('applies aliases from the function form; undefined keeps the default label', () => {
    const project = projectOf({
      '.': ({configure, tasks}) => {
        configure({alias: (path: string) => (path === 'shared/api' ? 'api' : undefined)});
        tasks.register('build');
      },
      'shared/api': emptyTasks('lint'),
    });
    expect(project.tasks.map((task) => task.label)).toEqual(['build', 'api:lint']);
  });

  it('uses the last configure() call, which replaces the earlier one', () => {
    const project = projectOf({
      '.': ({configure}) => {
        configure({alias: {'packages/one': 'one'}, maxWorkers: 2});
        configure({footer: false});
      },
      'packages/one': emptyTasks(),
    });
    expect(project.workspaces[1].label).toBe('packages:one');
    expect(project.options).toEqual({footer: false});
  });

  it('rejects an empty alias for a workspace as a label shared with the root, whose label is empty, as Nadle does', () => {
    const create = (): unknown =>
      projectOf({'.': ({configure}) => configure({alias: {'packages/one': ''}}), 'packages/one': emptyTasks()});
    expect(thrown(create)).toEqual({
      message:
        'Workspace root has a duplicated label  with workspace packages:one. Please check the alias configuration in the configuration file.',
      fidelity: 'exact',
    });
  });

  it('rejects a label shared by two workspaces and a label equal to another ID, with Nadle message', () => {
    // An alias function labels the root too: the root is checked first.
    const shared = thrown(() =>
      projectOf({
        '.': ({configure}) => configure({alias: () => 'same'}),
        'packages/one': emptyTasks(),
        'packages/two': emptyTasks(),
      }),
    );
    expect(shared).toEqual({
      message:
        'Workspace root has a duplicated label same with workspace packages:one. Please check the alias configuration in the configuration file.',
      fidelity: 'exact',
    });
    // The other workspace's own label is its ID, so the clash is reported as a shared label.
    const clash = thrown(() =>
      projectOf({
        '.': ({configure}) => configure({alias: {'packages/one': 'packages:two'}}),
        'packages/one': emptyTasks(),
        'packages/two': emptyTasks(),
      }),
    );
    expect(clash).toEqual({
      message:
        'Workspace packages:one has a duplicated label packages:two with workspace packages:two. Please check the alias configuration in the configuration file.',
      fidelity: 'exact',
    });
  });

  it('rejects configure() in a workspace config', () => {
    const create = (): unknown =>
      projectOf({'.': emptyTasks('build'), 'packages/one': ({configure}) => configure({footer: false})});
    expect(thrown(create)).toEqual({
      message: 'configure function can only be called from the root workspace.',
      fidelity: 'exact',
    });
  });
});

describe('task registration across configs', () => {
  it('rejects a name registered twice in one workspace, naming the workspace ID', () => {
    expect(thrown(() => projectOf({'.': emptyTasks('build', 'build')})).message).toBe(
      'Task build already registered in workspace root',
    );
    expect(
      thrown(() => projectOf({'.': emptyTasks(), 'packages/one': emptyTasks('test', 'lint', 'test')})).message,
    ).toBe('Task test already registered in workspace packages:one');
  });

  it('allows the same name in different workspaces as distinct tasks', () => {
    const project = projectOf({'.': emptyTasks('build'), 'packages/one': emptyTasks('build')});
    expect(project.tasks.map((task) => task.id)).toEqual(['root:build', 'packages:one:build']);
  });

  it('reads the last .config, calling a function form', () => {
    const project = projectOf({
      '.': ({tasks}) => {
        const build = tasks.register('build');
        build.config({group: 'old'});
        build.config(() => ({group: 'Build', description: 'Builds it', dependsOn: 'clean'}));
        tasks.register('clean');
      },
    });
    expect(project.tasks[0].settings).toEqual({group: 'Build', description: 'Builds it', dependsOn: ['clean']});
  });

  it('names the input that cannot describe a project', () => {
    expect(() => createProject({packageManager: 'bun' as 'npm', workspaces: []})).toThrow(/packageManager/);
    expect(() =>
      createProject({packageManager: 'npm', workspaces: [{relativePath: 'a'}, {relativePath: 'a/'}]}),
    ).toThrow('ProjectInput.workspaces lists "a" twice.');
    expect(
      createProject({
        packageManager: 'npm',
        workspaces: [{relativePath: 'a', recording: record(() => undefined)}],
      }).workspaces.map((w) => w.id),
    ).toEqual(['root', 'a']);
  });
});
