// A small Lark bot that answers with Claude Code, on the official Lark SDK and the Claude Agent SDK — the way
// most Lark bridges to Claude are built. It acknowledges every event at once, dedupes in its own store on disk,
// runs one Claude Code turn per message (a chat's messages in order, its session resumed), saves the answer
// before it sends it, and answers each message exactly once with a reply it reads back.
//
// The launch contract (larkspur run, claude-code mode) gives it LARKSPUR_LARK_* for Lark, LARKSPUR_DATA_DIR for
// its store, and the kit's `claude` in LARKSPUR_CLAUDE_PATH; without it (or with CLAUDE_BRIDGE_BUNDLED=1) the
// Agent SDK runs its own bundled Claude Code, which the environment points at the same model (ANTHROPIC_BASE_URL).
import { query } from '@anthropic-ai/claude-agent-sdk';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const lark = createRequire(import.meta.url)('@larksuiteoapi/node-sdk');
const env = process.env;
const dataDir = env.LARKSPUR_DATA_DIR;
// A control of the kit (harness/test/controls) runs this bridge with one deliberate flaw.
const flaw = env.CLAUDE_BRIDGE_FLAW ?? 'none';
// Which Claude Code runs: the one in LARKSPUR_CLAUDE_PATH, or with CLAUDE_BRIDGE_BUNDLED=1 the Agent SDK's own.
const executable = env.CLAUDE_BRIDGE_BUNDLED === '1' ? undefined : env.LARKSPUR_CLAUDE_PATH;
const credentials = { appId: env.LARKSPUR_LARK_APP_ID, appSecret: env.LARKSPUR_LARK_APP_SECRET };
const client = new lark.Client({
  ...credentials,
  domain: env.LARKSPUR_LARK_DOMAIN,
  loggerLevel: lark.LoggerLevel.error,
});

/**
 * Every message the bot took and what became of it, and each chat's Claude Code session: one JSON file,
 * replaced atomically, owner-only. A message is in it before its event is acknowledged.
 */
class Store {
  constructor(file) {
    this.file = file;
    const kept = flaw !== 'memory-dedupe' && existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
    this.sources = kept.sources ?? {};
    this.sessions = kept.sessions ?? {};
  }

  save() {
    writeFileSync(`${this.file}.tmp`, JSON.stringify({ sources: this.sources, sessions: this.sessions }), {
      mode: 0o600,
    });
    renameSync(`${this.file}.tmp`, this.file);
  }
}
const store = new Store(join(dataDir, 'bridge.json'));
const workspace = join(dataDir, 'workspace');
mkdirSync(workspace, { recursive: true });

/** One Claude Code turn: the chat's session resumed, the final result as the answer. */
async function runTurn(source) {
  let answer;
  const turn = query({
    prompt: source.text,
    options: {
      cwd: workspace,
      ...(store.sessions[source.chatId] ? { resume: store.sessions[source.chatId] } : {}),
      ...(executable ? { pathToClaudeCodeExecutable: executable } : {}),
      settingSources: [],
      stderr: (line) => process.stderr.write(`claude: ${line}`),
    },
  });
  for await (const message of turn) {
    if (message.session_id) store.sessions[source.chatId] = message.session_id;
    if (message.type === 'result')
      answer = message.subtype === 'success' ? message.result : 'Sorry, that request failed.';
  }
  return answer ?? 'Sorry, that request failed.';
}

/** Sends the saved answer as a reply (its uuid makes a retry safe) and reads it back before it counts. */
async function deliver(id, source) {
  const content = JSON.stringify({ text: source.answer });
  const reply = await client.im.message.reply({
    path: { message_id: id },
    data: { msg_type: 'text', content, uuid: `answer-${id}` },
  });
  const read = await client.im.message.get({ path: { message_id: reply.data.message_id } });
  if (read.data?.items?.[0]?.body?.content !== content)
    throw new Error(`the answer to ${id} reads back otherwise`);
  source.state = 'delivered';
  store.save();
}

/** A message's work, after the earlier ones of its chat: the turn (unless its answer is saved), then the answer. */
async function handle(id) {
  const source = store.sources[id];
  if (source.state === 'received') {
    source.answer = await runTurn(source);
    source.state = 'answered';
    store.save();
  }
  // Lark may be unreachable for a while: the saved answer is sent again, never the turn run again.
  for (let attempt = 1; source.state === 'answered'; attempt++) {
    try {
      await deliver(id, source);
    } catch (error) {
      process.stderr.write(`bridge: delivering ${id} failed (${error.message}); retrying\n`);
      await new Promise((resolve) => setTimeout(resolve, Math.min(200 * attempt, 2000)));
    }
  }
}

const chats = new Map();
function enqueue(id) {
  const chatId = store.sources[id].chatId;
  const next = (chats.get(chatId) ?? Promise.resolve()).then(() => handle(id));
  chats.set(
    chatId,
    next.catch((error) => process.stderr.write(`bridge: message ${id} failed: ${error.message}\n`)),
  );
}

// What a restart finds unfinished goes on: a saved answer is delivered, an unanswered message is run.
for (const [id, source] of Object.entries(store.sources)) if (source.state !== 'delivered') enqueue(id);

const dispatcher = new lark.EventDispatcher({ loggerLevel: lark.LoggerLevel.error }).register({
  // The SDK acknowledges the event when this returns: it only records the message, and never waits for Claude.
  'im.message.receive_v1': ({ message, sender }) => {
    const id = message.message_id;
    if (sender?.sender_type !== 'user' || store.sources[id] || message.message_type !== 'text') return;
    store.sources[id] = {
      chatId: message.chat_id,
      text: JSON.parse(message.content).text ?? '',
      state: 'received',
    };
    store.save();
    enqueue(id);
  },
});
const ws = new lark.WSClient({
  ...credentials,
  domain: env.LARKSPUR_LARK_DOMAIN,
  loggerLevel: lark.LoggerLevel.error,
});
await ws.start({ eventDispatcher: dispatcher });
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => process.exit(0));
