// What the playground's worker does for one command: read the project from the
// reader's files, run each config file with the recording stand-in, and ask the
// planning model what Nadle 0.5.1 would print for the command. Every outcome is
// plain data the page can show as text.
import {
  createProject,
  NadleModelError,
  PlannerLimitError,
  runCommand,
  type CommandResult,
  type MessageFidelity,
} from '../../../nadle-model';

import {ConfigFileError, evaluateConfig} from './evaluateConfig';
import {BUDGET_SPENT, resetAllocationBudget} from '../realm/allocationBudget';
import {ENDLESS_LOOP, resetSteps} from '../realm/instrumentConfig';
import {CONFIG_FILE, findProjectLayout, ProjectFileError, type ProjectFiles} from './projectFiles';

export type PlanOutcome =
  | {kind: 'result'; result: CommandResult; taskCount: number}
  /** Nadle itself stops with this text before the command runs (an invalid or duplicate task, a bad alias...). */
  | {kind: 'nadle-error'; message: string; fidelity: MessageFidelity; file?: string}
  /** A file the playground could not use: it does not parse, it threw, or it is not valid JSON. */
  | {kind: 'file-error'; file: string; message: string}
  /** The playground's own planner failed or reached one of its limits: not a fault of the files. */
  | {kind: 'planner-error'; message: string};

export interface PlanRequest {
  files: ProjectFiles;
  /** The words after `nadle`. */
  argv: readonly string[];
}

export function planCommand({files, argv}: PlanRequest): PlanOutcome {
  // One budget and one step count for the whole plan: every config of the project and the planning.
  resetAllocationBudget();
  resetSteps();
  let currentFile: string | undefined;
  try {
    const layout = findProjectLayout(files);
    let taskCount = 0;
    const workspaces = layout.workspaces.map(({relativePath, configFile}) => {
      if (!configFile) return {relativePath};
      currentFile = configFile;
      const recording = evaluateConfig(configFile, files[configFile]);
      taskCount += recording.calls.filter((call) => call.kind === 'register').length;
      // The file's path tells Nadle's welcome header how many configs it loaded.
      return {relativePath, recording, configFile};
    });
    currentFile = undefined;
    const project = createProject({packageManager: layout.packageManager, workspaces});
    // Configs may pass functions to .config(); the model calls them while planning.
    const result = runCommand(project, argv);
    return {kind: 'result', result: toPlainData(result), taskCount};
  } catch (error) {
    if (error instanceof NadleModelError) {
      return {
        kind: 'nadle-error',
        message: error.message,
        fidelity: error.fidelity,
        ...(currentFile ? {file: currentFile} : {}),
      };
    }
    if (error instanceof ConfigFileError || error instanceof ProjectFileError) {
      return {kind: 'file-error', file: error.file, message: error.message};
    }
    const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    // The config's own limits (memory, steps) are the config's, wherever they were hit.
    const engineError = error instanceof PlannerLimitError ? error.engineError : error;
    const configLimit =
      engineError instanceof Error &&
      (engineError.message.includes(BUDGET_SPENT) || engineError.message.includes(ENDLESS_LOOP));
    if (configLimit)
      return {
        kind: 'file-error',
        file: currentFile ?? CONFIG_FILE,
        message: `${engineError.name}: ${engineError.message}`,
      };
    if (error instanceof PlannerLimitError) return {kind: 'planner-error', message: error.message};
    // While a config runs, anything it throws is the config's; after that, only what a
    // function it handed to Nadle threw (the model wraps those with the cause) is.
    if (currentFile !== undefined || (error instanceof Error && error.cause !== undefined)) {
      return {kind: 'file-error', file: currentFile ?? CONFIG_FILE, message};
    }
    return {
      kind: 'planner-error',
      message: `The playground's planner failed on this project (${message}). This is a limit of the playground, not a fault of the config.`,
    };
  }
}

/** The result as structured-clone-safe data (postMessage cannot carry functions). */
function toPlainData(result: CommandResult): CommandResult {
  return JSON.parse(JSON.stringify(result)) as CommandResult;
}
