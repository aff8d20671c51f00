import { describe, expect, it } from 'vitest';
import type { Scenario, ScenarioResult } from '../../../generated/types/index.ts';
import type { Check } from './checks/index.ts';
import { interfaceOf, unobservedIn, untestableIn, type HostMode } from './host-mode.ts';
import { hostNotes } from './host-notes.ts';
import { scaledCheck } from './window-scale.ts';

const claude: HostMode = { mode: 'claude-code', install: { bin: 'claude', version: '2.1.332' } };
const modelApi: HostMode = { mode: 'model-api' };
const scenario = (host: Scenario['host']): Scenario =>
  ({ id: 'x/y', title: 't', description: 'd', requirements: [], steps: [], host }) as unknown as Scenario;

describe('host modes', () => {
  it('give each mode its interface', () => {
    expect(
      ['double', 'codex', 'claude-code', 'model-api'].map((m) => interfaceOf(m as HostMode['mode'])),
    ).toEqual(['codex-app-server', 'codex-app-server', 'claude-code', 'model-api']);
  });

  it('play from behind the model what the model can do, and say why not for the rest', () => {
    expect(
      untestableIn(claude, scenario({ turns: [{ stream: ['a', { pauseMs: 5 }, { waitForRelease: 'k' }] }] })),
    ).toBeUndefined();
    expect(untestableIn(modelApi, scenario({ turns: [{ stream: ['a'], end: 'hang' }] }))).toBeUndefined();
    expect(untestableIn(claude, scenario({ turns: [{ stream: ['a'], reportActive: true }] }))).toMatch(
      /^in claude-code mode: a turn: a host that reads active .* only the host double can fake that$/,
    );
    expect(
      untestableIn(
        modelApi,
        scenario({ turns: [{ end: { failed: { message: 'm', codexErrorInfo: 'serverOverloaded' } } }] }),
      ),
    ).toMatch(/Codex error class/);
    expect(
      untestableIn(
        claude,
        scenario({ default: { stream: [{ approval: { kind: 'commandExecution' } }] } as never }),
      ),
    ).toMatch(/asks for an approval/);
    expect(untestableIn(modelApi, scenario({ modelProvider: 'other' }))).toMatch(/another model provider/);
    expect(untestableIn({ mode: 'double' }, scenario({ modelProvider: 'other' }))).toBeUndefined();
  });

  it('see a turn start in every mode, and a Codex call only where the Codex protocol runs', () => {
    const call = { expect: 'host.call', method: 'thread/read', layer: 'host' } as Check;
    const turn = { expect: 'host.turn', event: 'started', layer: 'host' } as Check;
    const quietTurn = {
      expect: 'quiet',
      turn: 'started',
      api: 'im.message.reply',
      for: 100,
      layer: 'delivery',
    } as Check;
    const quietCall = { expect: 'quiet', method: 'turn/interrupt', for: 100, layer: 'host' } as Check;
    const order = {
      expect: 'inOrder',
      layer: 'admission',
      checks: [
        { expect: 'host.turn', event: 'started' },
        { expect: 'host.call', method: 'turn/steer' },
      ],
    } as Check;
    for (const mode of [claude, modelApi]) {
      expect(unobservedIn(mode, turn)).toBeUndefined();
      expect(unobservedIn(mode, quietTurn)).toBeUndefined();
      expect(
        unobservedIn(mode, { expect: 'host.concurrency', atMost: 1, layer: 'admission' } as Check),
      ).toBeUndefined();
      expect(unobservedIn(mode, call)).toBe(
        `host.call thread/read: a Codex app-server call — ${mode.mode} mode has no Codex app-server protocol to see`,
      );
      expect(unobservedIn(mode, quietCall)).toMatch(/^quiet on turn\/interrupt/);
      expect(unobservedIn(mode, order)).toMatch(/^inOrder with host.call turn\/steer/);
      expect(unobservedIn(mode, { expect: 'host.answer', method: 'x', layer: 'host' } as Check)).toMatch(
        /approval/,
      );
    }
    for (const mode of [
      { mode: 'double' },
      { mode: 'codex', install: { bin: 'c', version: '0' } },
    ] as HostMode[])
      expect(unobservedIn(mode, call)).toBeUndefined();
  });

  it("scale a check's waits, settle times and quiet windows, never a bound the spec sets", () => {
    const ack = { expect: 'provider.ack', of: 'm1', withinMs: 3000, layer: 'transport' } as Check;
    expect(scaledCheck(ack, 3)).toEqual(ack);
    expect(
      scaledCheck({ expect: 'provider.messages', settleMs: 200, layer: 'delivery' } as Check, 3),
    ).toMatchObject({ within: 15_000, settleMs: 600 });
    expect(scaledCheck({ expect: 'quiet', api: 'a', for: 500, layer: 'delivery' } as Check, 3)).toMatchObject(
      {
        for: 1500,
      },
    );
    expect(
      scaledCheck(
        { expect: 'inOrder', within: 15_000, checks: [], layer: 'admission' } as unknown as Check,
        3,
      ),
    ).toMatchObject({
      within: 45_000,
    });
  });

  it('list each reason for untested (host-mode) once, with where it applied', () => {
    const result = (id: string, checks: Array<Partial<ScenarioResult['checks'][number]>>, whole?: string) =>
      ({
        id,
        checks,
        verdicts: {
          transport: { status: 'pass' },
          admission: { status: 'pass' },
          host: whole ? { status: 'untested', reason: 'host-mode', detail: whole } : { status: 'pass' },
          delivery: { status: 'pass' },
        },
      }) as unknown as ScenarioResult;
    const untested = (message: string) => ({ status: 'untested' as const, reason: 'host-mode', message });
    expect(
      hostNotes([
        result('a', [
          untested('host.call thread/read'),
          untested('host.call thread/read'),
          { status: 'pass' },
        ]),
        result('b', [untested('host.call thread/read')]),
        result('c', [], 'in claude-code mode: turn 1 …'),
      ]),
    ).toEqual([
      { reason: 'host.call thread/read', scenarios: ['a', 'b'], checks: 3 },
      { reason: 'in claude-code mode: turn 1 …', scenarios: ['c'], checks: 0 },
    ]);
  });
});
