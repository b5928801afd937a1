import {createNadleStandIn, createProject, type ConfigRecording, type Project, type ProjectInput} from '../../../src/nadle-model';

/** The parts of the stand-in module a test config uses. */
export interface NadleApi {
  tasks: {register(name: string, task?: unknown, options?: unknown): {config(builder: unknown): void}};
  configure(options: unknown): void;
  defineTask<T>(params: T): T;
  CopyTask: object;
  DeleteTask: object;
  ExecTask: object;
  PnpmTask: object;
  Inputs: {files(...patterns: string[]): unknown; dirs(...patterns: string[]): unknown};
  Outputs: {files(...patterns: string[]): unknown; dirs(...patterns: string[]): unknown};
  MaybeArray: {toArray<T>(value: T | T[]): T[]};
  SupportLogLevels: string[];
}

/** Evaluates a config written as a function of the `nadle` module, through a fresh stand-in. */
export function record(config: (nadle: NadleApi) => void): ConfigRecording {
  const standIn = createNadleStandIn();
  config(standIn.module as unknown as NadleApi);
  return standIn.recording();
}

/** A project from one config function per workspace folder ('.' is the root). */
export function projectOf(configs: Record<string, (nadle: NadleApi) => void>, options: Partial<Omit<ProjectInput, 'workspaces'>> = {}): Project {
  return createProject({
    packageManager: options.packageManager ?? 'pnpm',
    cwd: options.cwd,
    workspaces: Object.entries(configs).map(([relativePath, config]) => ({relativePath, recording: record(config)})),
  });
}

/** Registers each name as an empty task. */
export const emptyTasks =
  (...names: string[]) =>
  ({tasks}: NadleApi): void => {
    for (const name of names) tasks.register(name);
  };
