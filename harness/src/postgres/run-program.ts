import { spawn } from 'node:child_process';

export interface ProgramRun {
  /** The exit code; null when it was killed or could not start. */
  code: number | null;
  /** stdout and stderr together, the last 64 KiB. */
  output: string;
}

const OUTPUT_CAP = 64 * 1024;

export type ServerUser = { uid: number; gid: number } | undefined;

/** The command line that runs `program` as `user` (setpriv execs it, so it is the same process), or as is. */
export function asUser(program: string, args: string[], user: ServerUser): [string, string[]] {
  return user
    ? ['setpriv', [`--reuid=${user.uid}`, `--regid=${user.gid}`, '--clear-groups', program, ...args]]
    : [program, args];
}

/**
 * Runs a program to its end in its own process group, as `user` when given (root runs PostgreSQL's programs
 * as another user: initdb refuses root). Never rejects: a program that cannot start is code null.
 */
export function runProgram(
  program: string,
  args: string[],
  options: { user?: ServerUser; input?: string } = {},
): Promise<ProgramRun> {
  const [command, argv] = asUser(program, args, options.user);
  return new Promise((resolve) => {
    let output = '';
    const child = spawn(command, argv, {
      detached: true,
      stdio: [options.input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
    });
    const keep = (chunk: string) => (output = (output + chunk).slice(-OUTPUT_CAP));
    for (const stream of [child.stdout!, child.stderr!]) {
      stream.on('error', () => undefined);
      stream.setEncoding('utf8').on('data', keep);
    }
    if (options.input !== undefined) {
      child.stdin!.on('error', () => undefined);
      child.stdin!.end(options.input);
    }
    child.once('error', (error) => resolve({ code: null, output: `${output}\n${error.message}` }));
    child.once('close', (code) => resolve({ code, output }));
  });
}
