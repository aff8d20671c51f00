import Type from 'typebox';
import { defineSchema, ref } from '../define.ts';

export const ProviderDoubleMessageFaults = defineSchema(
  'provider/double-message-faults',
  Type.Object(
    {
      push: Type.Optional(
        Type.Array(ref('provider/double-push-fault'), {
          description:
            "Faults of the pushes of this message's event, or of their acknowledgements; messageId is set to this message.",
        }),
      ),
      http: Type.Optional(
        Type.Array(ref('provider/double-http-fault'), {
          description: 'Faults of the Open API calls about this message; match.about is set to this message.',
        }),
      ),
    },
    { additionalProperties: false },
  ),
  {
    name: 'ProviderDoubleMessageFaults',
    title: 'Side channel: the faults of one message',
    description:
      'Faults that concern one injected message alone, programmed with it before its event goes out, so that none can ' +
      "miss it or land on another message. A fault with skip counts only this message's pushes or calls.",
  },
);
