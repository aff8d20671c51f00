/**
 * The floor of the benches: a bot that is the official SDK's WSClient and nothing more. Its handler is
 * empty (BENCH_FLOOR=empty), or sends a reaction at once without awaiting it (BENCH_FLOOR=react): the
 * least feedback a bot can give. It is ready as soon as its long connection is up and answers nothing,
 * so a scenario played against it measures what the kit itself costs. BENCH_FLOOR=postgres is the least
 * a bot recording each event in PostgreSQL before its ACK can do: the handler commits one row, keyed by
 * message id, in LARKSPUR_STORE_URL (one INSERT on a pooled connection, committed as it returns).
 */
import { createRequire } from 'node:module';
import pg from 'pg';

const lark = createRequire(import.meta.url)(
  '@larksuiteoapi/node-sdk',
) as typeof import('@larksuiteoapi/node-sdk');
const env = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`sdk-bot: ${name} is not set (the harness sets it: see the launch contract)`);
  return value;
};
const credentials = {
  appId: env('LARKSPUR_LARK_APP_ID'),
  appSecret: env('LARKSPUR_LARK_APP_SECRET'),
  domain: env('LARKSPUR_LARK_DOMAIN'),
};
const MODES = ['empty', 'react', 'postgres'] as const;
const mode = process.env.BENCH_FLOOR ?? 'empty';
// A mode misspelt would otherwise measure the empty floor under another name.
if (!(MODES as readonly string[]).includes(mode))
  throw new Error(`sdk-bot: BENCH_FLOOR=${mode} is no floor — use one of ${MODES.join(', ')}`);
const client = new lark.Client({ ...credentials, loggerLevel: lark.LoggerLevel.error });
const store = mode === 'postgres' ? await openStore(env('LARKSPUR_STORE_URL')) : undefined;

/** The table the postgres floor commits into, made before the long connection starts. */
async function openStore(url: string): Promise<pg.Pool> {
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  pool.on('error', (error) => process.stderr.write(`sdk-bot: store connection failed: ${String(error)}\n`));
  await pool.query('CREATE TABLE IF NOT EXISTS floor_sources (message_id text PRIMARY KEY)');
  return pool;
}

const dispatcher = new lark.EventDispatcher({ loggerLevel: lark.LoggerLevel.error }).register({
  'im.message.receive_v1': async (data: { message: { message_id: string } }) => {
    if (store) {
      // Awaited: the SDK acknowledges the event only once its row is committed.
      await store.query('INSERT INTO floor_sources (message_id) VALUES ($1) ON CONFLICT DO NOTHING', [
        data.message.message_id,
      ]);
      return;
    }
    if (mode !== 'react') return;
    client.im.messageReaction
      .create({
        path: { message_id: data.message.message_id },
        data: { reaction_type: { emoji_type: 'OnIt' } },
      })
      .catch((error: unknown) => process.stderr.write(`sdk-bot: reaction failed: ${String(error)}\n`));
  },
});
const ws = new lark.WSClient({ ...credentials, loggerLevel: lark.LoggerLevel.error });
await ws.start({ eventDispatcher: dispatcher });
process.on('SIGTERM', () => {
  ws.close({ force: true });
  void (store?.end() ?? Promise.resolve()).finally(() => process.exit(0));
});
