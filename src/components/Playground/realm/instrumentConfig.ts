// What the interpreter cannot bound by itself, made visible in the config's own code
// before sval runs it (the parsed program is rewritten in place):
//  - String concatenation (`a + b`, `a += b`, template literals) makes new strings where
//    no built-in can be wrapped: V8 joins two strings in constant time, so `s += s`
//    doubles a string at each step and 29 steps make half a gigabyte. Each such
//    expression is wrapped in a call to CHARGE_FUNCTION, which charges the result
//    against the allocation budget (allocationBudget.ts) and returns it unchanged.
//  - Every turn of a loop and every call of a function of the config first calls
//    STEP_FUNCTION, which counts it: a config that takes more than STEP_LIMIT steps is
//    stopped as an endless loop, however fast or slow the reader's device, while a valid
//    config of 10,000 tasks takes a few tens of thousands.
import type Sval from 'sval';

/** The function the wrapped string expressions call. */
export const CHARGE_FUNCTION = '__nadlePlaygroundCharge';
/** The function each loop turn and function call of the config calls first. */
export const STEP_FUNCTION = '__nadlePlaygroundStep';
/** The most loop turns and function calls a config may take in one plan. */
export const STEP_LIMIT = 1_000_000;

/** Part of the message of a config stopped by the step limit. */
export const ENDLESS_LOOP = 'is there an endless loop?';

let steps = 0;

/** Starts a new count; one plan is one count, over every config of the project. */
export function resetSteps(): void {
  steps = 0;
}

/** What the config's code calls at each loop turn and function call. */
export function countStep(): void {
  steps += 1;
  if (steps > STEP_LIMIT) {
    throw new RangeError(
      `The config took more than ${STEP_LIMIT.toLocaleString('en-US')} loop turns and function calls, far more than 10,000 tasks need: ${ENDLESS_LOOP} The playground stopped it.`,
    );
  }
}

/** A node of the program sval parses (acorn's ESTree). */
type Node = ReturnType<Sval['parse']>;
type AnyNode = Node & Record<string, unknown>;

const isNode = (value: unknown): value is AnyNode =>
  typeof value === 'object' && value !== null && typeof (value as {type?: unknown}).type === 'string';

const LOOPS = new Set(['WhileStatement', 'DoWhileStatement', 'ForStatement', 'ForInStatement', 'ForOfStatement']);
const FUNCTIONS = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression']);

function needsCharge(node: AnyNode, parent: AnyNode | undefined): boolean {
  if (node.type === 'BinaryExpression') return node.operator === '+';
  if (node.type === 'AssignmentExpression') return node.operator === '+=';
  // A tagged template hands its parts to the tag function; the tag's result is its own.
  if (node.type === 'TemplateLiteral')
    return parent?.type !== 'TaggedTemplateExpression' && (node.expressions as unknown[]).length > 0;
  return false;
}

function call(name: string, at: AnyNode, args: AnyNode[] = []): AnyNode {
  return {
    type: 'CallExpression',
    start: at.start,
    end: at.end,
    callee: {type: 'Identifier', name, start: at.start, end: at.start},
    arguments: args,
    optional: false,
  };
}

function stepStatement(at: AnyNode): AnyNode {
  return {
    type: 'ExpressionStatement',
    start: at.start,
    end: at.start,
    expression: call(STEP_FUNCTION, at),
  };
}

/** Makes a loop's body, or a function's, take a step first. */
function addStep(node: AnyNode): void {
  const body = node.body as AnyNode;
  if (LOOPS.has(node.type)) {
    node.body = {
      type: 'BlockStatement',
      start: body.start,
      end: body.end,
      body: [stepStatement(body), body],
    };
  } else if (body.type === 'BlockStatement') {
    (body.body as AnyNode[]).unshift(stepStatement(body));
  } else {
    // An arrow function's expression body: (step(), expression).
    node.body = {
      type: 'SequenceExpression',
      start: body.start,
      end: body.end,
      expressions: [call(STEP_FUNCTION, body), body],
    };
  }
}

/**
 * Rewrites a parsed program in place, as described above. Throws when the program uses
 * one of the two names itself, which could stand in for the playground's functions.
 */
export function instrumentConfig(program: Node): void {
  // Iterative, so that a deeply nested expression cannot overflow the stack here.
  const pending: AnyNode[] = [program as AnyNode];
  const functionsAndLoops: AnyNode[] = [];
  while (pending.length > 0) {
    const node = pending.pop()!;
    if (node.type === 'Identifier' && (node.name === CHARGE_FUNCTION || node.name === STEP_FUNCTION)) {
      throw new SyntaxError(`${node.name as string} is a name the playground keeps for itself.`);
    }
    if (LOOPS.has(node.type) || FUNCTIONS.has(node.type)) functionsAndLoops.push(node);
    for (const key of Object.keys(node)) {
      const value = node[key];
      if (Array.isArray(value)) {
        value.forEach((child: unknown, index) => {
          if (!isNode(child)) return;
          pending.push(child);
          if (needsCharge(child, node)) value[index] = call(CHARGE_FUNCTION, child, [child]);
        });
      } else if (isNode(value)) {
        pending.push(value);
        if (needsCharge(value, node)) node[key] = call(CHARGE_FUNCTION, value, [value]);
      }
    }
  }
  // After the walk, so that the added steps are not walked (and charged) themselves.
  for (const node of functionsAndLoops) addStep(node);
}
