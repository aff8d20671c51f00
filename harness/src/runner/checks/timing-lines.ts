import type { TimingLinesStep } from '../../../../generated/types/index.ts';
import { SCHEMA_IDS } from '../../../../generated/spec.ts';
import type { ScenarioContext } from '../context.ts';
import type { Outcome } from '../model.ts';
import { violations, formatViolation } from '../validate.ts';
import { until, BUDGET } from '../until.ts';

interface TimingLine {
  type?: unknown;
  stage?: unknown;
  correlation?: unknown;
}

/** The larkspur.timing lines on stdout, with their raw text. */
function timingLines(ctx: ScenarioContext): { raw: string; line: TimingLine }[] {
  return ctx.sut.outputs().flatMap(({ stdout }) =>
    stdout.split('\n').flatMap((raw) => {
      if (!raw.startsWith('{')) return [];
      try {
        const line = JSON.parse(raw) as TimingLine;
        return line?.type === 'larkspur.timing' ? [{ raw, line }] : [];
      } catch {
        return [];
      }
    }),
  );
}

/** What a content-free line must never carry: the messages' text and ids, the people, the app. */
function forbidden(ctx: ScenarioContext, messages: string[]): string[] {
  const values = messages.flatMap((name) =>
    [`${name}.messageId`, `${name}.chatId`].map((k) => ctx.captures.get(k)),
  );
  for (const m of ctx.provider.messages()) {
    if (messages.some((name) => ctx.captures.get(`${name}.messageId`) === m.messageId))
      values.push(m.text, m.sender.id);
  }
  values.push(ctx.provider.app.appId, ctx.provider.app.appSecret);
  return values.filter((v): v is string => typeof v === 'string' && v.length >= 4);
}

/** OB-001: timing lines that validate, carry no content, and time the receipt of each message. */
export async function timingLinesCheck(step: TimingLinesStep, ctx: ScenarioContext): Promise<Outcome> {
  const expected = {
    receiveLines: `>= ${step.messages.length} distinct correlations`,
    schema: SCHEMA_IDS.TimingLine,
    contentFree: true,
  };
  const decision = await until(ctx, step.within ?? 3000, (_now, final): Outcome | undefined => {
    const lines = timingLines(ctx);
    for (const { raw, line } of lines) {
      const broken = violations(SCHEMA_IDS.TimingLine, line);
      if (broken.length > 0)
        return {
          status: 'fail',
          message: `a timing line breaks its schema: ${formatViolation(broken[0]!)}`,
          expected,
          actual: raw.slice(0, 400),
        };
      const leaked = forbidden(ctx, step.messages).find((v) => raw.includes(v));
      if (leaked)
        return {
          status: 'fail',
          message: 'a timing line carries content or identity',
          expected,
          actual: raw.slice(0, 400),
        };
    }
    const received = new Set(
      lines.filter(({ line }) => line.stage === 'receive').map(({ line }) => line.correlation),
    );
    if (received.size >= step.messages.length) {
      return {
        status: 'pass',
        message: `${lines.length} timing line(s), receive timed for ${received.size} message(s)`,
        expected,
        actual: { lines: lines.length },
      };
    }
    return final
      ? {
          status: 'fail',
          message: `receive timed for ${received.size} of ${step.messages.length} message(s)`,
          expected,
          actual: { lines: lines.length },
        }
      : undefined;
  });
  if (decision === BUDGET)
    return {
      status: 'untested',
      reason: 'budget',
      message: 'scenario budget ran out waiting for timing lines',
    };
  return decision;
}
