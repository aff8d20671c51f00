// generated — do not edit. Made by `npm run gen` (spec/tools/gen.ts) from spec/src.

export const SPEC_VERSION = "0.1.0";

export const CONTRACT_VERSIONS = {
  "provider": "0",
  "host": "0",
  "control": "0",
  "launch": "0",
  "scenario": "0",
  "report": "0"
} as const;

/** The $id of every contract message, by type name. */
export const SCHEMA_IDS = {
  Capability: "https://larkspur.dev/spec/control/capability.schema.json",
  ControlConversation: "https://larkspur.dev/spec/control/conversation.schema.json",
  ControlError: "https://larkspur.dev/spec/control/error.schema.json",
  ControlReady: "https://larkspur.dev/spec/control/ready.schema.json",
  ControlSession: "https://larkspur.dev/spec/control/session.schema.json",
  ControlSessionList: "https://larkspur.dev/spec/control/session-list.schema.json",
  ControlSource: "https://larkspur.dev/spec/control/source.schema.json",
  ControlStopReceipt: "https://larkspur.dev/spec/control/stop-receipt.schema.json",
  ControlTurn: "https://larkspur.dev/spec/control/turn.schema.json",
  ControlTurnList: "https://larkspur.dev/spec/control/turn-list.schema.json",
  ControlTurnState: "https://larkspur.dev/spec/control/turn-state.schema.json",
  Adapter: "https://larkspur.dev/spec/launch/adapter.schema.json",
  LaunchEnvironment: "https://larkspur.dev/spec/launch/environment.schema.json",
  Knobs: "https://larkspur.dev/spec/launch/knobs.schema.json",
  TimingLine: "https://larkspur.dev/spec/launch/timing-line.schema.json",
} as const;
