import {describe, expect, it} from 'vitest';

import {runCommand} from '../../../src/nadle-model';
import {emptyTasks, projectOf} from './fixtures';

describe('--list', () => {
  it('groups tasks alphabetically with Uncategorized last; root tasks first, then by label', () => {
    const project = projectOf({
      '.': ({tasks}) => {
        tasks.register('hello').config({group: 'greetings', description: 'Says hello'});
        tasks.register('build');
        tasks.register('goodbye').config(() => ({group: 'greetings', description: 'Says goodbye', dependsOn: 'hello'}));
        tasks.register('compile').config({group: 'Build'});
      },
      'packages/one': ({tasks}) => {
        tasks.register('compile').config({group: 'Build', description: 'Compiles one'});
        tasks.register('aardvark');
      },
      apps: ({tasks}) => tasks.register('compile').config({group: 'Build'}),
    });
    const result = runCommand(project, ['--list']);
    expect(result).toMatchObject({ok: true, action: 'list'});
    expect(result.output).toBe(
      [
        'Build tasks',
        '-----------',
        'compile',
        'apps:compile',
        'packages:one:compile - Compiles one',
        '',
        'Greetings tasks',
        '---------------',
        'goodbye - Says goodbye',
        'hello - Says hello',
        '',
        'Uncategorized tasks',
        '-------------------',
        'build',
        'packages:one:aardvark',
      ].join('\n'),
    );
  });

  it('sorts the groups with localeCompare and capitalises their first letter, as Nadle does, with no note', () => {
    const plain = runCommand(projectOf({'.': ({tasks}) => tasks.register('build').config({group: 'build'})}), [
      '--list',
    ]);
    expect(plain.notes).toEqual([]);
    const mixed = runCommand(
      projectOf({
        '.': ({tasks}) => {
          tasks.register('build').config({group: 'build'});
          tasks.register('docs').config({group: 'Docs'});
          tasks.register('deploy').config({group: 'ciTasks'});
        },
      }),
      ['--list'],
    );
    expect(mixed.output.split('\n').filter((line) => line.endsWith(' tasks'))).toEqual([
      'Build tasks',
      'CiTasks tasks',
      'Docs tasks',
    ]);
    expect(mixed.notes).toEqual([]);
  });

  it('says when there is no task', () => {
    expect(runCommand(projectOf({'.': emptyTasks()}), ['-l']).output).toBe('No tasks found');
  });
});

describe('--list-workspaces', () => {
  it('prints the root, then the workspaces nested by folder, with their aliases', () => {
    const project = projectOf({
      '.': ({configure}) =>
        configure({alias: (path: string) => ({'shared/api': 'api', 'packages/one': 'packages:one'})[path]}),
      'packages/one': emptyTasks(),
      'packages/one/nested': emptyTasks(),
      'packages/two': emptyTasks(),
      'shared/api': emptyTasks(),
    });
    expect(runCommand(project, ['--list-workspaces']).output).toBe(
      [
        'Available workspaces:',
        '',
        'Root workspace root',
        '├── Workspace packages:one',
        '│   └── Workspace packages:one:nested',
        '├── Workspace packages:two',
        '└── Workspace shared:api (alias: api)',
      ].join('\n'),
    );
  });

  it('shows the alias of the root', () => {
    const project = projectOf({'.': ({configure}) => configure({alias: {'.': 'main'}})});
    expect(runCommand(project, ['--list-workspaces']).output).toBe(
      'Available workspaces:\n\nRoot workspace root (alias: main)',
    );
  });
});
