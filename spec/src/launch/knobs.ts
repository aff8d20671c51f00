import Type from 'typebox';
import { defineSchema } from '../define.ts';

/** Every knob with its default from BEHAVIOR.md; scenarios shrink them so a test takes milliseconds. */
export const KNOB_DEFAULTS = {
  feedbackWindowMs: 3_000,
  progressIntervalMs: 2_000,
  draftLimitChars: 6_000,
  stopBudgetMs: 5_000,
  idleTimeoutMs: 600_000,
  hardTimeoutMs: 3_600_000,
  maxHandlers: 4,
  memoryQueueBound: 64,
  inputCharLimit: 12_000,
  pendingInputLimit: 20,
  claimWaitCapMs: 1_800_000,
  approvalTtlMs: 600_000,
  mediaTtlMs: 600_000,
  mediaMaxBytes: 20_971_520,
  providerTimeoutMs: 10_000,
  deliveryRetryMs: 600_000,
  instanceLeaseMs: 15_000,
} as const;

const KNOB_TEXT: Record<keyof typeof KNOB_DEFAULTS, string> = {
  feedbackWindowMs:
    'Visible processing or queued feedback must appear within this time of admission (DE-001, AD-003).',
  progressIntervalMs: 'Minimum interval between edits of the progress post (DE-002).',
  draftLimitChars: 'The progress post shows at most this many of the latest answer characters (DE-002).',
  stopBudgetMs: 'A stop must be proven by a fresh thread read within this time (HO-004).',
  idleTimeoutMs: 'A turn with no host event for this long ends as timed_out (HO-006).',
  hardTimeoutMs: 'A turn running this long in total ends as timed_out (HO-006).',
  maxHandlers: 'At most this many sources are handled at once (TR-004).',
  memoryQueueBound:
    'At most this many sources are held in memory, active handlers included; the rest wait in the inbox (TR-004).',
  inputCharLimit: 'Longest accepted input in characters; longer input is refused explicitly (AD-007).',
  pendingInputLimit: 'Most pending inputs per session; more are refused explicitly (AD-007).',
  claimWaitCapMs: 'Longest bounded wait of an attached-session claim (AS-003).',
  approvalTtlMs: 'An approval request expires to decline after this time (HO-008).',
  mediaTtlMs:
    'A downloaded image or file is deleted after this time at the latest, if its turn has not ended first (HO-010).',
  mediaMaxBytes:
    'Largest image or file downloaded for the host; a larger one is reported unavailable (HO-010, AD-010).',
  providerTimeoutMs:
    'An outbound provider call with no answer by then is given up as failed; it may still have been applied, so it is reconciled like a lost acknowledgement (DE-005).',
  deliveryRetryMs:
    'A delivery that failed on a transient fault is retried with backoff, across restarts, for at most this long after its first attempt; then it fails explicitly (DE-009).',
  instanceLeaseMs:
    'Multi-instance: an instance whose heartbeat lease was not renewed for this long is dead; its sessions are taken over (TR-006, DE-006).',
};

export const Knobs = defineSchema(
  'launch/knobs',
  Type.Object(
    Object.fromEntries(
      Object.entries(KNOB_DEFAULTS).map(([name, value]) => [
        name,
        Type.Optional(
          Type.Integer({
            minimum: 1,
            default: value,
            description: KNOB_TEXT[name as keyof typeof KNOB_DEFAULTS],
          }),
        ),
      ]),
    ),
    { additionalProperties: false },
  ),
  {
    name: 'Knobs',
    title: 'Timing knobs',
    description:
      'The JSON file named by LARKSPUR_KNOBS. Every knob is optional; an absent knob takes its default. ' +
      'An implementation reads its timeouts, intervals and bounds from here so that a scenario can shrink them.',
  },
);
