// The command line of the project's scripts: Node's parseArgs, except that a mistyped
// option, a missing value or a bad number ends the script with one message and the
// script's usage (exit code 2), not a stack trace; `--help` prints the usage.
import {parseArgs, type ParseArgsConfig} from 'node:util';

/** A mistake on the command line; its message ends with the script's usage. */
export class CommandLineError extends Error {
  constructor(usage: string, mistake: string) {
    super(`${mistake}\n\nUsage: ${usage}`);
    this.name = 'CommandLineError';
  }
}

/** parseArgs, throwing a CommandLineError with `usage` for an unknown option or a missing value. */
export function parseCommandLine<T extends ParseArgsConfig>(usage: string, config: T) {
  try {
    return parseArgs(config);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (error instanceof Error && code?.startsWith('ERR_PARSE_ARGS_')) throw new CommandLineError(usage, error.message);
    throw error;
  }
}

/** Ends the script as a command-line mistake: the message (with the usage) and exit code 2. */
export function exitWithMistake(error: CommandLineError): never {
  console.error(error.message);
  process.exit(2);
}

/** parseCommandLine for a script run from a shell: `--help` prints `usage`, and a mistake ends the script. */
export function readCommandLine<T extends ParseArgsConfig>(usage: string, config: T) {
  const args = config.args ?? process.argv.slice(2);
  const beforeSeparator = args.includes('--') ? args.slice(0, args.indexOf('--')) : args;
  if (beforeSeparator.includes('--help')) {
    console.log(`Usage: ${usage}`);
    process.exit(0);
  }
  try {
    return parseCommandLine(usage, config);
  } catch (error) {
    if (error instanceof CommandLineError) exitWithMistake(error);
    throw error;
  }
}

/** A whole number from `min` to `max` given to option `name`, or the script ends with its usage. */
export function wholeNumberOption(usage: string, name: string, value: string, min: number, max = Infinity): number {
  const number = Number(value);
  if (value.trim() === '' || !Number.isInteger(number) || number < min || number > max) {
    const range = max === Infinity ? `from ${min}` : `from ${min} to ${max}`;
    exitWithMistake(new CommandLineError(usage, `--${name} must be a whole number ${range}; got "${value}".`));
  }
  return number;
}
