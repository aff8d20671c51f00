import Type from 'typebox';
import { defineSchema } from '../define.ts';

/**
 * What an implementation can declare. A scenario that needs an undeclared capability is
 * `untested (capability)`; a declared one makes its scenarios mandatory.
 */
export const CAPABILITIES = {
  control: 'Serves the control API (readiness, projections of sessions, turns and inbox sources).',
  'control.stop': 'Stops a turn through POST /v1/turns/{turnId}/stop with a readback receipt.',
  'control.dispatch':
    'Projects what it holds in memory against what waits in the inbox: GET /v1/dispatch (TR-004).',
  'long-connection':
    'Takes provider events over the long connection (LARKSPUR_LARK_INTAKE=ws): joins multi-part frames, reconnects, and keeps one consumer per app.',
  webhook:
    'Takes provider events by signed, optionally encrypted webhook push (LARKSPUR_LARK_INTAKE=webhook).',
  progress: 'Shows a coalesced progress post while a turn runs.',
  'reply-threading':
    'Posts every message for a source as a reply to it (im.message.reply, parent_id = the source). Checks on ' +
    "the answer to a source then accept replies to it only; without it they attribute the bot's messages in " +
    'the conversation in order (DE-010).',
  'delivery-modes': 'Takes queue, inbox and steer delivery modes for input to a busy session.',
  approvals: 'Relays host approval requests to the user and binds the answer.',
  'attached-sessions':
    'Brokers attached host sessions (bind, claim, complete, close) through /v1/attached (AS-001…AS-008).',
  triggers:
    'Dispatches instructions as turns once per caller-chosen turn key through /v1/sessions/{sessionId}/triggers (BM-001…BM-003).',
  knobs:
    'Reads the timing knobs file (LARKSPUR_KNOBS) and holds its bounds and windows instead of the spec defaults. A scenario ' +
    'whose checks depend on a knob value the bridge would otherwise never be told (a 50-character input bound, a 500 ms ' +
    'idle timeout) needs it: without it that scenario is untested (capability), never a failure.',
  'event-timing': 'Prints content-free timing lines on stdout when LARKSPUR_EVENT_TIMING=1.',
  media: 'Passes images and files to the host, or reports them unavailable.',
  markdown:
    'Presents answers as markdown: a post with an md element, or a card with a markdown element (DE-007).',
  'model-provider':
    'Checks the model provider the host reads back against LARKSPUR_MODEL_PROVIDER when it is set (HO-002).',
  'multi-instance':
    "Several instances serve one bot over one shared store (LARKSPUR_STORE_URL): each session runs on one instance at a time under a fencing token, and a dead instance's sessions are taken over. Needs the adapter's instances.",
} as const;

export const Capability = defineSchema(
  'control/capability',
  Type.Union(Object.entries(CAPABILITIES).map(([name, description]) => Type.Literal(name, { description }))),
  {
    name: 'Capability',
    title: 'Capability',
    description: 'A capability an implementation declares in its adapter file and in GET /v1/ready.',
  },
);
