import { describe, expect, it } from 'vitest';
import { cardCallbackOf } from './card-callback.ts';

describe('card callbacks (HO-008)', () => {
  it("reads the verification token from the header, where the event's own callback token cannot hide it", () => {
    const envelope = {
      schema: '2.0',
      header: {
        event_id: 'ev_1',
        event_type: 'card.action.trigger',
        token: 'vt-app',
        app_id: 'cli_x',
        tenant_key: 't',
      },
      event: {
        operator: { open_id: 'ou_alice' },
        token: 'c-callback',
        action: { tag: 'button', value: { approval: 'apv_1', decision: 'accept' } },
        host: 'im_message',
        context: { open_message_id: 'om_card', open_chat_id: 'oc_chat' },
      },
    };
    expect(cardCallbackOf(envelope)).toEqual({
      eventId: 'ev_1',
      verificationToken: 'vt-app',
      operatorOpenId: 'ou_alice',
      value: { approval: 'apv_1', decision: 'accept' },
      messageId: 'om_card',
      chatId: 'oc_chat',
    });
  });

  it('is no card callback for another event, and empty fields for a malformed one', () => {
    expect(cardCallbackOf({ header: { event_type: 'im.message.receive_v1' }, event: {} })).toBeUndefined();
    expect(cardCallbackOf(null)).toBeUndefined();
    expect(cardCallbackOf({ header: { event_type: 'card.action.trigger' } })).toEqual({
      eventId: '',
      verificationToken: '',
      operatorOpenId: '',
      value: undefined,
      messageId: '',
      chatId: '',
    });
  });
});
