/**
 * The `larkspur` command. Each subcommand lives with its module and is loaded only when used, so
 * that `serve` never loads the harness and `run` never loads the reference server (the doubles' names
 * come from a module that loads nothing).
 */
import { DOUBLE_NAMES } from '../harness/src/cli/doubles.ts';

interface Subcommand {
  summary: string;
  load: () => Promise<{ main: (argv: string[]) => Promise<number> }>;
}

const SUBCOMMANDS: Record<string, Subcommand> = {
  serve: {
    summary: 'run the reference server (a Lark bot in front of an agent host)',
    load: () => import('../reference/src/cli.ts'),
  },
  doctor: {
    summary: 'check a configured install of the reference server without changing anything at the provider',
    load: () => import('../reference/src/doctor/cli.ts'),
  },
  run: {
    summary:
      'play scenarios against an implementation and report per layer; its agent: Codex, Claude Code or a model API (--host)',
    load: () => import('../harness/src/cli/run.ts'),
  },
  fuzz: {
    summary: 'seeded fault fuzzing: generated load and faults, judged by invariants, failures shrunk',
    load: () => import('../harness/src/cli/fuzz.ts'),
  },
  qualify: {
    summary: 'drill a pinned install live, through the real Lark API, and report per layer',
    load: () => import('../harness/src/cli/qualify.ts'),
  },
  doubles: {
    summary: `run a double by hand: ${DOUBLE_NAMES.join(', ')}`,
    load: () => import('../harness/src/cli/doubles.ts'),
  },
  expectations: {
    summary: "update: rewrite an implementation's known divergences from a run",
    load: () => import('../harness/src/cli/expectations.ts'),
  },
  ctl: {
    summary: "call an implementation's control API",
    load: () => import('../harness/src/cli/ctl.ts'),
  },
};

export function usage(): string {
  const width = Math.max(...Object.keys(SUBCOMMANDS).map((n) => n.length));
  const lines = Object.entries(SUBCOMMANDS).map(([name, s]) => `  ${name.padEnd(width)}  ${s.summary}`);
  return [
    'Usage: larkspur <command> [options]',
    '',
    'Larkspur checks IM-bridged agent conversations against a spec, and ships a reference bot.',
    '',
    'Commands:',
    ...lines,
    '',
    "Run 'larkspur <command> --help' for a command's options.",
    '',
  ].join('\n');
}

export async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    process.stdout.write(usage());
    return name === undefined ? 3 : 0;
  }
  const sub = SUBCOMMANDS[name];
  if (!sub) {
    process.stderr.write(`larkspur: unknown command '${name}' — run 'larkspur --help' for the list\n`);
    return 3;
  }
  const mod = await sub.load();
  try {
    return await mod.main(rest);
  } catch (error) {
    // A bug of the kit itself: exit 3, so that a CI gate never reads it as the implementation's failure.
    process.stderr.write(`larkspur ${name}: internal error — ${(error as Error).stack ?? String(error)}\n`);
    return 3;
  }
}
