// String concatenation (`a + b`, `a += b`, template literals) makes new strings inside
// the interpreter, where no built-in can be wrapped: V8 joins two strings in constant
// time, so `s += s` doubles a string at each step and 29 steps make half a gigabyte.
// Each such expression of the reader's config is wrapped in a call to CHARGE_FUNCTION,
// which charges the result against the allocation budget and returns it unchanged.
import type Sval from 'sval';

/** The function the wrapped expressions call; a config may not use this name itself. */
export const CHARGE_FUNCTION = '__nadlePlaygroundCharge';

/** A node of the program sval parses (acorn's ESTree). */
type Node = ReturnType<Sval['parse']>;
type AnyNode = Node & Record<string, unknown>;

const isNode = (value: unknown): value is AnyNode =>
  typeof value === 'object' && value !== null && typeof (value as {type?: unknown}).type === 'string';

function needsCharge(node: AnyNode, parent: AnyNode | undefined): boolean {
  if (node.type === 'BinaryExpression') return node.operator === '+';
  if (node.type === 'AssignmentExpression') return node.operator === '+=';
  // A tagged template hands its parts to the tag function; the tag's result is its own.
  if (node.type === 'TemplateLiteral') return parent?.type !== 'TaggedTemplateExpression' && (node.expressions as unknown[]).length > 0;
  return false;
}

function chargeCall(node: AnyNode): AnyNode {
  return {
    type: 'CallExpression',
    start: node.start,
    end: node.end,
    callee: {type: 'Identifier', name: CHARGE_FUNCTION, start: node.start, end: node.start},
    arguments: [node],
    optional: false,
  } as unknown as AnyNode;
}

/**
 * Wraps every string-making expression of a parsed program in a call to CHARGE_FUNCTION,
 * in place. Throws when the program uses that name itself, which could replace the charge.
 */
export function chargeConcatenation(program: Node): void {
  // Iterative, so that a deeply nested expression cannot overflow the stack here.
  const pending: {node: AnyNode; parent?: AnyNode}[] = [{node: program as AnyNode}];
  while (pending.length > 0) {
    const {node, parent} = pending.pop() as {node: AnyNode; parent?: AnyNode};
    if (node.type === 'Identifier' && node.name === CHARGE_FUNCTION) {
      throw new SyntaxError(`${CHARGE_FUNCTION} is a name the playground keeps for itself.`);
    }
    for (const key of Object.keys(node)) {
      const value = node[key];
      if (Array.isArray(value)) {
        value.forEach((child: unknown, index) => {
          if (!isNode(child)) return;
          pending.push({node: child, parent: node});
          if (needsCharge(child, node)) value[index] = chargeCall(child);
        });
      } else if (isNode(value)) {
        pending.push({node: value, parent: node});
        if (needsCharge(value, node)) node[key] = chargeCall(value);
      }
    }
  }
}
