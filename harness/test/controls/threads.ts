import { join } from 'node:path';
import { flaw } from './flaw.ts';
import type { HostClient } from './host-client.ts';
import { JsonFile } from './json-file.ts';

/**
 * One host thread per conversation (HO-001, AD-004). The binding is kept in the data directory, so after
 * a restart — of the bot, or of its host — the conversation resumes its thread (thread/resume) instead of
 * silently starting a new one.
 */
export class Threads {
  private readonly file: JsonFile<Record<string, string>>;
  /** The thread per conversation, started or resumed once per host process: concurrent callers share it. */
  private readonly loaded = new Map<string, { generation: number; thread: Promise<string> }>();

  constructor(
    private readonly host: HostClient,
    dataDir: string,
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

  /** The thread already bound to the conversation, without starting one. */
  bound(conversation: string): string | undefined {
    return this.file.value[conversation];
  }

  private async load(conversation: string): Promise<string> {
    const known = this.file.value[conversation];
    if (known) {
      await this.host.request('thread/resume', { threadId: known });
      return known;
    }
    const started = (await this.host.request('thread/start', {})) as { thread: { id: string } };
    this.file.value[conversation] = started.thread.id;
    this.file.save();
    return started.thread.id;
  }
}
