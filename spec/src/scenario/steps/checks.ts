import Type, { type TProperties } from 'typebox';
import { defineSchema, ref } from '../../define.ts';
import { ATTRIBUTION_RULE, CALL_ATTRIBUTION } from '../attribution.ts';
import { checkFields, countFields, Ms, StepName, typeName } from './common.ts';

export const check = (name: string, path: string, title: string, description: string, props: TProperties) =>
  defineSchema(
    `scenario/steps/${path}`,
    Type.Object({ expect: Type.Literal(name), ...checkFields, ...props }, { additionalProperties: false }),
    { name: typeName(path), title, description },
  );

const ApiNames = Type.Union(
  [Type.String({ minLength: 1 }), Type.Array(Type.String({ minLength: 1 }), { minItems: 1 })],
  {
    description:
      'Provider API name(s), as the SDK names them: im.message.create, im.message.reply, im.message.update, ' +
      'im.message.patch, im.message.get, im.messageReaction.create, im.messageResource.get, bot.info, ' +
      'auth.tenantAccessToken.internal, callback.wsEndpoint.',
  },
);

const HostMethods = Type.Union(
  [Type.String({ minLength: 1 }), Type.Array(Type.String({ minLength: 1 }), { minItems: 1 })],
  {
    description:
      'Host protocol method(s), e.g. turn/start, thread/read, turn/interrupt: calls of the Codex app-server protocol, ' +
      'seen in the host modes double and codex only — elsewhere the check is untested (host-mode).',
  },
);

const TurnEvent = Type.Union([Type.Literal('started'), Type.Literal('ended')], {
  description:
    'started: a turn began — its input, and the session (threadId) it continues. ended (default): a turn ended.',
});

/** What a turn start is in each host mode: the mode-neutral form of "the implementation ran the model". */
export const TURN_STARTED_BY_MODE =
  "A turn start is, with the host double or Codex, a turn/start the host took; with the kit's claude, a user " +
  'message the bridge wrote to it (stream-json on stdin, or the prompt of -p); where only the model double sees ' +
  "the agent (an Agent SDK's bundled Claude Code, or a bridge that calls a model API itself), a model call that " +
  "brings new user input — a retry, or the call with a tool's result, continues its turn.";

export const ProviderAck = check(
  'provider.ack',
  'provider-ack',
  'The provider event was acknowledged',
  'The implementation acknowledged a delivery of the named event on the long connection (or answered the ' +
    'webhook push with 200) with the expected code, no later than withinMs after that delivery. With refused, ' +
    'the implementation answered that delivery with any code but 200: it turned the push away.',
  {
    of: StepName,
    nth: Type.Optional(
      Type.Integer({ minimum: 1, description: 'Which delivery of the event (1 = first). Default 1.' }),
    ),
    code: Type.Optional(Type.Integer({ description: 'Expected ACK code. Default 200.' })),
    refused: Type.Optional(
      Type.Boolean({ description: 'Expect any code but 200 (a webhook push turned away). Excludes code.' }),
    ),
    withinMs: Type.Optional(
      Ms('Latest acceptable ACK latency after that delivery. Default 3000 (the Lark deadline).'),
    ),
    within: Type.Optional(Ms('How long the check may wait for the ACK. Default withinMs + 1000.')),
  },
);

export const ProviderChallenge = check(
  'provider.challenge',
  'provider-challenge',
  'The webhook URL challenge is answered',
  'The provider double sends url_verification to the webhook (encrypted and signed like every push, with the ' +
    "app's verification token) and passes when the same challenge comes back with HTTP 200 within withinMs. " +
    'Needs capability webhook.',
  {
    withinMs: Type.Optional(
      Ms(
        'Latest acceptable answer, at most the Lark limit of 1000 (the double waits no longer). Default 1000.',
      ),
    ),
  },
);

export const ProviderCall = check(
  'provider.call',
  'provider-call',
  'The implementation called the provider',
  'Counts HTTP calls of the implementation to the provider double that match. The record is ' +
    '{api, method, path, params (path parameters), query, body (parsed JSON), response: {status, body}, ' +
    'fault?, answerTo?}. Exactly one of count / atLeast / atMost sets the rule (default atLeast 1). The ' +
    'visible text a call sends or reads is matched with $text (scenario/match).\n\n' +
    CALL_ATTRIBUTION,
  { api: ApiNames, ...countFields },
);

export const HostCall = check(
  'host.call',
  'host-call',
  'The implementation called the host',
  'Counts requests of the implementation to the host double that match. The record is ' +
    "{method, params, result?, error?, instance?} — instance, with the adapter's instances, the number of the instance whose host made the call. Exactly one of count / atLeast / atMost sets the rule (default atLeast 1). " +
    'A call of the Codex app-server protocol: in the host modes claude-code and model-api it is untested (host-mode); ' +
    'what is mode-neutral — a turn started, with its input — is host.turn.',
  {
    method: HostMethods,
    ...countFields,
    perInstance: Type.Optional(
      Type.Boolean({
        description:
          "With the adapter's instances: the rule holds for each instance's calls on its own — a bound every " +
          'process keeps for itself (its host connection, its handlers), where N instances correctly make N times ' +
          'the calls. An instance with no matching call is not counted; nothing matching at all is counted as ' +
          'one empty group. Without instances, the same as leaving it out.',
      }),
    ),
  },
);

export const ControlSource = check(
  'control.source',
  'control-source',
  'The inbox shows the source so',
  'Polls GET /v1/sources/{messageId of `of`} until the body matches, or fails at the end of `within` with ' +
    'the last body. Needs capability control.',
  {
    of: StepName,
    match: ref('scenario/match'),
    within: Type.Optional(Ms('Default 5000.')),
    capture: countFields.capture!,
  },
);

export const ControlGet = check(
  'control.get',
  'control-get',
  'A control projection shows so',
  'Polls a GET route of the control API until status and body match. Needs capability control.',
  {
    path: Type.String({
      pattern: '^/v1/',
      description: 'The route, captures allowed: /v1/sessions/{{s1}}/turns',
    }),
    status: Type.Optional(Type.Integer({ description: 'Expected HTTP status. Default 200.' })),
    match: Type.Optional(ref('scenario/match')),
    within: Type.Optional(Ms('Default 5000.')),
    capture: countFields.capture!,
  },
);

export const Quiet = check(
  'quiet',
  'quiet',
  'Nothing more happens',
  'Fails if a record matching any of the listed provider APIs or host methods (and `match`, if given) ' +
    "— for the method of a request of the host (an approval), the implementation's answer to it, with " +
    '`withdrawn: true` when the host had given the request up (serverRequest/resolved, the turn ended first) — ' +
    'appears during `for` ms from the moment the step is reached (or, with `since`, from that action on). A ' +
    'quiet check never passes on nothing: it is untested unless an earlier check of the scenario passed. ' +
    'Provider call records are those of provider.call, with `answerTo`: "nothing more for m1" is ' +
    '`"match": {"answerTo": "{{m1.messageId}}"}` on im.message.reply and im.message.create.\n\n' +
    CALL_ATTRIBUTION,
  {
    api: Type.Optional(ApiNames),
    method: Type.Optional(HostMethods),
    turn: Type.Optional(
      Type.Literal('started', {
        description:
          'Also fails on a turn that starts (the records of host.turn with event started): "no model run", in every host mode.',
      }),
    ),
    match: Type.Optional(ref('scenario/match')),
    for: Ms('The window.'),
    since: Type.Optional(
      Type.String({
        pattern: '^[a-z][a-zA-Z0-9_]*$',
        description:
          'Also count records since the named action, not only those during the window: "never, from then until the window ends".',
      }),
    ),
  },
);

export const InOrder = check(
  'inOrder',
  'in-order',
  'These happen in this order',
  'Order is checked only inside such a group. Each member is a provider.call, host.call or host.turn check without ' +
    'layer, id or dependsOn (those are the group’s), evaluated on its own counting rules; the group passes ' +
    'when every member passes and the first matching record of each member comes after that of the member ' +
    'before it — or, failing that, when within the group’s `within` each member has a matching record after ' +
    'the one found for the member before it (a readback of a draft that already shows the whole answer does ' +
    'not hide the readback of the answer after the edit). Members are evaluated one after another, each with ' +
    'the time left of the group’s `within`.',
  {
    checks: Type.Array(
      Type.Union([
        Type.Object(
          { expect: Type.Literal('provider.call'), api: ApiNames, ...countFields },
          { additionalProperties: false },
        ),
        Type.Object(
          { expect: Type.Literal('host.call'), method: HostMethods, ...countFields },
          { additionalProperties: false },
        ),
        Type.Object(
          { expect: Type.Literal('host.turn'), event: Type.Optional(TurnEvent), ...countFields },
          { additionalProperties: false },
        ),
      ]),
      { minItems: 2 },
    ),
    within: Type.Optional(Ms('How long the whole group may wait. Default 5000.')),
  },
);

export const ProviderAcks = check(
  'provider.acks',
  'provider-acks',
  'Every event of a burst was acknowledged in time',
  'Each event named by a provider.burst (or provider.malformed) was acknowledged on its first delivery with the code, no later than ' +
    'withinMs after that delivery. Fails at the first event past its deadline.',
  {
    of: StepName,
    events: Type.Optional(
      Type.Union([Type.Literal('eventIds'), Type.Literal('malformedEventIds'), Type.Literal('notEventIds')], {
        description:
          'Which events of the step: eventIds (default), or of a provider.malformed its malformedEventIds — malformed events that reach an event handler — or its notEventIds — pushes that are no event at all; each to be acknowledged all the same (TR-010).',
      }),
    ),
    code: Type.Optional(Type.Integer({ description: 'Default 200.' })),
    withinMs: Type.Optional(Ms('Default 3000.')),
    within: Type.Optional(Ms('How long the check may wait for the last ACK. Default withinMs + 2000.')),
  },
);

export const HostConcurrency = check(
  'host.concurrency',
  'host-concurrency',
  'Never too many turns at once',
  'From the turns the host double ran so far (turn/started to turn/completed), the most that were active at ' +
    'the same moment — over all threads, or within any one thread — is at most `atMost`. Decided when the ' +
    'step is reached; it never passes on nothing: no turn at all fails.',
  {
    atMost: Type.Integer({ minimum: 1 }),
    scope: Type.Optional(
      Type.Union([Type.Literal('all'), Type.Literal('thread')], { description: 'Default all.' }),
    ),
  },
);

export const SutMemory = check(
  'sut.memory',
  'sut-memory',
  'Memory stays bounded',
  'The resident memory of the implementation (its whole process group, sampled by the harness every 250 ms) never ' +
    'grows more than `growthMb` above its level when the action `since` ran, from then until `for` ms after the step ' +
    'is reached (TR-004: a burst or a huge event costs disk, never memory). Untested where the harness cannot read ' +
    "memory (no /proc), and across a restart of the implementation. Bounds are generous: a runtime's own growth is " +
    'no failure; holding a huge input many times over is.',
  {
    since: StepName,
    growthMb: Type.Integer({ minimum: 1 }),
    settledMb: Type.Optional(
      Type.Integer({
        minimum: 0,
        description:
          'And at the end of the window the memory is back within this much of its level at `since`: what the work ' +
          'took was given back (a leak keeps it). Give the window time to settle.',
      }),
    ),
    for: Ms('How long to keep watching after the step is reached.'),
  },
);

export const SutLeaseReported = check(
  'sut.leaseReported',
  'sut-lease-reported',
  'The second installation reports the held consumer lease',
  "The installation a sut.start with second started finds the app's consumer lease held and says so (TR-006): it exits " +
    'with code 75, or its GET /v1/ready answers consumerLease.state held-elsewhere. Any other exit — a crash — fails, and so ' +
    'does still running without saying so at the end of `within`.',
  { within: Type.Optional(Ms('How long it may take. Default 6000.')) },
);

export const ProviderMessages = check(
  'provider.messages',
  'provider-messages',
  'What the user sees',
  'Counts the messages the provider double holds now — what a user of the chat would see, whatever API ' +
    'put them there — that match. The record is the stored message: {messageId, chatId, chatType, threadId?, ' +
    'rootId?, parentId?, sender {type, id, name}, fromBot, msgType, content, text?, textUnknown?, deleted, ' +
    'editCount, patchCount, uuid?, reactions[]}, plus answerTo? — the source it answers. `text` is the visible ' +
    'text of its current content (spec/schemas/provider/visible-text-cases.schema.json); a check that fails ' +
    'only because a text is unknown (textUnknown: a template card) is untested. "The answer to m1" is ' +
    '`"answerTo": "{{m1.messageId}}"`; `parentId` asserts a reply as such, for a scenario about replying. ' +
    'Exactly one of count / atLeast / atMost sets the rule (default atLeast 1).\n\n' +
    ATTRIBUTION_RULE,
  { ...countFields },
);

export const HostTurn = check(
  'host.turn',
  'host-turn',
  'The host ran a turn',
  'Counts the turns the host started or ended, as the host itself knows them — also a turn whose end nobody heard ' +
    '(endUnheard, a lost connection). Mode-neutral: it reads the same in every host mode. The record of a start is ' +
    '{event: started, threadId, turnId, input: [{type: text, text} | {type: localImage, path} | …]}; of an end ' +
    '{event: ended, threadId, turnId, status: completed | interrupted | failed, error?}. Exactly one of count / ' +
    'atLeast / atMost sets the rule (default atLeast 1).\n\n' +
    TURN_STARTED_BY_MODE,
  { event: Type.Optional(TurnEvent), ...countFields },
);

export const HostConnection = check(
  'host.connection',
  'host-connection',
  'The implementation opened or closed its host',
  'Counts the host connections the host double saw open or close (each start of the host command opens ' +
    'one; closing the host transport, or the host process ending, closes it). The record is {event, ' +
    'connectionId}. Exactly one of count / atLeast / atMost sets the rule (default atLeast 1).',
  {
    event: Type.Union([Type.Literal('open'), Type.Literal('close')]),
    count: countFields.count!,
    atLeast: countFields.atLeast!,
    atMost: countFields.atMost!,
    settleMs: countFields.settleMs!,
    within: countFields.within!,
    since: countFields.since!,
  },
);

export const Captured = check(
  'captured',
  'captured',
  'A captured value is so',
  'Matches a value captured by an earlier step — e.g. the answer of control.stop ("stop1.body") — against ' +
    '`match`, at once: the action already waited for it. With `within`, waits up to that long for the value ' +
    'to be captured (the answer of a detached action) before matching it.',
  {
    within: Type.Optional(Ms('How long to wait for the value to be captured. Default 0: it must be there.')),
    value: Type.String({
      pattern: '^[a-z][a-zA-Z0-9_]*(\\.[a-zA-Z][a-zA-Z0-9_]*)?$',
      description: 'The capture name, without braces: "stop1.body", "reply".',
    }),
    match: ref('scenario/match'),
  },
);

export const Secrets = check(
  'secrets',
  'secrets',
  'No credential leaked; private files owner-only',
  'Scans everything the implementation wrote to stdout and stderr and every file in its data directory for ' +
    'the app secret, the control token and every tenant token the provider issued, and checks that each ' +
    'file there is readable by its owner only (OB-002). Decided at once; like quiet, it never passes on ' +
    'nothing: it is untested unless an earlier check of the scenario passed.',
  {},
);

export const ControlAuth = check(
  'control.auth',
  'control-auth',
  'The control API takes no request without its token, on loopback only',
  'Calls every route of the control contract without a token and with a wrong one: each must answer 401 ' +
    'with the control error body. Then tries the control port on each non-loopback address of this ' +
    'machine: it must not be reachable there (OB-003). Needs capability control.',
  {},
);

export const TimingLines = check(
  'timing.lines',
  'timing-lines',
  'Timing lines are well-formed and content-free',
  'Reads the JSON lines of type larkspur.timing the implementation printed on stdout (LARKSPUR_EVENT_TIMING=1, ' +
    'capability event-timing): each must match spec/schemas/launch/timing-line.schema.json, none may contain ' +
    'the text, message id, chat id or user ids of a message of the scenario, nor app credentials, and there ' +
    'must be a receive line for at least as many distinct correlations as `messages` names (OB-001).',
  {
    messages: Type.Array(StepName, {
      minItems: 1,
      description: 'provider.send steps whose receipt must be timed.',
    }),
    within: Type.Optional(Ms('How long to wait for the lines. Default 3000.')),
  },
);

export const HostAnswer = check(
  'host.answer',
  'host-answer',
  'The implementation answered a request of the host',
  'Counts the answers the implementation gave to requests of the host double (approvals: ' +
    'item/commandExecution/requestApproval, item/fileChange/requestApproval), each recorded when it arrives. The ' +
    "record is {method, params (the host's request), result?, error?, afterMs (from the request to the answer)}. A " +
    'request never answered leaves no record; that no answer came is a quiet check on the method. Exactly one of ' +
    'count / atLeast / atMost sets the rule (default atLeast 1).',
  { method: HostMethods, ...countFields },
);

export const HostFile = check(
  'host.file',
  'host-file',
  'What the host found at a file path it was given',
  "Counts the file records of the host double: with the host script's inspectFiles, the double looks at every " +
    'file a turn is given — each localImage path, and each absolute path in a text input that names an existing ' +
    'file — when the turn starts (phase turn-start), and again inspectFiles.afterTurnMs after the turn ended ' +
    '(phase after-turn). The record is {phase, path, input: localImage | text, exists, and when it exists: mode and ' +
    'dirMode (permission bits as 4 octal digits, "0600"), size (bytes), sha256 (hex)}. The double runs on the ' +
    'machine of the implementation. Exactly one of count / atLeast / atMost sets the rule (default atLeast 1).',
  { ...countFields },
);

export const ControlContentFree = check(
  'control.contentFree',
  'control-content-free',
  'A control projection carries no content',
  'GETs a route of the control API once and fails if its answer is not 200, or if its body, as JSON text, ' +
    'contains any of `values` (captures allowed: message texts, opaque host ids, responses) (AS-008). Needs ' +
    'capability control.',
  {
    path: Type.String({ pattern: '^/v1/', description: 'The route, captures allowed.' }),
    values: Type.Array(Type.String({ minLength: 1 }), {
      minItems: 1,
      description: 'Strings that must not appear.',
    }),
  },
);
