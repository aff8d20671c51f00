import type { InboundSource } from '../store/inbox.ts';
import type { Intake, IntakeSink } from '../transport/intake.ts';
import { MalformedEventError, sourceFromEvent } from '../transport/receive-event.ts';

let next = 0;

/** An intake a test drives: `deliver` is one provider event; it resolves once it would be acknowledged. */
export class FakeIntake implements Intake {
  readonly capabilities = [];
  connected = false;
  private sink: IntakeSink | undefined;

  async start(sink: IntakeSink): Promise<void> {
    this.sink = sink;
    this.connected = true;
  }

  async stop(): Promise<void> {
    this.connected = false;
    this.sink = undefined;
  }

  deliver(source: InboundSource): Promise<void> {
    return this.started().record(source);
  }

  /** An event as the SDK hands it to the handler (header and event flattened), read as the intakes read it. */
  deliverEvent(data: unknown): Promise<void> {
    let source: InboundSource;
    try {
      source = sourceFromEvent(data);
    } catch (error) {
      if (!(error instanceof MalformedEventError)) throw error;
      this.started().reject(error.rejection);
      return Promise.resolve();
    }
    return this.started().record(source);
  }

  private started(): IntakeSink {
    if (!this.sink) throw new Error('the intake is stopped');
    return this.sink;
  }
}

/** A private text message from alice, with fresh ids unless given. */
export function textSource(text: string, overrides: Partial<InboundSource> = {}): InboundSource {
  next++;
  return {
    eventId: `ev_${next}`,
    messageId: `om_${next}`,
    chatId: 'oc_alice',
    chatType: 'p2p',
    senderType: 'user',
    senderOpenId: 'ou_alice',
    messageType: 'text',
    content: JSON.stringify({ text }),
    mentions: [],
    createTime: 1_700_000_000_000 + next,
    ...overrides,
  };
}

/** The flattened im.message.receive_v1 of `source`, as the SDK's EventDispatcher hands it to a handler. */
export function eventOf(source: InboundSource): Record<string, unknown> {
  return {
    schema: '2.0',
    event_id: source.eventId,
    event_type: 'im.message.receive_v1',
    sender: { sender_id: { open_id: source.senderOpenId }, sender_type: source.senderType },
    message: {
      message_id: source.messageId,
      chat_id: source.chatId,
      chat_type: source.chatType,
      message_type: source.messageType,
      content: source.content,
      create_time: String(source.createTime),
      mentions: source.mentions.map((m) => ({ key: m.key, id: { open_id: m.openId }, name: m.name })),
    },
  };
}
