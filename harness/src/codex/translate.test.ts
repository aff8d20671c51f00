import { describe, expect, it } from 'vitest';
import type { HostScript, HostTurnScript } from '../../../generated/types/index.ts';
import { END_UNHEARD, translateHostScript } from './translate.ts';

const ok = (host: HostScript) => {
  const t = translateHostScript(host);
  if (!t.ok) throw new Error(t.reason);
  return t;
};
const reason = (host: HostScript) => {
  const t = translateHostScript(host);
  if (t.ok) throw new Error('translated');
  return t.reason;
};
const failed = (codexErrorInfo: unknown) => ({ failed: { message: 'prose', codexErrorInfo } }) as never;

describe('host script → model script (codex mode)', () => {
  it('streams, pauses and blocks as the host script does, with its delta delay', () => {
    expect(
      ok({
        turns: [
          {
            stream: ['a', { pauseMs: 5 }, { waitForRelease: 'k' }, { repeat: 'x', times: 3 }],
            deltaDelayMs: 7,
          },
        ],
      }).script,
    ).toEqual({
      turns: [
        {
          responses: [
            {
              output: ['a', { pauseMs: 5 }, { waitForRelease: 'k' }, { repeat: 'x', times: 3 }],
              deltaDelayMs: 7,
            },
          ],
        },
      ],
    });
    expect(ok({ default: { stream: ['x'], end: 'hang' } }).script.default).toEqual({
      responses: [{ output: ['x'], end: 'hang' }],
    });
    expect(ok({}).script).toEqual({});
  });

  it('fails a turn with the response.failed code or HTTP status that makes Codex report its codexErrorInfo', () => {
    const end = (info: unknown) => ok({ turns: [{ end: failed(info) }] }).script.turns![0]!.responses;
    expect(end('rateLimitExceeded')).toEqual([
      { output: [], end: { failed: { code: 'rate_limit_exceeded', message: 'prose' } } },
    ]);
    expect(end('contextWindowExceeded')[0]!.end).toEqual({
      failed: { code: 'context_length_exceeded', message: 'prose' },
    });
    expect(end('usageLimitExceeded')[0]!.end).toEqual({
      failed: { code: 'insufficient_quota', message: 'prose' },
    });
    expect(end('serverOverloaded')[0]!.end).toEqual({
      failed: { code: 'server_is_overloaded', message: 'prose' },
    });
    expect(end(undefined)[0]!.end).toEqual({ failed: { code: 'larkspur_unclassified', message: 'prose' } });
    expect(end('internalServerError')).toEqual([{ http: { status: 500, message: 'prose' } }]);
    expect(end({ httpConnectionFailed: { httpStatusCode: 401 } })).toEqual([
      { http: { status: 401, message: 'prose' } },
    ]);
    expect(end({ responseTooManyFailedAttempts: { httpStatusCode: 429 } })).toEqual([
      { http: { status: 429, message: 'prose' } },
    ]);
  });

  it('streams a partial answer before an HTTP failure by dropping the stream into a retry that gets the error', () => {
    const t = ok({
      turns: [{ stream: ['partial'], end: failed({ httpConnectionFailed: { httpStatusCode: 502 } }) }],
    });
    expect(t.script.turns![0]!.responses).toEqual([
      { output: ['partial'], end: 'drop' },
      { http: { status: 502, message: 'prose' } },
    ]);
    expect(t.streamRetries).toBe(1);
  });

  it('retries after a dropped stream, saying again what the turn said, and repeats a final failure on every retry', () => {
    const drop = {
      error: { message: 'x', codexErrorInfo: { responseStreamDisconnected: { httpStatusCode: null } } },
    };
    const t = ok({
      turns: [{ stream: ['one', drop, ' two'] }, { stream: ['a'], end: failed('rateLimitExceeded') }],
    });
    expect(t.streamRetries).toBe(1);
    expect(t.script.turns![0]!.responses).toEqual([
      { output: ['one'], end: 'drop' },
      { output: ['one', ' two'] },
    ]);
    expect(t.script.turns![1]!.responses).toHaveLength(2);
    expect(t.script.turns![1]!.responses[1]).toEqual(t.script.turns![1]!.responses[0]);
  });

  it('asks for approval with an exec_command call outside the sandbox, and goes on after it', () => {
    const t = ok({
      turns: [
        {
          stream: [
            'before ',
            { approval: { kind: 'commandExecution', command: 'rm -rf build', reason: 'clean' } },
            'after',
          ],
        },
      ],
    });
    expect(t.script.turns![0]!.responses).toEqual([
      {
        output: [
          'before ',
          { toolCall: { command: 'rm -rf build', escalate: true, justification: 'clean' } },
        ],
      },
      { output: ['before ', 'after'] },
    ]);
  });

  it('mutes the host at the end of an endUnheard turn, before it completes or fails', () => {
    expect(ok({ turns: [{ stream: ['x'], endUnheard: true }] }).script.turns![0]!.responses).toEqual([
      { output: ['x', { checkpoint: END_UNHEARD }] },
    ]);
    expect(
      ok({ turns: [{ stream: ['x'], endUnheard: true, end: failed('rateLimitExceeded') }] }).script.turns![0]!
        .responses[0]!.output,
    ).toEqual(['x', { checkpoint: END_UNHEARD }]);
  });

  it('leaves untested what only the host double can fake, and says why', () => {
    expect(reason({ turns: [{ onInterrupt: 'ignore' }] })).toBe(
      'turn 1 answers an interrupt and goes on: only the host double can fake that',
    );
    expect(reason({ turns: [{}, { onInterrupt: { lateMs: 300 } }] })).toBe(
      'turn 2 answers an interrupt 300 ms late: only the host double can fake that',
    );
    expect(reason({ default: { onInterrupt: 'unanswered' } })).toMatch(
      /^the default turn answers an interrupt never/,
    );
    expect(reason({ turns: [{ reportActive: true }] })).toMatch(/reportActive/);
    expect(reason({ turns: [{ dropConnectionOnStart: true }] })).toMatch(/dropConnectionOnStart/);
    expect(reason({ turns: [{ onSteer: 'reject' }] })).toMatch(/refuses a steer/);
    expect(reason({ turns: [{ startDelayMs: 800 }] })).toBe(
      'turn 1 takes its turn/start 800 ms late (startDelayMs): only the host double can fake that',
    );
    // A field of the host script this translation was not written for is never played as if it were absent.
    expect(reason({ turns: [{ stream: ['x'], laterFeature: true } as HostTurnScript] })).toBe(
      'turn 1 uses laterFeature, which codex mode does not play',
    );
    expect(reason({ modelProvider: 'other' })).toMatch(/model provider other/);
    expect(reason({ turns: [{ stream: [{ approval: { kind: 'fileChange' } }] }] })).toMatch(/file change/);
    expect(reason({ turns: [{ stream: [{ error: { message: 'x', willRetry: false } }] }] })).toMatch(
      /willRetry false/,
    );
    expect(
      reason({
        turns: [
          {
            stream: [
              { error: { message: 'x', codexErrorInfo: { httpConnectionFailed: { httpStatusCode: 503 } } } },
            ],
          },
        ],
      }),
    ).toMatch(/retries after .*httpConnectionFailed/);
    expect(
      reason({ turns: [{ end: failed({ responseStreamConnectionFailed: { httpStatusCode: 503 } }) }] }),
    ).toMatch(/cannot make Codex 0.171.0 report/);
    expect(reason({ turns: [{ end: failed({ httpConnectionFailed: { httpStatusCode: 400 } }) }] })).toMatch(
      /cannot make/,
    );
  });
});
