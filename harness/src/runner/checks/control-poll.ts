import { ControlProtocolError } from '../../../../generated/clients/control.ts';
import type { ScenarioContext } from '../context.ts';
import type { Outcome } from '../model.ts';
import { isMatch, mismatches, valueAt } from '../match.ts';
import { until, BUDGET } from '../until.ts';
import { violations, formatViolation } from '../validate.ts';
import { brief } from '../brief.ts';

const POLL_MS = 50;

export interface ControlPoll {
  path: string;
  status: number;
  match: Record<string, unknown> | undefined;
  capture: Record<string, string | undefined> | undefined;
  windowMs: number;
}

/**
 * Polls one GET route until status and body match. An answer that breaks the control contract fails
 * at once: that is the implementation's fault, whatever the body says.
 */
export async function pollControl(ctx: ScenarioContext, poll: ControlPoll): Promise<Outcome> {
  const control = ctx.control;
  if (!control)
    return {
      status: 'untested',
      reason: 'capability',
      message: 'the implementation declares no control API',
    };
  const expected = { path: poll.path, status: poll.status, ...(poll.match ? { match: poll.match } : {}) };
  let last: { status?: number; body?: unknown; error?: string } = {};
  let nextPoll = 0;
  const decision = await until(ctx, poll.windowMs, async (now, final): Promise<Outcome | undefined> => {
    if (now < nextPoll && !final) return undefined;
    nextPoll = now + POLL_MS;
    try {
      const res = await control.route('GET', poll.path);
      ctx.controlLog.push({
        at: ctx.now(),
        method: 'GET',
        path: poll.path,
        status: res.status,
        body: res.body,
      });
      const broken = violations(res.schemaId, res.body);
      if (broken.length > 0) {
        return {
          status: 'fail',
          message: `GET ${poll.path} answer breaks its schema: ${formatViolation(broken[0]!)}`,
          expected,
          actual: { status: res.status, body: brief(res.body) },
        };
      }
      last = { status: res.status, body: res.body };
      if (res.status === poll.status && isMatch(poll.match, res.body)) {
        const captures: Record<string, unknown> = {};
        for (const [name, path = ''] of Object.entries(poll.capture ?? {}))
          captures[name] = valueAt(res.body, path);
        const missing = Object.entries(captures).find(([, v]) => v === undefined);
        if (missing)
          return {
            status: 'fail',
            message: `capture ${missing[0]} found nothing`,
            expected,
            actual: brief(res.body),
          };
        return {
          status: 'pass',
          message: `GET ${poll.path} matched`,
          expected,
          actual: brief(res.body),
          captures,
        };
      }
    } catch (error) {
      if (error instanceof ControlProtocolError) {
        return {
          status: 'fail',
          message: error.message,
          expected,
          actual: { status: error.status, body: error.rawBody.slice(0, 400) },
        };
      }
      last = { error: (error as Error).message };
    }
    if (!final) return undefined;
    return {
      status: 'fail',
      message: last.error
        ? `GET ${poll.path} failed: ${last.error}`
        : `GET ${poll.path} never matched (last status ${last.status})`,
      expected,
      actual: last.error
        ? last
        : {
            status: last.status,
            body: brief(last.body),
            mismatches: mismatches(poll.match, last.body).slice(0, 5),
          },
    };
  });
  if (decision === BUDGET)
    return { status: 'untested', reason: 'budget', message: `scenario budget ran out polling ${poll.path}` };
  return decision;
}
