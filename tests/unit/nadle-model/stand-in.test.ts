import {describe, expect, it} from 'vitest';

import {createNadleStandIn, NadleModelError, type RecordedRegistration} from '../../../src/nadle-model';
import {record, type NadleApi} from './fixtures';

describe('the recording stand-in for the nadle module', () => {
  it('offers what a config imports from "nadle"', () => {
    const {module} = createNadleStandIn();
    expect(Object.keys(module).sort()).toEqual(
      [
        'CopyTask',
        'DeleteTask',
        'ExecTask',
        'Inputs',
        'MaybeArray',
        'Outputs',
        'PnpmTask',
        'SupportLogLevels',
        'configure',
        'defineTask',
        'tasks',
      ].sort(),
    );
  });

  it('records the three register forms and every .config call, in call order, without calling anything', () => {
    let called = 0;
    const spy = (): void => {
      called++;
    };
    const configObject = {group: 'Build', dependsOn: ['clean']};
    const configFunction = (): object => (spy(), {description: 'late'});
    const optionsFunction = (): object => (spy(), {command: 'tsc'});
    const greeting = {run: spy};

    const recording = record(({tasks, ExecTask, CopyTask, defineTask}: NadleApi) => {
      tasks.register('clean').config(configObject);
      tasks.register('hello', spy).config(configFunction);
      tasks.register('compile', ExecTask, optionsFunction);
      const copy = tasks.register('copy', CopyTask, {from: 'assets', to: 'dist'});
      copy.config({group: 'first'});
      copy.config(configFunction);
      tasks.register('greet', defineTask(greeting), {name: 'Ada'});
    });

    expect(called).toBe(0);
    const calls = recording.calls as RecordedRegistration[];
    expect(calls.map(({name, form, builtIn}) => ({name, form, builtIn}))).toEqual([
      {name: 'clean', form: 'empty', builtIn: undefined},
      {name: 'hello', form: 'function', builtIn: undefined},
      {name: 'compile', form: 'reusable', builtIn: 'ExecTask'},
      {name: 'copy', form: 'reusable', builtIn: 'CopyTask'},
      {name: 'greet', form: 'reusable', builtIn: undefined},
    ]);
    expect(calls[0].configs).toEqual([configObject]);
    expect(calls[1].fn).toBe(spy);
    expect(calls[1].configs[0]).toBe(configFunction);
    expect(calls[2].options).toBe(optionsFunction);
    expect(calls[3].options).toEqual({from: 'assets', to: 'dist'});
    expect(calls[3].configs).toEqual([{group: 'first'}, configFunction]);
    expect(calls[4].task).toBe(greeting);
  });

  it('records configure() options as passed, alias function included', () => {
    const alias = (path: string): string | undefined => (path === 'shared/api' ? 'api' : undefined);
    const recording = record(({configure, tasks}) => {
      configure({maxWorkers: 3, alias});
      tasks.register('build');
      configure({footer: false});
    });
    expect(recording.calls.map((call) => call.kind)).toEqual(['configure', 'register', 'configure']);
    expect(recording.calls[0]).toEqual({kind: 'configure', options: {maxWorkers: 3, alias}});
  });

  it('rejects what Nadle rejects while the config is evaluated', () => {
    expect(() => record(({configure}) => configure(null))).toThrow(new TypeError('Options must be an object'));
    expect(() => record(({configure}) => configure('fast'))).toThrow(TypeError);
    expect(() => record(({tasks, ExecTask}) => tasks.register('compile', ExecTask))).toThrow(
      new NadleModelError('Option builder is required for option task'),
    );
  });

  it('recognises the built-ins across stand-ins, and keeps Inputs and Outputs the same functions', () => {
    const first = createNadleStandIn().module;
    const second = createNadleStandIn().module;
    expect(first.PnpmTask).toBe(second.PnpmTask);
    expect(first.Outputs.files).toBe(first.Inputs.files);
    expect(first.Inputs.dirs('src', 'lib')).toEqual({patterns: ['src', 'lib'], type: 'dir'});
    expect(first.MaybeArray.toArray('a')).toEqual(['a']);
    expect(first.SupportLogLevels).toEqual(['error', 'log', 'info', 'debug']);
  });

  it('hands out a snapshot: later calls do not change an earlier recording', () => {
    const standIn = createNadleStandIn();
    const api = standIn.module;
    const builder = api.tasks.register('build');
    const before = standIn.recording();
    builder.config({group: 'late'});
    expect((before.calls[0] as RecordedRegistration).configs).toEqual([]);
    expect((standIn.recording().calls[0] as RecordedRegistration).configs).toEqual([{group: 'late'}]);
  });
});
