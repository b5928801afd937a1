import {NadleModelError} from './errors';

// Letters, digits and dashes; starts with a letter and does not end with a dash.
const TASK_NAME = /^[a-z](?:[a-z0-9-]*[a-z0-9])?$/i;

export function isValidTaskName(name: string): boolean {
  return TASK_NAME.test(name);
}

/** Throws Nadle's error for a task name it rejects. */
export function assertValidTaskName(name: string): void {
  if (!isValidTaskName(name)) {
    throw new NadleModelError(
      `Invalid task name: [${name}]. Task names must contain only letters, numbers, and dashes; start with a letter, and not end with a dash.`,
    );
  }
}

// The word split of lodash's `words()` (which Nadle uses for abbreviations), restricted
// to ASCII: task names are ASCII by the naming rule, and workspace IDs come from folder
// names. A lower-case run ends at an upper-case letter ("compileTs" → compile, Ts), an
// upper-case run ends before the capital that starts the next word ("XMLHttp" → XML,
// Http), digits form their own word except in ordinals ("1st"), and everything that is
// not a letter or a digit separates words. Apostrophe contractions stay with their word.
const BREAK = '[^A-Za-z0-9]';
const CONTRACTION_LOWER = "(?:['\u2019](?:d|ll|m|re|s|t|ve))?";
const CONTRACTION_UPPER = "(?:['\u2019](?:D|LL|M|RE|S|T|VE))?";
const WORD = new RegExp(
  [
    `[A-Z]?[a-z]+${CONTRACTION_LOWER}(?=${BREAK}|[A-Z]|$)`,
    `[A-Z]+${CONTRACTION_UPPER}(?=${BREAK}|[A-Z][a-z]|$)`,
    `[A-Z]?[a-z]+${CONTRACTION_LOWER}`,
    `[A-Z]+${CONTRACTION_UPPER}`,
    '\\d*(?:1ST|2ND|3RD|(?![123])\\dTH)(?=\\b|[a-z_])',
    '\\d*(?:1st|2nd|3rd|(?![123])\\dth)(?=\\b|[A-Z_])',
    '\\d+',
  ].join('|'),
  'g',
);

export function words(text: string): string[] {
  return text.match(WORD) ?? [];
}

/** The first letter of each word, lower-cased: `compileTs` → `ct`. */
export function initials(text: string): string {
  return words(text)
    .map((word) => word[0])
    .join('')
    .toLowerCase();
}
