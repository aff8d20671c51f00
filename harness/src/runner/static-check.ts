import type { Capability, Scenario, Step } from '../../../generated/types/index.ts';
import { InvalidInputError } from './errors.ts';
import { referencedCaptures } from './captures.ts';
import { OPERATORS } from './match.ts';

/** The captures an action's `as` name makes available. */
export const ACTION_CAPTURES: Record<string, string[]> = {
  'provider.send': ['messageId', 'eventId', 'chatId', 'threadId'],
  'provider.redeliver': ['messageId', 'eventId'],
  'control.stop': ['status', 'body'],
  'control.input': ['status', 'body', 'answer'],
  // answer is {status, body, afterMs}, each also on its own; the rest are fields of its body, when it has them.
  'control.attachedBind': ['answer', 'status', 'body', 'afterMs', 'sessionId'],
  'control.attachedClaim': ['answer', 'status', 'body', 'afterMs', 'turnId'],
  'control.attachedComplete': ['answer', 'status', 'body', 'afterMs'],
  'control.attachedClose': ['answer', 'status', 'body', 'afterMs'],
  'control.trigger': ['answer', 'status', 'body', 'afterMs', 'turnId', 'receiptId'],
  'provider.burst': ['messageIds', 'eventIds'],
  'provider.malformed': ['messageIds', 'eventIds', 'malformedEventIds', 'notEventIds'],
  'sut.kill': ['exit'],
  'sut.restart': ['exit'],
  'sut.start': [],
  'provider.cardAction': ['card', 'eventId'],
  'provider.resource': ['sha256', 'size'],
};

/** Actions that need a capability the scenario must declare, so that it is untested, not failed, without it. */
const ACTION_CAPABILITY: Record<string, Capability> = {
  'control.stop': 'control.stop',
  'control.input': 'delivery-modes',
  'control.attachedBind': 'attached-sessions',
  'control.attachedClaim': 'attached-sessions',
  'control.attachedComplete': 'attached-sessions',
  'control.attachedClose': 'attached-sessions',
  'control.trigger': 'triggers',
};

export function isCheck(step: Step): step is Extract<Step, { expect: string }> {
  return 'expect' in step;
}

/** What the ids of the checks the runner adds to every scenario begin with (left-behind.ts). */
export const RUNNER_PREFIX = 'runner-';

/** The id a check is known by: its own, or step-<n>. */
export function checkId(step: Step, index: number): string {
  return (isCheck(step) && step.id) || `step-${index + 1}`;
}

/** Bot posts are what a user sees live; these are the only APIs a structural quiet can watch. */
export const STRUCTURAL_QUIET_APIS = ['im.message.reply', 'im.message.create'];

/** Fields of a stored message that the real message list API does not return. */
const DOUBLE_ONLY_FIELDS = ['editCount', 'patchCount', 'uuid', 'reactions', 'sender.name'];

/** Why a check marked structural could not be measured live, if it could not. */
function whyNotStructural(step: Extract<Step, { expect: string }>): string | undefined {
  if (step.expect === 'provider.messages') {
    const field = Object.keys(step.match ?? {}).find((k) =>
      DOUBLE_ONLY_FIELDS.some((f) => k === f || k.startsWith(`${f}.`)),
    );
    return field === undefined
      ? undefined
      : `${field} is known to the double only; the Lark message list does not show it`;
  }
  if (step.expect !== 'quiet')
    return `a ${step.expect} check needs the doubles; only provider.messages and quiet can be structural`;
  if (step.method !== undefined || step.turn !== undefined)
    return 'a structural quiet cannot watch the host: a real host is not observable';
  const apis = typeof step.api === 'string' ? [step.api] : (step.api ?? []);
  const other = apis.find((a) => !STRUCTURAL_QUIET_APIS.includes(a));
  return other === undefined
    ? undefined
    : `a structural quiet can watch only ${STRUCTURAL_QUIET_APIS.join(' and ')} (new bot posts), not ${other}`;
}

function operatorKeys(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(operatorKeys);
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) => [...(k.startsWith('$') ? [k] : []), ...operatorKeys(v)]);
}

/**
 * What the schema cannot say: references point backwards to something that exists, ids are unique,
 * counting rules are not contradictory, requirements are known. Breaking any ends the run (exit 3).
 */
export function checkScenarioStatically(
  file: string,
  scenario: Scenario,
  knownRequirements: Set<string>,
): void {
  const fail = (path: string, rule: string, message: string): never => {
    throw new InvalidInputError(file, path, rule, message);
  };
  if (scenario.modelProvider !== undefined && !(scenario.capabilities ?? []).includes('model-provider')) {
    fail(
      '/modelProvider',
      'capability model-provider',
      'a scenario that sets modelProvider must list model-provider in its capabilities',
    );
  }
  scenario.requirements.forEach((r, i) => {
    if (!knownRequirements.has(r))
      fail(`/requirements/${i}`, 'known requirement', `unknown requirement ${r}`);
  });
  const names = new Set<string>();
  const captures = new Set<string>();
  const checkIds = new Set<string>();
  const bursts = new Set<string>();
  let sends = false;
  scenario.steps.forEach((step, i) => {
    const at = `/steps/${i}`;
    const record = step as unknown as Record<string, unknown>;
    for (const ref of ['of', 'since', 'parent'] as const) {
      const target = record[ref];
      if (typeof target === 'string' && target !== 'check' && !names.has(target)) {
        fail(`${at}/${ref}`, 'earlier step name', `"${target}" is not the \`as\` of an earlier action`);
      }
    }
    for (const name of referencedCaptures(step)) {
      if (!captures.has(name)) fail(at, 'known capture', `{{${name}}} is not captured by an earlier step`);
    }
    for (const op of operatorKeys(record.match)) {
      if (!OPERATORS.includes(op))
        fail(`${at}/match`, 'operator', `unknown operator ${op}; use one of ${OPERATORS.join(' ')}`);
    }
    if (isCheck(step)) {
      const id = checkId(step, i);
      if (checkIds.has(id)) fail(`${at}/id`, 'unique', `check id "${id}" is used twice`);
      if (id.startsWith(RUNNER_PREFIX))
        fail(`${at}/id`, 'reserved', `check ids beginning ${RUNNER_PREFIX} are the runner's own checks`);
      (step.dependsOn ?? []).forEach((dep, j) => {
        if (!checkIds.has(dep))
          fail(`${at}/dependsOn/${j}`, 'earlier check', `"${dep}" is not an earlier check id`);
      });
      (step.requirements ?? []).forEach((r, j) => {
        if (!scenario.requirements.includes(r)) {
          fail(
            `${at}/requirements/${j}`,
            'scenario requirement',
            `${r} is not among the scenario's requirements`,
          );
        }
      });
      const members = step.expect === 'inOrder' ? step.checks : [step];
      members.forEach((m, j) => {
        const path = step.expect === 'inOrder' ? `${at}/checks/${j}` : at;
        const rule = m as { count?: number; atLeast?: number; atMost?: number; settleMs?: number };
        if (rule.count !== undefined && (rule.atLeast !== undefined || rule.atMost !== undefined)) {
          fail(path, 'one counting rule', 'count cannot be combined with atLeast or atMost');
        }
        if (rule.atLeast !== undefined && rule.atMost !== undefined && rule.atMost < rule.atLeast) {
          fail(path, 'atMost >= atLeast', 'atMost is below atLeast');
        }
        if (rule.settleMs !== undefined && rule.count === undefined)
          fail(path, 'settleMs with count', 'settleMs only goes with count');
        for (const name of Object.keys((m as { capture?: object }).capture ?? {})) captures.add(name);
      });
      if (step.expect === 'timing.lines') {
        if (!(scenario.capabilities ?? []).includes('event-timing')) {
          fail(
            at,
            'capability event-timing',
            'a scenario with timing.lines must list event-timing in its capabilities',
          );
        }
        step.messages.forEach((name, j) => {
          if (!names.has(name))
            fail(
              `${at}/messages/${j}`,
              'earlier step name',
              `"${name}" is not the \`as\` of an earlier action`,
            );
        });
      }
      if (step.expect === 'captured' && !captures.has(step.value)) {
        fail(`${at}/value`, 'known capture', `${step.value} is not captured by an earlier step`);
      }
      if (step.expect === 'control.get') {
        for (const [, name] of step.path.matchAll(/\{\{([a-zA-Z][\w.]*)\}\}/g)) {
          if (!captures.has(name!))
            fail(`${at}/path`, 'known capture', `{{${name}}} is not captured by an earlier step`);
        }
      }
      if (step.expect === 'provider.ack' && step.refused && step.code !== undefined)
        fail(at, 'code xor refused', 'refused takes no code');
      if (step.expect === 'provider.challenge' && !(scenario.capabilities ?? []).includes('webhook')) {
        fail(
          at,
          'capability webhook',
          'a scenario with provider.challenge must list webhook in its capabilities',
        );
      }
      if (step.expect === 'provider.acks' && !bursts.has(step.of))
        fail(`${at}/of`, 'a provider.burst', `"${step.of}" is not a burst or a malformed feed`);
      if (step.expect.startsWith('invariant.') && !sends) {
        fail(
          at,
          'a named provider.send',
          `${step.expect} judges the named provider.send steps before it, and there is none`,
        );
      }
      if (
        step.expect === 'quiet' &&
        step.api === undefined &&
        step.method === undefined &&
        step.turn === undefined
      ) {
        fail(at, 'api, method or turn', 'a quiet check needs api, method or turn');
      }
      const unstructural = step.mode === 'structural' ? whyNotStructural(step) : undefined;
      if (unstructural) fail(`${at}/mode`, 'structural holds live', unstructural);
      checkIds.add(id);
    } else if (step.do === 'provider.fault' && (step.http === undefined) === (step.push === undefined)) {
      fail(at, 'http xor push', 'a provider.fault takes exactly one of http and push');
    } else if (
      step.do === 'provider.resource' &&
      [step.text, step.base64, step.size].filter((v) => v !== undefined).length !== 1
    ) {
      fail(at, 'one of text, base64, size', 'a provider.resource takes exactly one of text, base64 and size');
    } else if (
      step.do === 'provider.cardAction' &&
      (step.decision === undefined) === (step.button === undefined)
    ) {
      fail(at, 'decision xor button', 'a provider.cardAction takes exactly one of decision and button');
    } else if (
      step.do in ACTION_CAPABILITY &&
      !(scenario.capabilities ?? []).includes(ACTION_CAPABILITY[step.do]!)
    ) {
      const needed = ACTION_CAPABILITY[step.do]!;
      fail(at, `capability ${needed}`, `a scenario with ${step.do} must list ${needed} in its capabilities`);
    }
    if (!isCheck(step) && 'as' in step && step.as) {
      if (step.do === 'provider.burst' || step.do === 'provider.malformed') bursts.add(step.as);
      if (step.do === 'provider.send') sends = true;
      if (names.has(step.as)) fail(`${at}/as`, 'unique', `"${step.as}" names an earlier action too`);
      names.add(step.as);
      for (const field of ACTION_CAPTURES[step.do] ?? []) captures.add(`${step.as}.${field}`);
    }
  });
}
