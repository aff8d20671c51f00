import { describe, expect, it } from 'vitest';
import type { ScenarioResult } from '../../../generated/types/index.ts';
import type { ScenarioContext } from './context.ts';
import { HostStarts } from './host-never-started.ts';

const hostWith = (records: unknown[]) => ({ host: { recorder: { records } } }) as unknown as ScenarioContext;
const neverStarted = hostWith([]);
const started = hostWith([{ kind: 'connection', event: 'open', connectionId: 'h1' }]);

function result(hostStatus: 'pass' | 'fail'): ScenarioResult {
  return {
    checks: [{ id: 'one-turn', layer: 'host', status: hostStatus }],
  } as unknown as ScenarioResult;
}

describe('a bridge that never starts its host', () => {
  it('is said once for the run, with the variable and the guide section', () => {
    const starts = new HostStarts();
    for (let i = 0; i < 3; i++) starts.observe(neverStarted);
    const note = starts.note([result('fail'), result('fail'), result('fail')]);
    expect(note).toContain('never started its agent host');
    expect(note).toContain(
      'never started its agent host: it did not run LARKSPUR_HOST_COMMAND in any of the 3 scenarios it played, so the host checks of 3 scenarios failed',
    );
    expect(note).toContain('LARKSPUR_HOST_COMMAND');
    expect(note).toContain('docs/implementing-a-bridge.md, "The host never started"');
  });

  it('reads right for a run of one scenario', () => {
    const starts = new HostStarts();
    starts.observe(neverStarted);
    expect(starts.note([result('fail')])).toMatch(
      /^the implementation never started its agent host: it did not run LARKSPUR_HOST_COMMAND in the scenario it played, so the host checks of that scenario failed — /,
    );
  });

  it('says nothing when it started the host once, or when no host check failed', () => {
    const once = new HostStarts();
    once.observe(neverStarted);
    once.observe(started);
    expect(once.note([result('fail')])).toBeUndefined();
    const quiet = new HostStarts();
    quiet.observe(neverStarted);
    expect(quiet.note([result('pass')])).toBeUndefined();
  });
});
