import Type, { type TProperties } from 'typebox';
import { ref } from '../../define.ts';
import { RequirementId } from '../requirements.ts';

/**
 * A name given to an action, referenced by later steps: `since` counts from the moment it ran; for
 * actions with results, `of` and `{{name.field}}` reach them.
 */
export const StepName = Type.String({ pattern: '^[a-z][a-zA-Z0-9_]*$' });

export const Ms = (description: string) => Type.Integer({ minimum: 0, description });

/** Fields every check has. */
export const checkFields: TProperties = {
  id: Type.Optional(
    Type.String({
      pattern: '^[a-z0-9][a-z0-9-]*$',
      description:
        'Stable check id, unique in the scenario; expectations and dependsOn refer to it. Default: step-<n>, n the 1-based step index.',
    }),
  ),
  layer: ref('scenario/layer'),
  requirements: Type.Optional(
    Type.Array(RequirementId, {
      uniqueItems: true,
      description:
        "The requirements this check measures; default: the scenario's requirements of the check's layer.",
    }),
  ),
  dependsOn: Type.Optional(
    Type.Array(Type.String(), {
      uniqueItems: true,
      description:
        'Check ids this check depends on. Default: every earlier check of the same or a lower layer ' +
        '(transport < admission < host < delivery). A check whose dependency failed or was untested is ' +
        'untested (blocked-by:<layer of the first such dependency>) and never evaluated as a pass.',
    }),
  ),
  note: Type.Optional(Type.String({ description: 'Why this check exists, for people reading a failure.' })),
  mode: Type.Optional(
    Type.Union([Type.Literal('exact'), Type.Literal('structural')], {
      description:
        "exact (the default): the check holds against the doubles only — it may assert the host double's " +
        'scripted text, recorded provider calls, acknowledgements or control projections. structural: it must ' +
        'also hold live, against a real Lark tenant and a real agent host (`larkspur qualify`), so it may only ' +
        'assert what a user of the chat sees whatever the model answers: how many bot posts, in reply to which ' +
        'message, in which chat, that nothing more follows. Only provider.messages and a quiet check on provider ' +
        'APIs (no host method) can be structural. Live, an exact check is untested (live), never a pass; the ' +
        'mode changes nothing in a run against the doubles.',
    }),
  ),
};

/** Counting rules shared by provider.call and host.call. */
export const countFields: TProperties = {
  count: Type.Optional(
    Type.Integer({
      minimum: 1,
      description:
        'Exactly this many matching records. Decided when the count reaches it (then settleMs more are ' +
        'watched; any further match fails) or at the end of `within` (fewer fails). Zero is a `quiet` check.',
    }),
  ),
  atLeast: Type.Optional(
    Type.Integer({
      minimum: 1,
      description: 'At least this many by the end of `within`; passes as soon as reached.',
    }),
  ),
  atMost: Type.Optional(
    Type.Integer({
      minimum: 1,
      description:
        'Fails as soon as the count exceeds it; otherwise passes at the end of `within` if at least one ' +
        '(or atLeast) matching record was seen. A check never passes on nothing: for none, use `quiet`.',
    }),
  ),
  settleMs: Type.Optional(
    Ms('With count: how long to keep watching for an excess match after the count was reached. Default 0.'),
  ),
  within: Type.Optional(
    Ms('How long the check may wait, from the moment the step is reached. Default 5000.'),
  ),
  since: Type.Optional(
    Type.Union([StepName, Type.Literal('check')], {
      description:
        'Count only records at or after the named action (its `as`), or after this check starts ("check"). ' +
        'Default: all records of the scenario.',
    }),
  ),
  match: Type.Optional(ref('scenario/match')),
  distinct: Type.Optional(
    Type.String({
      minLength: 1,
      description:
        'Count distinct values at this dot path among the matching records instead of the records: with ' +
        'count 300 and distinct params.message_id, 300 different messages were answered.',
    }),
  ),
  capture: Type.Optional(
    Type.Record(StepName, Type.String({ minLength: 1 }), {
      description:
        'name → dot path into the first matching record; later steps use {{name}}. A capture that finds nothing fails the check.',
    }),
  ),
};

/** `provider-send` → `ProviderSendStep`: the generated type name of a step schema. */
export function typeName(path: string): string {
  return `${path.replace(/(^|-)([a-z])/g, (_, __, c: string) => c.toUpperCase())}Step`;
}
