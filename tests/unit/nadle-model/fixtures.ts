import {
  createNadleStandIn,
  createProject,
  type ConfigRecording,
  type Project,
  type ProjectInput,
  type StandInModule,
} from '../../../src/nadle-model';

export type NadleApi = StandInModule;

/** Evaluates a config written as a function of the `nadle` module, through a fresh stand-in. */
export function record(config: (nadle: NadleApi) => void): ConfigRecording {
  const standIn = createNadleStandIn();
  config(standIn.module);
  return standIn.recording();
}

/** A project from one config function per workspace folder ('.' is the root). */
export function projectOf(
  configs: Record<string, (nadle: NadleApi) => void>,
  options: Partial<Omit<ProjectInput, 'workspaces'>> = {},
): Project {
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
