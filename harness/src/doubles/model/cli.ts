import { parseArgs } from 'node:util';
import type { ModelDoubleInfo, ModelScript } from '../../../../generated/types/index.ts';
import { codexConfigToml, MODEL_API_KEY_ENV } from './codex-config.ts';
import { modelApiEnv } from './api-env.ts';
import { ModelDoubleError, ModelUsageError } from './errors.ts';

const USAGE = `Usage: larkspur doubles model [options]

The fake model service, on 127.0.0.1, for a real agent or a bridge that calls a model itself. It speaks
three APIs, each streamed (server-sent events) or not:
  POST /v1/responses            OpenAI Responses (as Codex 0.171.0 uses it)
  POST /v1/chat/completions     OpenAI Chat Completions (tool_calls)
  POST /v1/messages             Anthropic Messages (tool_use; as Claude Code 2.1.332 uses it)
  POST /v1/messages/count_tokens
and plays a model script per turn (spec/schemas/model/script.schema.json; by default it echoes the
user's message). The official openai and @anthropic-ai/sdk clients work against it unchanged.

It prints one JSON line (spec/schemas/model/double-info.schema.json): the base URLs, as the variables the
SDKs and Claude Code read (env: OPENAI_BASE_URL, OPENAI_API_KEY, ANTHROPIC_BASE_URL, ANTHROPIC_API_KEY),
the side channel, and a config.toml that points Codex at it with no login and no network:

  larkspur doubles model --port 4020 > info.json
  mkdir -p /tmp/codex-home && jq -r .configToml info.json > /tmp/codex-home/config.toml
  CODEX_HOME=/tmp/codex-home HOME=/tmp/codex-home ${MODEL_API_KEY_ENV}=any codex app-server
  ANTHROPIC_BASE_URL=$(jq -r .env.ANTHROPIC_BASE_URL info.json) ANTHROPIC_API_KEY=any \
    CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC=1 claude -p hello --output-format stream-json --verbose

Then one line per model call on stdout. The side channel, on a port of its own:
  GET  /__model/info               the first line again
  GET  /__model/records[?since=N]  every call with its request body and how it was answered
  POST /__model/release {"key": K}  responses blocked on K (waitForRelease) go on

Options:
  --port N              the model API port (default 0: a free one)
  --side-port N         the side channel port (default 0: a free one)
  --script FILE         a model script (default: echo every turn's input)
  --provider ID         the model provider id in the config (default larkspur)
  --model NAME          the model name in the config (default larkspur-model)
  --stream-retries N    stream_max_retries in the config (default 0)
  -h, --help            this help
`;

interface Parsed {
  port: number;
  sidePort: number;
  script?: string;
  provider: string;
  model: string;
  streamRetries: number;
}

function integer(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535)
    throw new ModelUsageError(`--${name} needs an integer from 0 to 65535, got '${value}'`);
  return n;
}

function parse(argv: string[]): Parsed | 'help' {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: false,
      options: {
        port: { type: 'string' },
        'side-port': { type: 'string' },
        script: { type: 'string' },
        provider: { type: 'string' },
        model: { type: 'string' },
        'stream-retries': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    throw new ModelUsageError((error as Error).message.split('\n')[0] ?? 'bad arguments');
  }
  if (values.help) return 'help';
  const provider = values.provider ?? 'larkspur';
  if (!/^[A-Za-z0-9_-]+$/.test(provider))
    throw new ModelUsageError(`--provider takes letters, digits, _ and -, got '${provider}'`);
  return {
    port: integer('port', values.port, 0),
    sidePort: integer('side-port', values['side-port'], 0),
    ...(values.script ? { script: values.script } : {}),
    provider,
    model: values.model ?? 'larkspur-model',
    streamRetries: integer('stream-retries', values['stream-retries'], 0),
  };
}

/** `larkspur doubles model`: runs until SIGTERM or SIGINT; exit 3 on bad usage. */
export async function main(argv: string[]): Promise<number> {
  let parsed: Parsed | 'help';
  let script: ModelScript = {};
  try {
    parsed = parse(argv);
    if (parsed !== 'help' && parsed.script)
      script = (await import('./script-file.ts')).readModelScript(parsed.script);
  } catch (error) {
    if (!(error instanceof ModelDoubleError)) throw error;
    process.stderr.write(`larkspur doubles model: ${error.message}\n`);
    return 3;
  }
  if (parsed === 'help') {
    process.stdout.write(USAGE);
    return 0;
  }
  const { ModelDouble } = await import('./model-double.ts');
  const { ModelSideChannel } = await import('./side-channel.ts');
  const double = new ModelDouble({ script });
  const options = parsed;
  try {
    await double.start(options.port);
  } catch (error) {
    process.stderr.write(
      `larkspur doubles model: cannot listen on 127.0.0.1:${options.port} (${(error as Error).message}) — pick another --port\n`,
    );
    return 3;
  }
  const info = (sideChannel: string): ModelDoubleInfo => ({
    baseUrl: double.baseUrl,
    sideChannel,
    configToml: codexConfigToml({
      baseUrl: double.baseUrl,
      providerId: options.provider,
      model: options.model,
      streamMaxRetries: options.streamRetries,
    }),
    envKey: MODEL_API_KEY_ENV,
    env: modelApiEnv(double),
  });
  const side = new ModelSideChannel(double, info);
  try {
    process.stdout.write(`${JSON.stringify(info(await side.start(options.sidePort)))}\n`);
  } catch (error) {
    await double.stop();
    process.stderr.write(
      `larkspur doubles model: cannot listen on 127.0.0.1:${options.sidePort} (${(error as Error).message}) — pick another --side-port\n`,
    );
    return 3;
  }
  double.recorder.subscribe((r) => {
    const { body: _body, ...summary } = r;
    process.stdout.write(`${JSON.stringify(summary)}\n`);
  });
  await new Promise<void>((resolve) => {
    process.once('SIGTERM', resolve);
    process.once('SIGINT', resolve);
  });
  await Promise.all([side.stop(), double.stop()]);
  return 0;
}
