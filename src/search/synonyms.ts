// Words readers type for things the docs name otherwise, applied to queries in
// local mode (Algolia mode keeps its own synonyms in the Algolia dashboard).
// Each key is a reader's word, normalized as queries are (lower case, no
// accents); its value lists the docs' words that a query word may also match.
// Matches through a synonym rank below matches of the word itself.
//
// Review rule: add an entry only for a word readers use that the docs do not,
// with a value the docs do use for the same idea (check with a search of
// docs/). Never a word the docs already use in another sense.
export const SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  // Log levels
  verbose: ['debug', 'loglevel'],
  verbosity: ['loglevel'],
  quiet: ['error', 'loglevel'],
  silent: ['error', 'loglevel'],
  // Removing files and tasks
  remove: ['delete', 'deletetask'],
  erase: ['delete'],
  rm: ['delete', 'deletetask'],
  rimraf: ['deletetask'],
  clear: ['clean'],
  purge: ['clean'],
  wipe: ['clean'],
  // Workers and parallelism
  threads: ['workers'],
  thread: ['workers'],
  cores: ['workers'],
  concurrency: ['parallel', 'workers'],
  concurrently: ['parallel'],
  simultaneously: ['parallel'],
  // Monorepos
  monorepo: ['workspace', 'workspaces'],
  monorepos: ['workspace', 'workspaces'],
  // Choosing what runs
  skip: ['exclude'],
  ignore: ['exclude'],
  omit: ['exclude'],
  preview: ['dry'],
  simulate: ['dry'],
  // Running commands
  shell: ['exec', 'command'],
  spawn: ['exec'],
  // Folders
  directory: ['dir', 'folder'],
  directories: ['dirs', 'folders'],
  // Environment
  environment: ['env'],
  // Typos in task names
  typo: ['autocorrection', 'misspelled'],
  misspelling: ['autocorrection', 'misspelled'],
  fuzzy: ['autocorrection'],
  // Timing
  profile: ['summary', 'profiling'],
  timing: ['summary', 'profiling'],
  slowest: ['summary'],
};
