import type { InboundSource } from '../store/inbox.ts';
import type { Intake } from '../transport/intake.ts';

let next = 0;

/** An intake a test drives: `deliver` is one provider event; it returns once it would be acknowledged. */
export class FakeIntake implements Intake {
  readonly capabilities = [];
  connected = false;
  private onSource: ((source: InboundSource) => void) | undefined;

  async start(onSource: (source: InboundSource) => void): Promise<void> {
    this.onSource = onSource;
    this.connected = true;
  }

  async stop(): Promise<void> {
    this.connected = false;
    this.onSource = undefined;
  }

  deliver(source: InboundSource): void {
    if (!this.onSource) throw new Error('the intake is stopped');
    this.onSource(source);
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
