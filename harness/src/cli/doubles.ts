/** `larkspur doubles <provider|host|model>`: run one double by hand. */
const DOUBLES: Record<
  string,
  { summary: string; load: () => Promise<{ main: (argv: string[]) => Promise<number> }> }
> = {
  provider: {
    summary: 'the fake Lark Open Platform (HTTP, long connection, webhook push, side channel)',
    load: () => import('../doubles/provider/cli.ts'),
  },
  host: {
    summary: 'the fake agent host (Codex app-server v2 subset)',
    load: () => import('../doubles/host/cli.ts'),
  },
  model: {
    summary:
      'the fake model service behind a real Codex or Claude Code, or a bridge that calls a model itself (OpenAI Responses and Chat Completions, Anthropic Messages)',
    load: () => import('../doubles/model/cli.ts'),
  },
};

/** The doubles that run by hand, for the top-level help. */
export const DOUBLE_NAMES = Object.keys(DOUBLES);

function usage(): string {
  return [
    'Usage: larkspur doubles <provider|host|model> [options]',
    '',
    ...Object.entries(DOUBLES).map(([name, d]) => `  ${name.padEnd(9)} ${d.summary}`),
    '',
    "Run 'larkspur doubles <name> --help' for its options.",
    '',
  ].join('\n');
}

export async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h') {
    process.stdout.write(usage());
    return name === undefined ? 3 : 0;
  }
  const double = DOUBLES[name];
  if (!double) {
    process.stderr.write(`larkspur doubles: unknown double '${name}' — use ${DOUBLE_NAMES.join(', ')}\n`);
    return 3;
  }
  return (await double.load()).main(rest);
}
