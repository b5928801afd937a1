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
