import Type from 'typebox';
import { defineSchema, ref } from '../define.ts';

export const ProviderDoubleRecords = defineSchema(
  'provider/double-records',
  Type.Object({ records: Type.Array(ref('provider/double-record')) }, { additionalProperties: false }),
  {
    name: 'ProviderDoubleRecords',
    title: 'Side channel: records',
    description: 'GET /__double/records[?since=SEQ][&kind=KIND]: the records after seq SEQ, oldest first.',
  },
);
