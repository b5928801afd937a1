// What executeCommand() says about a run beyond its bytes (which recordings.test.ts holds
// to Nadle 0.5.1): where it stops, what it leaves out, and the notes a reader gets.
import {describe, expect, it} from 'vitest';

import {executeCommand, runCommand, type SourceFrame} from '../../../src/nadle-model';
import {readRecordings} from '../../nadle-recordings/corpus';
import {modelProject, runRecorded} from '../../nadle-recordings/model-run';
import {projectOf} from './fixtures';

const ONE_WORKER = {NADLE_MAX_WORKERS: '2'};

async function recorded(name: string, index: number) {
  const recording = readRecordings(name)!.commands[index];
  const run = await runRecorded(modelProject(name), recording);
  return {run, result: run.result!, recording};
}

describe('executeCommand', () => {
  it('names the task 0.5.1 never starts when a root task fans out (fan-out-forgotten#0)', async () => {
    const {result} = await recorded('fan-out-forgotten', 0);
    expect(result.complete).toBe(true);
    expect(result.plan).toEqual(['build', 'packages:shared:build', 'packages:api:build']);
    expect(result.notes?.join('\n')).toMatch(/never starts packages:web:build.*defect of 0\.5\.1/);
  });

  it('starts every task with --parallel, with no such note (fan-out-forgotten#2)', async () => {
    const {result} = await recorded('fan-out-forgotten', 2);
    expect(result.plan).toHaveLength(4);
    expect(result.notes?.join('\n') ?? '').not.toMatch(/never starts/);
  });

  it('says why the tasks waiting for the worker count as failed (failing-queued#0)', async () => {
    const {result} = await recorded('failing-queued', 0);
    expect(result.exitCode).toBe(1);
    expect(result.error).toBe('fail failed');
    expect(result.notes?.join('\n')).toContain(
      'Nadle 0.5.1 counts other and last as failed: they were waiting for a worker when fail failed, and never started.',
    );
  });

  it('stops at a built-in task, which runs a program of the machine (the monorepo preset, not a dry run)', async () => {
    // Recorded, 0.5.1 runs tsc here, whose output the model cannot know: the preset's
    // one-click command is a dry run, and this run is the model's alone.
    const dryRun = readRecordings('preset-monorepo')!.commands[5];
    const {result: run} = await runRecorded(modelProject('preset-monorepo'), {
      ...dryRun,
      argv: ['web:biuld'],
    });
    const result = run!;
    expect(result.complete).toBe(false);
    expect(result.stdout.endsWith('> Task packages:core:build STARTED\n\n')).toBe(true);
    expect(result.notes?.join('\n')).toMatch(/packages:core:build runs Nadle's ExecTask/);
  });

  it('stops waiting for a task that does not settle', async () => {
    const project = projectOf({
      '.': ({tasks}) => {
        tasks.register('hang', () => new Promise(() => undefined));
      },
    });
    const result = await executeCommand(project, ['hang'], {env: ONE_WORKER, taskTimeout: 20});
    expect(result.complete).toBe(false);
    expect(result.stdout).toContain('> Task hang STARTED');
    expect(result.stdout).not.toContain('RUN SUCCESSFUL');
    expect(result.notes?.join('\n')).toMatch(/hang did not finish/);
  });

  it('prints a failing task’s frames from traceError, and says when it has none', async () => {
    const failing = projectOf({
      '.': ({tasks}) => {
        tasks.register('fail', () => {
          throw new Error('no luck');
        });
      },
    });
    const frames: SourceFrame[] = [{file: 'nadle.config.ts', line: 4, column: 11}];
    const traced = await executeCommand(failing, ['fail', '--stacktrace'], {env: ONE_WORKER, traceError: () => frames});
    expect(traced.exitCode).toBe(1);
    expect(traced.complete).toBe(true);
    expect(traced.stderr).toContain('Error: no luck\n    at Object.run (<project>/nadle.config.ts:4:11)\n');
    const untraced = await executeCommand(failing, ['fail', '--stacktrace'], {env: ONE_WORKER});
    expect(untraced.complete).toBe(false);
    expect(untraced.stderr).toBe('\n ERROR  Error: no luck\n\n');
  });

  it('gives a task the logger of its run: at the run’s level, warnings and errors on stderr', async () => {
    const project = projectOf({
      '.': ({tasks}) => {
        tasks.register('talk', ({context}: {context: {logger: Record<string, (...args: unknown[]) => void>}}) => {
          context.logger.warn('careful', 3, {x: 1});
          context.logger.info('details');
        });
      },
    });
    const quiet = await executeCommand(project, ['talk'], {env: {...ONE_WORKER, CI: 'true'}});
    expect(quiet.stderr).toBe('careful 3 { x: 1 }\n');
    expect(quiet.stdout).not.toContain('details');
    const chatty = await executeCommand(project, ['talk', '--log-level', 'info'], {env: {...ONE_WORKER, CI: 'true'}});
    expect(chatty.stdout).toContain('\ndetails\n');
  });

  it('leaves the task functions alone in runCommand, which stops before the tasks', () => {
    let calls = 0;
    const project = projectOf({
      '.': ({tasks}) => {
        tasks.register('count', () => {
          calls += 1;
        });
      },
    });
    expect(runCommand(project, ['count']).complete).toBe(false);
    expect(calls).toBe(0);
  });
});
