// The project's scripts as a maintainer runs them from a shell: a mistake on the command
// line ends the script with one message naming the option and the usage, never a stack
// trace, and --help prints the usage. `npm run serve` stands for all of them
// (scripts/commandLine.ts); the port check runs before anything is served.
import {spawnSync} from 'node:child_process';
import {fileURLToPath} from 'node:url';

import {describe, expect, it} from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** `npm run serve -- ...args`, as the npm script runs it. */
function serve(...args: string[]) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/serve.ts', ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 30_000,
  });
  return {status: result.status, stdout: result.stdout, stderr: result.stderr};
}

describe('npm run serve', () => {
  it.each([
    [['--prot', '3000'], "Unknown option '--prot'"],
    [['--dir'], "Option '--dir <value>' argument missing"],
    [['--port', '99999'], '--port must be a whole number from 1 to 65535; got "99999".'],
    [['--port', 'eighty'], '--port must be a whole number from 1 to 65535; got "eighty".'],
  ])('%j stops with exit code 2, one message and the usage', (args, message) => {
    const {status, stdout, stderr} = serve(...args);
    expect(status).toBe(2);
    expect(stdout).toBe('');
    expect(stderr.split('\n')[0]).toBe(message);
    expect(stderr).toContain('Usage: npm run serve [-- options]');
    expect(stderr).not.toMatch(/^\s+at /m);
  });

  it('--help prints the usage with every option, and serves nothing', () => {
    const {status, stdout} = serve('--help', '--port', '1');
    expect(status).toBe(0);
    expect(stdout.split('\n')[0]).toBe('Usage: npm run serve [-- options]');
    for (const option of ['--dir', '--port', '--headers']) expect(stdout).toContain(option);
  });
});
