import { peer } from './peer.ts';
import { join } from 'node:path';
import { flaw } from './flaw.ts';
import type { HostClient } from './host-client.ts';
import { JsonFile } from './json-file.ts';

/** The host read back another model provider than the configured one (HO-002). */
export class WrongModelProviderError extends Error {
  readonly code = 'WRONG_MODEL_PROVIDER';
  constructor(expected: string, actual: unknown) {
    super(`the host runs on model provider ${String(actual)}, not ${expected}`);
  }
}

interface ThreadAnswer {
  modelProvider?: string;
  thread: { id: string; modelProvider?: string };
}

/**
 * One host thread per conversation (HO-001, AD-004). The binding is kept in the data directory, so after
 * a restart — of the bot, or of its host — the conversation resumes its thread (thread/resume) instead of
 * silently starting a new one.
 */
export class Threads {
  private readonly file: JsonFile<Record<string, string>>;
  /** The thread per conversation, started or resumed once per host process: concurrent callers share it. */
  private readonly loaded = new Map<string, { generation: number; thread: Promise<string> }>();
  /** With a shared store: a new binding is saved there before its first turn, for the instance that may take the session over. */
  onBind: ((conversation: string, threadId: string) => Promise<void>) | undefined;

  constructor(
    private readonly host: HostClient,
    dataDir: string,
    /** LARKSPUR_MODEL_PROVIDER: asked for, and checked on every start and resume. */
    private readonly modelProvider: string | undefined,
  ) {
    this.file = new JsonFile(join(dataDir, 'threads.json'), {}, flaw !== 'forgets-threads');
  }

  /** The conversation's thread, ready for a turn on the current host. */
  async of(conversation: string): Promise<string> {
    await this.host.connect();
    const { generation } = this.host;
    let loaded = this.loaded.get(conversation);
    if (loaded?.generation !== generation) {
      loaded = { generation, thread: this.load(conversation) };
      this.loaded.set(conversation, loaded);
      // A failed start or resume is tried again by the next caller.
      loaded.thread.catch(() => this.loaded.delete(conversation));
    }
    return loaded.thread;
  }

  /** /new: the conversation's next turn starts a new thread; the old one is left alone. */
  forget(conversation: string): void {
    delete this.file.value[conversation];
    this.loaded.delete(conversation);
    this.file.save();
  }

  /** The conversation's thread as another instance bound it: resumed on this host before the next turn. */
  adopt(conversation: string, threadId: string): void {
    if (this.file.value[conversation] === threadId) return;
    this.loaded.delete(conversation);
    this.bind(conversation, threadId);
  }

  /** The thread already bound to the conversation, without starting one. */
  bound(conversation: string): string | undefined {
    return this.file.value[conversation];
  }

  private async load(conversation: string): Promise<string> {
    const provider = this.modelProvider === undefined ? {} : { modelProvider: this.modelProvider };
    const known = this.file.value[conversation];
    if (known) {
      this.check(
        (await this.host.request('thread/resume', { threadId: known, ...provider })) as ThreadAnswer,
      );
      return known;
    }
    const started = (await this.host.request('thread/start', provider)) as ThreadAnswer;
    // A peer bridge names its threads (Codex's thread/name/set; nothing depends on the answer).
    if (peer)
      await this.host.request('thread/name/set', {
        threadId: started.thread.id,
        name: `飞书 ${conversation}`,
      });
    await this.onBind?.(conversation, started.thread.id);
    // Bound even when its provider is wrong: the next turn fails the same check on resume instead of
    // starting a replacement thread (HO-002).
    if (flaw !== 'replaces-wrong-provider') this.bind(conversation, started.thread.id);
    this.check(started);
    if (flaw === 'replaces-wrong-provider') this.bind(conversation, started.thread.id);
    return started.thread.id;
  }

  private bind(conversation: string, threadId: string): void {
    this.file.value[conversation] = threadId;
    this.file.save();
  }

  private check(answer: ThreadAnswer): void {
    const expected = this.modelProvider;
    if (expected === undefined || flaw === 'trusts-model-provider') return;
    const wrong = [answer.modelProvider, answer.thread.modelProvider].find((p) => p !== expected);
    if (wrong !== undefined || answer.modelProvider === undefined)
      throw new WrongModelProviderError(expected, wrong);
  }
}
