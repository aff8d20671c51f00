/**
 * The one deliberate bug a control bot carries, chosen by CONTROL_FLAW. Each flaw turns exactly one right
 * behaviour of the baseline (none) wrong; the code tests for its flaw at the one place that behaviour lives.
 */
export const FLAWS = [
  'none',
  'replies-twice',
  'ack-after-model',
  'memory-dedupe',
  'no-dedupe',
  'event-id-dedupe',
  'no-fence',
  'global-lock',
  'unbounded',
  'admits-bots',
  'answers-unmentioned',
  'one-thread-per-group',
  'forgets-threads',
  'no-lease',
  'no-reconnect',
  'late-parent',
  'silent-when-busy',
  'queues-stop',
  'reruns-unanswered',
  'stop-without-readback',
  'reads-once',
  'keeps-host-after-failed-stop',
  'no-timeouts',
  'hard-timeout-resets',
  'publishes-upstream-errors',
  'fails-on-retry',
  'retries-lost-start',
  'no-feedback',
  'retries-without-uuid',
  'retries-forever',
  'no-readback',
  'reposts-on-lost-edit',
  'edits-unthrottled',
  'edits-unbounded',
  'drafts-whole-answer',
  'leaves-draft',
  'answer-reuses-draft-uuid',
  'truncates-long-answers',
  'silent-refusal',
  'api-stop-without-readback',
  'trusts-model-provider',
  'replaces-wrong-provider',
  'logs-requests',
  'world-readable-state',
  'open-control-api',
  'timing-with-content',
  'exits-at-once',
  'queue-interrupts',
  'inbox-as-queue',
  'steer-as-queue',
  'downgrades-rejected-steer',
  'trusts-unsigned-pushes',
  'accepts-stale-pushes',
  'ignores-challenge',
  'attached-starts-host',
  'attached-same-identity',
  'attached-lark-first',
  'claim-waits-out',
  'claim-uncapped',
  'claims-anew',
  'completion-posts-twice',
  'completion-without-readback',
  'closes-claimed',
  'steer-to-attached-queues',
  'attached-projects-content',
  'triggers-every-call',
  'retries-lost-trigger',
  'trigger-receipts-in-memory',
  'status-read-redispatches',
  'new-keeps-thread',
  'help-as-turn',
  'commands-anywhere',
] as const;

export type Flaw = (typeof FLAWS)[number];

function chosen(): Flaw {
  const name = process.env.CONTROL_FLAW ?? 'none';
  if ((FLAWS as readonly string[]).includes(name)) return name as Flaw;
  process.stderr.write(`tiny-bot: CONTROL_FLAW must be one of ${FLAWS.join(', ')}\n`);
  process.exit(3);
}

export const flaw: Flaw = chosen();
