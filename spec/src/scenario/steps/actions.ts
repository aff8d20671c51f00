import Type from 'typebox';
import { defineSchema, ref } from '../../define.ts';
import { Ms, StepName, typeName } from './common.ts';

const action = (
  name: string,
  path: string,
  title: string,
  description: string,
  props: Parameters<typeof Type.Object>[0],
) =>
  defineSchema(
    `scenario/steps/${path}`,
    Type.Object({ do: Type.Literal(name), ...props }, { additionalProperties: false }),
    { name: typeName(path), title, description },
  );

export const ChatRef = Type.String({
  pattern: '^(p2p:[a-z0-9_-]+|group:[a-z0-9_-]+(/[a-z0-9_-]+)?)$',
  description:
    'The conversation: "p2p:<user>" is the private chat of that user with the bot; "group:<name>" a group ' +
    'chat; "group:<name>/<topic>" a topic (thread) in it. Ids are derived stably from the names.',
});

export const ProviderSend = action(
  'provider.send',
  'provider-send',
  'Send a message',
  'The provider double pushes an im.message.receive_v1 event for a new user message. `as` names it: later ' +
    'steps use {{<as>.messageId}}, {{<as>.eventId}}, {{<as>.chatId}}, {{<as>.threadId}}. `faults` programs faults of ' +
    'this message alone (its pushes and acknowledgements, the calls about it) before its event goes out.',
  {
    as: Type.Optional(StepName),
    chat: ChatRef,
    from: Type.Optional(
      Type.String({
        pattern: '^[a-z0-9_-]+$',
        description: 'Sender user name. Default: the p2p user, else "alice".',
      }),
    ),
    text: Type.Optional(
      Type.String({ description: 'A text message; the double writes content {"text": ...}.' }),
    ),
    repeat: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: 50_000_000,
        description: 'The text repeated this many times: a huge message (AD-007, TR-010).',
      }),
    ),
    msgType: Type.Optional(Type.String({ description: 'Another message_type, with `content`.' })),
    content: Type.Optional(
      Type.Unknown({
        description: 'The content object for msgType (serialized to a JSON string on the wire).',
      }),
    ),
    mention: Type.Optional(Type.Boolean({ description: 'Mention the bot (group chats). Default false.' })),
    mentionUser: Type.Optional(
      Type.String({
        pattern: '^[a-z0-9_-]+$',
        description: 'Mention this user, not the bot: a group message addressed to someone else (AD-005).',
      }),
    ),
    parent: Type.Optional(
      Type.String({ description: 'A reply to this earlier message: the `as` of a provider.send.' }),
    ),
    senderType: Type.Optional(
      Type.Union([Type.Literal('user'), Type.Literal('app')], {
        description:
          'app: the message comes from another bot named `from` (the implementation must not admit it).',
      }),
    ),
    fromBot: Type.Optional(
      Type.Boolean({
        description: "The implementation's own bot is the sender: its own message echoed back as an event.",
      }),
    ),
    parts: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: 64,
        description:
          'Long connection: split the event frame into this many parts (sum/seq headers) that the implementation must join (TR-005).',
      }),
    ),
    faults: Type.Optional(ref('provider/double-message-faults')),
    patch: Type.Optional(
      Type.Record(Type.String({ minLength: 1 }), Type.Unknown(), {
        description:
          'Dot path into the pushed event envelope → the value it takes, null included (e.g. {"event.message.mentions": [null]}): ' +
          'an event Lark should never send (TR-010). The message is stored as sent; only the event differs.',
      }),
    ),
  },
);

export const ProviderRedeliver = action(
  'provider.redeliver',
  'provider-redeliver',
  'Redeliver an event',
  'The provider double pushes an earlier event again, as Lark does after reconnects and missed deadlines. `of` a ' +
    'provider.burst pushes every event of the burst again, in send order; `of` a provider.cardAction: that exact ' +
    'click again, same event id and content (a replayed callback).',
  {
    of: StepName,
    as: Type.Optional(StepName),
    newEventId: Type.Optional(
      Type.Boolean({
        description: 'Same message id under a new event id. Default false (the same event id).',
      }),
    ),
  },
);

export const HostRelease = action(
  'host.release',
  'host-release',
  'Release a blocked turn',
  'Turns of the host script that block on this key go on.',
  { key: Type.String({ minLength: 1 }), as: Type.Optional(StepName) },
);

/** One instance of a multi-instance implementation, by its 1-based number or a capture of one. */
const InstanceRef = Type.Union(
  [
    Type.Integer({ minimum: 1, maximum: 8 }),
    Type.String({ pattern: '^\\{\\{[a-z][a-zA-Z0-9_]*(\\.[a-zA-Z][a-zA-Z0-9_]*)?\\}\\}$' }),
  ],
  {
    description:
      'Which instance (adapter instances): its number, 1 to count, or a capture of one — a host.call capturing `instance` ' +
      'names the instance whose host made the call ("{{runner}}"). Without it, every instance.',
  },
);

export const SutRestart = action(
  'sut.restart',
  'sut-restart',
  'Restart the implementation',
  'Stops the implementation (SIGKILL to its process group by default, else SIGTERM with the grace period) and starts it again with the same environment and data directory, then waits for readiness. With `instance`, only that instance. `as` captures {{<as>.exit}}: {code, signal, afterMs} of the stop.',
  {
    signal: Type.Optional(
      Type.Union([Type.Literal('SIGKILL'), Type.Literal('SIGTERM')], { default: 'SIGKILL' }),
    ),
    instance: Type.Optional(InstanceRef),
    as: Type.Optional(StepName),
  },
);

export const SutKill = action(
  'sut.kill',
  'sut-kill',
  'Stop the implementation',
  'Stops the implementation and leaves it stopped until a sut.start. With SIGTERM it may exit by itself within the adapter stopGraceMs, else it is killed (signal SIGKILL). With `instance`, only that instance. `as` captures {{<as>.exit}}: {code, signal, afterMs}.',
  {
    signal: Type.Optional(
      Type.Union([Type.Literal('SIGKILL'), Type.Literal('SIGTERM')], { default: 'SIGKILL' }),
    ),
    instance: Type.Optional(InstanceRef),
    as: Type.Optional(StepName),
  },
);

export const SutStart = action(
  'sut.start',
  'sut-start',
  'Start the implementation',
  'Starts the implementation again after sut.kill (with `instance`, that one) and waits for readiness; or, with `second: true`, ' +
    'another installation on the same app beside the running one, without waiting: it gets the same data directory (with the ' +
    "adapter's instances: its own, and the same LARKSPUR_STORE_URL) and another LARKSPUR_INSTALLATION, and must report the held " +
    'consumer lease (sut.leaseReported).',
  {
    second: Type.Optional(
      Type.Boolean({ description: 'Start another installation beside the running one.' }),
    ),
    instance: Type.Optional(InstanceRef),
    as: Type.Optional(StepName),
  },
);

export const SutPause = action(
  'sut.pause',
  'sut-pause',
  'Pause one instance',
  'SIGSTOP to the process group of one instance: it holds its sockets and does nothing — to the store and the other ' +
    'instances, a network partition. Its long connection stays open, so events pushed to it go unacknowledged and come again. ' +
    'Needs capability multi-instance.',
  { instance: InstanceRef, as: Type.Optional(StepName) },
);

export const SutResume = action(
  'sut.resume',
  'sut-resume',
  'Resume a paused instance',
  'SIGCONT to the process group of a paused instance: it goes on from where it stopped, its leases perhaps long taken over.',
  { instance: InstanceRef, as: Type.Optional(StepName) },
);

export const ControlStop = action(
  'control.stop',
  'control-stop',
  'Stop a turn through the control API',
  'POST /v1/turns/{turn}/stop. Needs capability control.stop. The answer is recorded for later checks.',
  {
    turn: Type.String({ minLength: 1, description: 'The turn id, usually a capture: "{{turn1}}".' }),
    as: Type.Optional(StepName),
  },
);

export const ControlInput = action(
  'control.input',
  'control-input',
  'Send input to a session through the control API',
  'POST /v1/sessions/{session}/inputs with a delivery mode (AD-008). Needs capability delivery-modes. The ' +
    "action's `as` name is the clientInputId; the answer is recorded for later checks as `<as>.status` and `<as>.body`, and both as `<as>.answer`.",
  {
    session: Type.String({ minLength: 1, description: 'The session id, usually a capture: "{{s1}}".' }),
    mode: Type.Union([Type.Literal('queue'), Type.Literal('inbox'), Type.Literal('steer')]),
    text: Type.String({ minLength: 1 }),
    as: StepName,
  },
);

const Captured = (description: string) =>
  Type.String({ minLength: 1, description: `${description} Usually a capture: "{{s1}}".` });

/** The exact host an attached-session step speaks for; a step for another host proves the binding is exact. */
const hostFields = {
  hostSurface: Type.Optional(Type.String({ minLength: 1, description: 'Default "larkspur-host".' })),
  hostSession: Type.Optional(
    Type.String({ minLength: 1, description: 'The opaque host session id. Default "host-session-1".' }),
  ),
};

const answerNote =
  'The answer is recorded as `<as>.answer`: {status, body, afterMs}, afterMs the time from the request to its answer; ' +
  "also as `<as>.status`, `<as>.body` and `<as>.afterMs`, and the body's sessionId, turnId and receiptId where it has them.";

export const ControlAttachedBind = action(
  'control.attachedBind',
  'control-attached-bind',
  'Bind an attached session through the control API',
  `POST /v1/attached (AS-001) for the conversation \`chat\` (and \`topic\`, a group topic rooted at an earlier provider.send). Needs capability attached-sessions. ${answerNote}`,
  {
    chat: ChatRef,
    topic: Type.Optional(StepName),
    goal: Type.Optional(Type.String({ minLength: 1, description: 'Default "goal-1".' })),
    agent: Type.Optional(Type.String({ minLength: 1, description: 'Default "agent-1".' })),
    executor: Type.Optional(
      Type.String({ minLength: 1, description: 'The executor endpoint id. Default "endpoint-1".' }),
    ),
    ...hostFields,
    as: StepName,
  },
);

export const ControlAttachedClaim = action(
  'control.attachedClaim',
  'control-attached-claim',
  'Claim queued input of an attached session',
  `POST /v1/attached/{session}/claim with a bounded wait (AS-003). The claim id is \`claimId\`, default the step's \`as\`. With detach the request is sent and the script goes on at once: the answer is recorded when it comes (a captured check with within waits for it), so that a step can queue input while the claim waits. ${answerNote}`,
  {
    session: Captured('The attached session id.'),
    claimId: Type.Optional(Type.String({ minLength: 1 })),
    waitMs: Type.Optional(Type.Integer({ minimum: 0, description: 'Default 0.' })),
    detach: Type.Optional(Type.Boolean({ description: 'Do not wait for the answer. Default false.' })),
    ...hostFields,
    as: StepName,
  },
);

export const ControlAttachedComplete = action(
  'control.attachedComplete',
  'control-attached-complete',
  'Complete a claimed turn of an attached session',
  `POST /v1/attached/{session}/complete (AS-004, AS-005). The completion id is \`completionId\`, default the step's \`as\`. ${answerNote}`,
  {
    session: Captured('The attached session id.'),
    claimId: Type.String({ minLength: 1 }),
    turn: Captured('The claimed turn id.'),
    completionId: Type.Optional(Type.String({ minLength: 1 })),
    message: Type.String({ minLength: 1 }),
    ...hostFields,
    as: StepName,
  },
);

export const ControlAttachedClose = action(
  'control.attachedClose',
  'control-attached-close',
  'Close an attached session',
  `POST /v1/attached/{session}/close (AS-006). ${answerNote}`,
  { session: Captured('The attached session id.'), ...hostFields, as: StepName },
);

export const ControlTrigger = action(
  'control.trigger',
  'control-trigger',
  'Trigger a turn under a turn key',
  `POST /v1/sessions/{session}/triggers (BM-001). Needs capability triggers. ${answerNote}`,
  {
    session: Captured('The session id.'),
    turnKey: Type.String({ minLength: 1 }),
    instruction: Type.String({ minLength: 1 }),
    as: StepName,
  },
);

export const Wait = action('wait', 'wait', 'Wait', 'Lets time pass. Prefer a check with `within`.', {
  ms: Ms('How long.'),
  as: Type.Optional(StepName),
});

export const ProviderFault = action(
  'provider.fault',
  'provider-fault',
  'Program a provider fault',
  'Programs the provider double: `http` shapes the answer of matching Open API calls (an error code, an ' +
    'HTTP status, a delay, apply-then-drop-response, a reset); `push` shapes the next event deliveries (drop ' +
    'or delay the ACK, close the socket, deliver twice, deliver out of order, a bad webhook signature). ' +
    'Exactly one of http and push.',
  {
    http: Type.Optional(ref('provider/double-http-fault')),
    push: Type.Optional(ref('provider/double-push-fault')),
    as: Type.Optional(StepName),
  },
);

export const ProviderClearFaults = action(
  'provider.clearFaults',
  'provider-clear-faults',
  'Clear provider faults',
  'Removes every programmed fault that has not fired yet.',
  { as: Type.Optional(StepName) },
);

export const ProviderDisconnect = action(
  'provider.disconnect',
  'provider-disconnect',
  'Close the long connections',
  'The provider double closes every long connection, as Lark does every few minutes; the implementation ' +
    'must reconnect. The step waits until a new connection is up (or `within` passes).',
  { within: Type.Optional(Ms('How long to wait for the reconnect. Default 10000.')) },
);

export const ProviderBurst = action(
  'provider.burst',
  'provider-burst',
  'Send a burst of messages',
  'Sends `perChat` messages in each of `chats` private chats (users <prefix>1…<prefix>N), spread evenly over ' +
    '`overMs`, interleaved across chats. `as` names the burst: {{<as>.messageIds}} and {{<as>.eventIds}} are ' +
    'the arrays of every message and event id, in send order.',
  {
    as: StepName,
    chats: Type.Integer({ minimum: 1, maximum: 200 }),
    perChat: Type.Integer({ minimum: 1, maximum: 100 }),
    overMs: Ms('The span of the burst.'),
    userPrefix: Type.Optional(Type.String({ pattern: '^[a-z][a-z0-9_-]*$', description: 'Default "user".' })),
    text: Type.Optional(
      Type.String({ description: 'Text of each message; " <chat>.<n>" is appended. Default "burst".' }),
    ),
  },
);

export const ProviderMalformed = action(
  'provider.malformed',
  'provider-malformed',
  'Send malformed input mixed with valid messages',
  'The provider double pushes `count` malformed inputs, drawn from the scenario seed: events with null, missing and ' +
    'wrongly typed fields, ids Lark never issues (lone UTF-16 surrogates, numbers, empty), null and malformed content, ' +
    'huge strings; payloads that are not JSON objects or not JSON at all; and on the long connection frames that are ' +
    'not protobuf. Among them, evenly spread, go `valid` ordinary text messages from users <prefix>1…<prefix>N in ' +
    'their private chats. `as` names them like a burst: {{<as>.messageIds}} and {{<as>.eventIds}} are the valid ' +
    "messages' ids; {{<as>.malformedEventIds}} the event ids of the malformed events that reach an event handler as an " +
    'im.message.receive_v1 (each must be acknowledged, TR-010); {{<as>.notEventIds}} the ids the double tracks pushes ' +
    'by that are no event at all yet reach the bridge on the long connection as a push it can only acknowledge — ' +
    'every payload that is JSON and not falsy (a number, a list, an object with no event header) — each to be ' +
    'acknowledged too (TR-010; the SDK drops a payload that is not JSON, or is null, unacknowledged; by webhook a ' +
    'body that is no JSON object, or carries no token to prove it came from Lark, may be refused with 400 or 401, so ' +
    'none of those is counted). Malformed events are not pushed again when unacknowledged.',
  {
    as: StepName,
    count: Type.Integer({ minimum: 1, maximum: 100_000 }),
    valid: Type.Integer({ minimum: 1, maximum: 1000 }),
    chats: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: 200,
        description: 'Private chats the valid messages spread over. Default 5.',
      }),
    ),
    overMs: Ms('The span over which everything is pushed.'),
    userPrefix: Type.Optional(Type.String({ pattern: '^[a-z][a-z0-9_-]*$', description: 'Default "user".' })),
  },
);

export const ProviderEdit = action(
  'provider.edit',
  'provider-edit',
  'A user edits a message',
  'The sender of an earlier provider.send edits its text. Lark pushes no event for it; the implementation ' +
    'sees the new text only if it reads the message again (a quoted parent, AD-006).',
  { of: StepName, text: Type.String() },
);

export const ProviderCardAction = action(
  'provider.cardAction',
  'provider-card-action',
  'A user clicks a button of a card',
  'The provider double pushes card.action.trigger for a click on a button of a card the bot sent, as Lark does: ' +
    "the action value is the clicked button's own value. The button is the one whose callback value carries " +
    "`decision` (the kit's convention for approval cards, HO-008: each button's value names the host decision it " +
    'stands for), or else the one whose visible text is `button`. When the card has no such button nothing is ' +
    'clicked: the runner notes it and the checks after it decide. `as` names the click: {{<as>.eventId}}, ' +
    '{{<as>.card}}; provider.redeliver of it pushes that exact click again (a replay).',
  {
    as: Type.Optional(StepName),
    card: Type.String({
      minLength: 1,
      description: 'The card\'s message id, usually a capture: "{{card}}".',
    }),
    user: Type.String({
      pattern: '^[a-z0-9_-]+$',
      description: 'Who clicks: a user name, ids derived as for messages.',
    }),
    decision: Type.Optional(
      Type.Union([Type.Literal('accept'), Type.Literal('acceptForSession'), Type.Literal('decline')], {
        description: 'Click the button whose value has this decision.',
      }),
    ),
    button: Type.Optional(
      Type.String({ minLength: 1, description: 'Click the button with this visible text.' }),
    ),
    from: Type.Optional(
      Type.String({
        minLength: 1,
        description:
          'Take the button from this other card (its message id, usually a capture) and send its value from `card`: ' +
          'a callback naming the operation of another card, which must grant nothing.',
      }),
    ),
    forged: Type.Optional(
      Type.Boolean({
        description:
          "The event carries a verification token that is not the app's: a callback the implementation must not trust.",
      }),
    ),
  },
);

export const ProviderResource = action(
  'provider.resource',
  'provider-resource',
  'Set the bytes of an image or file',
  'The bytes the provider double serves for an image_key or file_key (GET …/messages/:id/resources/:key) from now ' +
    'on. Exactly one of text, base64 and size. `as` captures {{<as>.sha256}} (hex) and {{<as>.size}} (bytes).',
  {
    as: Type.Optional(StepName),
    key: Type.String({ minLength: 1 }),
    text: Type.Optional(Type.String({ description: 'UTF-8 bytes of this text.' })),
    base64: Type.Optional(Type.String({ contentEncoding: 'base64' })),
    size: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: 67_108_864,
        description: 'This many bytes of a fixed pattern: a large file without a large scenario.',
      }),
    ),
    contentType: Type.Optional(Type.String({ description: 'Default application/octet-stream.' })),
  },
);
