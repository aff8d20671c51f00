import Type from 'typebox';
import { defineSchema } from '../define.ts';

export const ProviderDoubleFaultAdded = defineSchema(
  'provider/double-fault-added',
  Type.Object(
    { id: Type.String({ description: 'Named in the fault field of the records it shaped.' }) },
    { additionalProperties: false },
  ),
  {
    name: 'ProviderDoubleFaultAdded',
    title: 'Side channel: fault programmed',
    description:
      'Answer to POST /__double/faults/http and /__double/faults/push. DELETE /__double/faults clears them all.',
  },
);
