// Highlighting and snippets in Algolia's response shape. Text from the docs is
// escaped first and only the highlight tags are added, so markup written in a
// page ("<img onerror=...>") is shown as text wherever DocSearch renders it.
import {tokenize} from './tokenize';

export type MatchLevel = 'none' | 'partial' | 'full';

export interface HighlightResult {
  value: string;
  matchLevel: MatchLevel;
  matchedWords: string[];
  fullyHighlighted?: boolean;
}

export interface SnippetResult {
  value: string;
  matchLevel: MatchLevel;
}

export interface HighlightTags {
  pre: string;
  post: string;
}

const ESCAPES: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]);
}

/** Decides whether a word of the text matched the query; `terms` are the word's normalized terms. */
export type TermMatcher = (terms: string[]) => string | undefined;

interface Mark {
  start: number;
  end: number;
  /** The query word this text word answered. */
  queryWord: string;
}

function findMarks(text: string, matcher: TermMatcher): Mark[] {
  const marks: Mark[] = [];
  for (const token of tokenize(text)) {
    const queryWord = matcher(token.terms);
    if (queryWord !== undefined) marks.push({start: token.start, end: token.start + token.text.length, queryWord});
  }
  return marks;
}

/** Escapes text[from, to) and wraps the marked words in the highlight tags. */
function render(text: string, from: number, to: number, marks: Mark[], tags: HighlightTags): string {
  let html = '';
  let cursor = from;
  for (const mark of marks) {
    if (mark.end <= from || mark.start >= to) continue;
    const start = Math.max(mark.start, from);
    const end = Math.min(mark.end, to);
    html += escapeHtml(text.slice(cursor, start)) + tags.pre + escapeHtml(text.slice(start, end)) + tags.post;
    cursor = end;
  }
  return html + escapeHtml(text.slice(cursor, to));
}

function matchLevel(marks: Mark[], queryWordCount: number): MatchLevel {
  if (marks.length === 0) return 'none';
  return new Set(marks.map((mark) => mark.queryWord)).size >= queryWordCount ? 'full' : 'partial';
}

export function highlight(
  text: string,
  matcher: TermMatcher,
  queryWordCount: number,
  tags: HighlightTags,
): HighlightResult {
  const marks = findMarks(text, matcher);
  const matchedWords = [...new Set(marks.map((mark) => mark.queryWord))];
  const result: HighlightResult = {
    value: render(text, 0, text.length, marks, tags),
    matchLevel: matchLevel(marks, queryWordCount),
    matchedWords,
  };
  if (marks.length > 0) {
    result.fullyHighlighted = tokenize(text).length === marks.length;
  }
  return result;
}

/**
 * At most `wordCount` words of the text around its first match (or its start
 * when nothing matched), with `ellipsis` where the text was cut, as Algolia's
 * attributesToSnippet does.
 */
export function snippet(
  text: string,
  matcher: TermMatcher,
  queryWordCount: number,
  wordCount: number,
  tags: HighlightTags,
  ellipsis: string,
): SnippetResult {
  const marks = findMarks(text, matcher);
  const words = [...text.matchAll(/\S+/g)].map((match) => ({start: match.index, end: match.index + match[0].length}));
  if (words.length <= wordCount) {
    return {value: render(text, 0, text.length, marks, tags), matchLevel: matchLevel(marks, queryWordCount)};
  }
  const firstMark = marks[0];
  const matchWord = firstMark ? words.findIndex((word) => word.end > firstMark.start) : 0;
  const before = Math.floor((wordCount - 1) / 2);
  const first = Math.max(0, Math.min(matchWord - before, words.length - wordCount));
  const last = first + wordCount - 1;
  const from = words[first].start;
  const to = words[last].end;
  const shown = marks.filter((mark) => mark.end > from && mark.start < to);
  const value =
    (first > 0 ? ellipsis : '') + render(text, from, to, shown, tags) + (last < words.length - 1 ? ellipsis : '');
  return {value, matchLevel: matchLevel(shown, queryWordCount)};
}
