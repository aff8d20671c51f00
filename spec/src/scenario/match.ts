import Type from 'typebox';
import { defineSchema } from '../define.ts';

export const Match = defineSchema(
  'scenario/match',
  Type.Record(Type.String({ minLength: 1 }), Type.Unknown(), {
    description: [
      'A partial match of one record. Each key is a dot path into the record (array indexes are path',
      'segments: `body.items.0.msg_type`; a literal dot in a key is written `\\.`). Each value is the',
      'expectation for that path:',
      '- a string, number, boolean or null: equal. Numbers compare by value (1 equals 1.0); a number never',
      '  equals a string. null matches only a present null: an absent field is not null.',
      '- an array: same length, each element matched by these rules in order.',
      '- an object without `$` keys: a nested partial match (its keys are paths below this one).',
      '- an operator object, exactly one `$` key: `{"$absent": true}` the path does not exist;',
      '  `{"$exists": true}` it exists (null counts); `{"$contains": "s"}` a string containing s, or an',
      '  array with an element matching s; `{"$regex": "re"}` a string matching the ECMAScript regex;',
      '  `{"$json": {...}}` a string that parses as JSON and matches the nested partial match;',
      '  `{"$gte": n}`, `{"$lte": n}` numeric bounds; `{"$ne": v}` not equal to v; `{"$anyOf": [v, ...]}`',
      '  any of the expectations; `{"$length": n}` a string or array of that length;',
      '  `{"$text": e}` a message object — as the IM API returns it, `{msg_type, body: {content}}`, or the',
      '  body of a send or edit, `{msg_type, content}` (a PATCH body without msg_type is a card) — whose',
      '  visible text (spec/schemas/provider/visible-text-cases.schema.json) matches the expectation e. A',
      '  string e asks what a user reads: each of its non-empty lines, trimmed, is contained in the visible',
      '  text, in order — a title, a status line or a footer around the answer does not change what is',
      '  shown. The `text` of a message in `provider.messages`, given as a string, is matched the same way.',
      '  Any other e (an operator) applies to the whole visible text. A message whose visible text is unknown',
      '  (a template card) never matches, and a check that fails only',
      '  for that is untested (not-covered), naming the message: the kit cannot see what it would compare.',
      'Captures: any string that is entirely `{{name}}` is replaced by the captured value before matching,',
      'wherever it stands (object values, array elements, operator arguments); an unknown capture makes',
      'the check untested, never a pass.',
    ].join('\n'),
  }),
  {
    name: 'Match',
    title: 'Record match',
    description:
      'A partial match by dot path; the semantics every runner must share are in the description of this object.',
  },
);
