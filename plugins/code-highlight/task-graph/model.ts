// The planning model of Nadle 0.5.1 (src/nadle-model/) as the task graphs use it: its three
// functions, passed around as one object so that tests can give a fixture instead.
import {createNadleStandIn, createProject, runCommand} from '../../../src/nadle-model';
import type {CommandResult, ConfigRecording, ProjectInput, TaskCycle, TaskGraph} from '../../../src/nadle-model';

export type {CommandResult, ConfigRecording, ProjectInput, TaskCycle, TaskGraph};

export interface NadleStandIn {
  module: Record<string, unknown>;
  recording(): ConfigRecording;
}

export interface NadleModel {
  createNadleStandIn(): NadleStandIn;
  createProject(input: ProjectInput): unknown;
  runCommand(project: never, argv: readonly string[]): CommandResult;
}

/** The model the site's build uses. */
export const defaultNadleModel: NadleModel = {createNadleStandIn, createProject, runCommand};
