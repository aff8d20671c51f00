import { join } from 'node:path';
import { flaw } from './flaw.ts';
import { JsonFile } from './json-file.ts';
import type { MediaRef } from './media.ts';
import { commandOf } from './source.ts';
import type { Ending } from './turn-runner.ts';

/**
 * received: recorded, its turn not started; running: its turn started; answering: its answer (or the
 * notice that stands for it) is saved, not yet delivered — delivered again after a restart; answered:
 * delivered and read back. failed: given up for good, which only a flaw does.
 */
/** attached: queued to an attached session, for its host to claim — no longer waiting for admission. */
export type SourceState = 'received' | 'attached' | 'running' | 'answering' | 'answered' | 'failed';

/** A source as the inbox keeps it: enough to run or deliver it again after a restart, and to project it. */
export interface SourceRecord {
  eventIds: string[];
  /** Deliveries of the message, redeliveries included. */
  receiveCount: number;
  /** Epoch ms of the first delivery. */
  receivedAt: number;
  state: SourceState;
  chatId: string;
  chatType: 'p2p' | 'group';
  conversation: string;
  /** The sender: the one who may decide the turn's approvals (HO-008). */
  senderOpenId: string;
  /** Images and files of the message, downloaded when its turn starts (HO-010). */
  media?: MediaRef[];
  /** The input frozen at admission (AD-006), quoted parent included. */
  input: string;
  /** A quoted parent still to be read: only the late-parent control leaves it for the turn start. */
  parentId?: string;
  answer?: string;
  /** Why the source is not taken, decided from the message alone (AD-007, AD-010). */
  refusal?: string;
  /** The progress post of its turn: the answer replaces it (DE-003). */
  draftId?: string;
  /** The host's id of the source's turn, once it started: the turn id of the control API. */
  hostTurnId?: string;
  /** How that turn ended. */
  ending?: Ending;
}

/**
 * The durable inbox, keyed by provider message id: one record per source whatever the number of
 * deliveries, so a redelivery — same event, or the same message under a new event id, before or after
 * the answer, across reconnects and restarts — is recognised (TR-002).
 */
export class Inbox {
  private readonly file: JsonFile<Record<string, SourceRecord>>;
  private readonly eventIds = new Set<string>();
  /** With a shared store: told of every change, to mirror what the other instances need. */
  onChange: ((messageId: string, change: Partial<SourceRecord>) => void) | undefined;

  constructor(dataDir: string) {
    this.file = new JsonFile(join(dataDir, 'inbox.json'), {}, flaw !== 'memory-dedupe');
    for (const record of Object.values(this.file.value))
      for (const id of record.eventIds) this.eventIds.add(id);
  }

  /**
   * Records a delivery. false when it repeats a source already here; 'new' for a source first seen;
   * 'again' for a message already here taken as a new source all the same — only a flawed dedupe does.
   */
  receive(
    messageId: string,
    eventId: string,
    fields: Omit<SourceRecord, 'eventIds' | 'receiveCount' | 'receivedAt' | 'state'>,
  ): false | 'new' | 'again' {
    const known = this.repeats(messageId, eventId);
    const again = !known && messageId in this.file.value;
    const record = known ? this.file.value[messageId] : undefined;
    if (record && !record.eventIds.includes(eventId)) record.eventIds.push(eventId);
    if (record) record.receiveCount += 1;
    if (!known)
      this.file.value[messageId] = {
        ...fields,
        eventIds: [eventId],
        receiveCount: 1,
        receivedAt: Date.now(),
        state: 'received',
      };
    this.eventIds.add(eventId);
    this.file.save();
    if (known) return false;
    return again ? 'again' : 'new';
  }

  /** The source, if the inbox has it. */
  find(messageId: string): SourceRecord | undefined {
    return this.file.value[messageId];
  }

  /** The source whose turn the host named so. */
  byHostTurn(hostTurnId: string): SourceRecord | undefined {
    return Object.values(this.file.value).find((r) => r.hostTurnId === hostTurnId);
  }

  /** The message id of the source whose turn the host named so. */
  sourceOfTurn(hostTurnId: string): string | undefined {
    return Object.entries(this.file.value).find(([, r]) => r.hostTurnId === hostTurnId)?.[0];
  }

  get(messageId: string): SourceRecord {
    const record = this.file.value[messageId];
    if (!record) throw new Error(`no source ${messageId} in the inbox`);
    return record;
  }

  update(messageId: string, change: Partial<SourceRecord>): void {
    Object.assign(this.get(messageId), change);
    this.file.save();
    this.onChange?.(messageId, change);
  }

  /**
   * A source as the shared inbox hands it to this instance to run, whichever instance received it: it
   * replaces what this inbox knew of the message, which is older.
   */
  adopt(
    messageId: string,
    eventId: string,
    fields: Omit<SourceRecord, 'eventIds' | 'receiveCount' | 'receivedAt' | 'state'>,
    progress: Pick<SourceRecord, 'state'> & Partial<SourceRecord>,
  ): void {
    this.file.value[messageId] = {
      ...fields,
      eventIds: [eventId],
      receiveCount: 1,
      receivedAt: Date.now(),
      ...progress,
    };
    this.eventIds.add(eventId);
    this.file.save();
  }

  /** Sources received and not started, commands left out (they go ahead of everything), oldest first. */
  waitingForAdmission(): string[] {
    return Object.entries(this.file.value)
      .filter(([, r]) => r.state === 'received' && commandOf(r.input) === undefined)
      .map(([id]) => id);
  }

  /** Sources not finished, in the order they were received. */
  unfinished(): [string, SourceRecord][] {
    return Object.entries(this.file.value).filter(([, r]) => r.state !== 'answered' && r.state !== 'failed');
  }

  private repeats(messageId: string, eventId: string): boolean {
    if (flaw === 'no-dedupe') return false;
    if (flaw === 'event-id-dedupe') return this.eventIds.has(eventId);
    return messageId in this.file.value || this.eventIds.has(eventId);
  }
}
