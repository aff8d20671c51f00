import { ControlProtocolError } from '../../../../generated/clients/control.ts';
import type { ControlContentFreeStep } from '../../../../generated/types/index.ts';
import { substitute } from '../captures.ts';
import type { ScenarioContext } from '../context.ts';
import type { Outcome } from '../model.ts';
import { brief } from '../brief.ts';
import { formatViolation, violations } from '../validate.ts';

/** One GET of a projection: 200, within its schema, and no listed value anywhere in its JSON text (AS-008). */
export async function controlContentFree(
  step: ControlContentFreeStep,
  ctx: ScenarioContext,
): Promise<Outcome> {
  const control = ctx.control;
  if (!control)
    return {
      status: 'untested',
      reason: 'capability',
      message: 'the implementation declares no control API',
    };
  const path = step.path.replace(/\{\{([a-zA-Z][\w.]*)\}\}/g, (_, name: string) =>
    encodeURIComponent(String(substitute(`{{${name}}}`, ctx.captures))),
  );
  const values = step.values.map((v) => String(substitute(v, ctx.captures)));
  const expected = { path, status: 200, without: values };
  try {
    const res = await control.route('GET', path);
    ctx.controlLog.push({ at: ctx.now(), method: 'GET', path, status: res.status, body: res.body });
    if (res.status !== 200)
      return {
        status: 'fail',
        message: `GET ${path} answered ${res.status}`,
        expected,
        actual: { status: res.status, body: brief(res.body) },
      };
    const broken = violations(res.schemaId, res.body);
    if (broken.length > 0)
      return {
        status: 'fail',
        message: `GET ${path} answer breaks its schema: ${formatViolation(broken[0]!)}`,
        expected,
        actual: brief(res.body),
      };
    const json = JSON.stringify(res.body);
    const leaked = values.filter((v) => json.includes(v) || json.includes(JSON.stringify(v).slice(1, -1)));
    return leaked.length === 0
      ? {
          status: 'pass',
          message: `GET ${path} carries none of ${values.length} value(s)`,
          expected,
          actual: brief(res.body),
        }
      : {
          status: 'fail',
          message: `GET ${path} carries ${leaked.map((v) => JSON.stringify(v)).join(', ')}`,
          expected,
          actual: brief(res.body),
        };
  } catch (error) {
    const message =
      error instanceof ControlProtocolError
        ? error.message
        : `GET ${path} failed: ${(error as Error).message}`;
    return {
      status: 'fail',
      message,
      expected,
      actual: error instanceof ControlProtocolError ? error.rawBody.slice(0, 400) : undefined,
    };
  }
}
