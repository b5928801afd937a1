/** Marks the place where Nadle prints more text than is known; it is never part of Nadle's own text. */
export const TEXT_GAP = '…';

/**
 * How faithfully an error's message reproduces Nadle's:
 * - 'exact': Nadle's whole message;
 * - 'partial': Nadle's message with `…` where part of it is not known;
 * - 'described': Nadle stops here, but its message is not known: the text only says why, in plain words.
 */
export type MessageFidelity = 'exact' | 'partial' | 'described';

/** An error Nadle 0.5.1 raises for the given project or command. */
export class NadleModelError extends Error {
  readonly fidelity: MessageFidelity;

  constructor(message: string, fidelity: MessageFidelity = 'exact') {
    super(message);
    this.name = 'NadleModelError';
    this.fidelity = fidelity;
  }
}

/**
 * The planner itself ran out of room (call stack, string or array size) on a project it
 * was given: a limit of the playground's planner, not a fault of the config, and Nadle
 * may well run the same project. The model's walks keep their own stacks, so this is a
 * safety net for what the JavaScript engine still bounds.
 */
export class PlannerLimitError extends Error {
  /** What the engine threw. Not `cause`: the playground reads a cause as a config function's error. */
  readonly engineError: unknown;

  constructor(engineError: unknown) {
    const detail = engineError instanceof Error ? ` (${engineError.name}: ${engineError.message})` : '';
    super(
      `The project is too large for the playground's planner${detail}. This is a limit of the playground, not a fault in the config; Nadle itself may run it.`,
    );
    this.name = 'PlannerLimitError';
    this.engineError = engineError;
  }
}

/**
 * True for what an engine throws when it runs out of room: a RangeError (call stack in
 * V8 and JavaScriptCore, string or array length everywhere) or Firefox's InternalError
 * ("too much recursion").
 */
function isEngineLimit(error: unknown): boolean {
  return error instanceof RangeError || (error instanceof Error && error.name === 'InternalError');
}

/**
 * Runs one of the model's own computations (no code of the config runs inside it), so
 * that an engine limit it hits surfaces as a PlannerLimitError, not as the config's error.
 */
export function withinPlannerLimits<T>(work: () => T): T {
  try {
    return work();
  } catch (error) {
    if (isEngineLimit(error)) throw new PlannerLimitError(error);
    throw error;
  }
}
