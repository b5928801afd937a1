// The planning model of Nadle 0.5.1 (src/nadle-model/) as the task graphs use it: the types
// of what it returns, and the three functions, passed in so that tests can give fixtures.
export type ConfigRecording = unknown;

export interface NadleStandIn {
  module: Record<string, unknown>;
  recording(): ConfigRecording;
}

export interface ProjectInput {
  packageManager: 'npm' | 'pnpm' | 'yarn';
  workspaces: {relativePath: string; recording?: ConfigRecording}[];
  cwd?: string;
}

export interface TaskGraph {
  workspaces: {id: string; label: string; relativePath: string}[];
  tasks: {id: string; label: string; workspaceId: string; name: string; requested: boolean; excluded?: boolean}[];
  /** `from` is the dependency (or the root task of a fan-out), `to` the dependent (or the appended task). */
  edges: {from: string; to: string; kind: 'dependsOn' | 'fanOut'}[];
}

export interface CommandResult {
  output: string;
  ok: boolean;
  error?: string;
  action: string;
  graph?: TaskGraph;
  unordered?: string[][];
  notes?: string[];
}

export interface NadleModel {
  createNadleStandIn(): NadleStandIn;
  createProject(input: ProjectInput): unknown;
  runCommand(project: never, argv: readonly string[]): CommandResult;
}

const missing = (): never => {
  throw new Error('The planning model (src/nadle-model/) is not in this branch yet');
};
/** The model the site's build uses. */
export const defaultNadleModel: NadleModel = {createNadleStandIn: missing, createProject: missing, runCommand: missing};
