import type { InboundSource } from '../store/inbox.ts';
import type { Intake, IntakeSink } from '../transport/intake.ts';

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
    if (!this.sink) throw new Error('the intake is stopped');
    return this.sink.record(source);
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
