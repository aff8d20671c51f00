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
  ControlError: "https://larkspur.dev/spec/control/error.schema.json",
  ControlReady: "https://larkspur.dev/spec/control/ready.schema.json",
  Adapter: "https://larkspur.dev/spec/launch/adapter.schema.json",
  LaunchEnvironment: "https://larkspur.dev/spec/launch/environment.schema.json",
  Knobs: "https://larkspur.dev/spec/launch/knobs.schema.json",
  TimingLine: "https://larkspur.dev/spec/launch/timing-line.schema.json",
} as const;
