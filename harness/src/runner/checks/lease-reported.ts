import type { SutLeaseReportedStep } from '../../../../generated/types/index.ts';
import type { ScenarioContext } from '../context.ts';
import type { Outcome } from '../model.ts';
import { until, BUDGET } from '../until.ts';

const DEFAULT_WITHIN_MS = 6000;
/** The launch contract's exit code of an installation that found the consumer lease held (TR-006). */
const LEASE_HELD_EXIT = 75;

/**
 * TR-006: the latest second installation says it found the consumer lease held — by exiting 75, or on
 * GET /v1/ready — instead of consuming beside the first one, or crashing.
 */
export async function leaseReported(step: SutLeaseReportedStep, ctx: ScenarioContext): Promise<Outcome> {
  const second = ctx.sut.secondInstallations.at(-1);
  const expected = { exit: LEASE_HELD_EXIT, or: { consumerLease: { state: 'held-elsewhere' } } };
  if (!second)
    return {
      status: 'fail',
      message: 'no second installation was started (sut.start with second)',
      expected,
    };
  let lastReady: unknown;
  const decision = await until(
    ctx,
    step.within ?? DEFAULT_WITHIN_MS,
    async (_now, final): Promise<Outcome | undefined> => {
      const exit = second.process.exitStatus;
      if (exit) {
        return exit.code === LEASE_HELD_EXIT
          ? {
              status: 'pass',
              message: `the second installation exited ${LEASE_HELD_EXIT}: lease held`,
              expected,
              actual: exit,
            }
          : {
              status: 'fail',
              message: `the second installation exited with code ${exit.code}, signal ${exit.signal}`,
              expected,
              actual: exit,
            };
      }
      if (second.control) {
        const res = await second.control.getReady().catch(() => undefined);
        if (res?.status === 200) {
          lastReady = res.body.consumerLease;
          if (res.body.consumerLease?.state === 'held-elsewhere') {
            return {
              status: 'pass',
              message: 'the second installation reports the lease held elsewhere',
              expected,
              actual: res.body.consumerLease,
            };
          }
        }
      }
      return final
        ? {
            status: 'fail',
            message: 'the second installation is still running and does not report the held lease',
            expected,
            actual: { consumerLease: lastReady },
          }
        : undefined;
    },
  );
  if (decision === BUDGET)
    return {
      status: 'untested',
      reason: 'budget',
      message: 'scenario budget ran out waiting for the second installation',
    };
  return decision;
}
