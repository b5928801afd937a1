// What the real Nadle 0.5.1 printed (tests/nadle-recordings, described in its README), read
// straight from the files for the browser tests, which compare what a reader sees with it.
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';

/** Playwright runs from the repository root. */
const PROJECTS_DIR = path.join(process.cwd(), 'tests/nadle-recordings/projects');

export interface RecordedCommand {
  argv: string[];
  exitCode: number | null;
  /** One entry per line: joined with '\n', the exact text. */
  stdout: string[];
  stderr: string[];
}

const readJson = <T>(project: string, file: string): T =>
  JSON.parse(readFileSync(path.join(PROJECTS_DIR, project, file), 'utf8')) as T;

/** What Nadle printed for `nadle <argv>` in a recorded project. */
export function recordedCommand(project: string, argv: string): RecordedCommand {
  const found = readJson<{commands: RecordedCommand[]}>(project, 'recordings.json').commands.find(
    (command) => command.argv.join(' ') === argv,
  );
  if (!found) throw new Error(`no recording of nadle ${argv} in ${project}`);
  return found;
}

/** Every recorded command of the flagged samples of a page (`docs/…md`), by its line `$ nadle <argv>`. */
export function recordedSampleCommands(page: string): Map<string, RecordedCommand> {
  const commands = new Map<string, RecordedCommand>();
  for (const project of readdirSync(PROJECTS_DIR)) {
    const {sample} = readJson<{sample?: {page?: string}}>(project, 'commands.json');
    if (sample?.page !== page) continue;
    for (const command of readJson<{commands: RecordedCommand[]}>(project, 'recordings.json').commands)
      commands.set(`$ nadle ${command.argv.join(' ')}`, command);
  }
  return commands;
}

/** The pages (`docs/…md`) with a recorded flagged sample: every page with one (tests/unit/nadle-model/recordings.test.ts). */
export function pagesWithRecordedSamples(): string[] {
  const pages = readdirSync(PROJECTS_DIR).flatMap((project) => {
    const {sample} = readJson<{sample?: {page?: string}}>(project, 'commands.json');
    return sample?.page === undefined ? [] : [sample.page];
  });
  return [...new Set(pages)].sort();
}

/** A file of a recorded project's folder, such as its config. */
export const recordedProjectFile = (project: string, file: string): string =>
  readFileSync(path.join(PROJECTS_DIR, project, file), 'utf8');

/** A stream's lines as a terminal leaves them: without the empty lines at its end. */
export function withoutTrailingBlanks(lines: readonly string[]): string[] {
  const kept = [...lines];
  while (kept.length > 0 && kept.at(-1)!.trim() === '') kept.pop();
  return kept;
}
