import {distance} from 'fastest-levenshtein';

import {initials} from './names';

/** A typed name is corrected to a candidate at most this many edits away (case ignored). */
export const FUZZY_MATCH_THRESHOLD = 2;
/** Candidates at most this many edits away (case counted) are offered in the error. */
export const MAX_SUGGESTION_DISTANCE = 3;

export type MatchKind = 'exact' | 'initials' | 'fuzzy';

/** Nadle's InitialsMatcher: the candidate's initials are the input (case ignored). */
export const matchesInitials = (input: string, candidate: string): boolean =>
  initials(candidate) === input.toLowerCase();

/** Nadle's fuzzy matcher: at most FUZZY_MATCH_THRESHOLD edits away, case ignored. */
export const withinFuzzyDistance = (input: string, candidate: string): boolean =>
  distance(input.toLowerCase(), candidate.toLowerCase()) <= FUZZY_MATCH_THRESHOLD;

/**
 * Nadle's matching cascade for a name typed on the command line: an exact match; else the
 * one candidate whose initials are the input; else the one candidate within
 * FUZZY_MATCH_THRESHOLD edits. A step with several hits never picks one; the next step is
 * tried, and when none gives exactly one candidate there is no match.
 */
export function matchName(input: string, candidates: readonly string[]): {value: string; kind: MatchKind} | undefined {
  const unique = [...new Set(candidates)];
  if (unique.includes(input)) return {value: input, kind: 'exact'};

  const byInitials = unique.filter((candidate) => matchesInitials(input, candidate));
  if (byInitials.length === 1) return {value: byInitials[0], kind: 'initials'};

  const byDistance = unique.filter((candidate) => withinFuzzyDistance(input, candidate));
  if (byDistance.length === 1) return {value: byDistance[0], kind: 'fuzzy'};

  return undefined;
}

/** Candidates within MAX_SUGGESTION_DISTANCE edits (case counted), closest first; ties keep the candidates' order. */
export function suggestNames(input: string, candidates: readonly string[]): string[] {
  return [...new Set(candidates)]
    .map((candidate, index) => ({candidate, index, edits: distance(input, candidate)}))
    .filter(({edits}) => edits <= MAX_SUGGESTION_DISTANCE)
    .sort((a, b) => a.edits - b.edits || a.index - b.index)
    .map(({candidate}) => candidate);
}

/**
 * `Did you mean A?`, `Did you mean A or B?`, `Did you mean A, B, or C?`; '' without suggestions.
 * Four or more names continue the last form (`A, B, C, or D`).
 */
export function didYouMean(suggestions: readonly string[]): string {
  if (suggestions.length === 0) return '';
  if (suggestions.length === 1) return `Did you mean ${suggestions[0]}?`;
  if (suggestions.length === 2) return `Did you mean ${suggestions[0]} or ${suggestions[1]}?`;
  return `Did you mean ${suggestions.slice(0, -1).join(', ')}, or ${suggestions.at(-1)}?`;
}

/** `<message> <Did you mean …?>`, or the message alone when nothing is close. */
export function withSuggestions(message: string, suggestions: readonly string[]): string {
  const hint = didYouMean(suggestions);
  return hint ? `${message} ${hint}` : message;
}
