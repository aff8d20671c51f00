import type { ScenarioResult } from '../../../generated/types/index.ts';
import type { ScenarioContext } from './context.ts';

/**
 * Counts, over a run, the scenarios that played the implementation and those in which it started its agent
 * host (LARKSPUR_HOST_COMMAND): a bridge that never does fails every host check with "saw 0", and that is
 * better said once, plainly, than read off a hundred failures.
 */
export class HostStarts {
  private played = 0;
  private started = 0;

  /** A scenario's context once its steps ran (PlayOptions.inspect). */
  observe(ctx: Pick<ScenarioContext, 'host'>): void {
    this.played += 1;
    if (ctx.host.recorder.records.some((r) => r.kind === 'connection' && r.event === 'open'))
      this.started += 1;
  }

  /** The run's note when host checks failed and the implementation started its host in none of its scenarios. */
  note(results: readonly ScenarioResult[]): string | undefined {
    const failed = results.filter((r) => r.checks.some((c) => c.layer === 'host' && c.status === 'fail'));
    if (failed.length === 0 || this.played === 0 || this.started > 0) return undefined;
    const where =
      this.played === 1 ? 'in the scenario it played' : `in any of the ${this.played} scenarios it played`;
    const which = failed.length === 1 ? 'that scenario' : `${failed.length} scenarios`;
    return (
      `the implementation never started its agent host: it did not run LARKSPUR_HOST_COMMAND ${where}, so the host ` +
      `checks of ${which} failed — start it (sh -c "$LARKSPUR_HOST_COMMAND") and speak the host protocol on its ` +
      `stdio: docs/implementing-a-bridge.md, "The host never started"`
    );
  }
}
