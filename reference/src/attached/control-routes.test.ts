import { expect, it } from 'vitest';
import { silentLogger } from '../logger.ts';
import { openMemoryDatabase } from '../store/database.ts';
import { Store } from '../store/store.ts';
import { AttachedBroker } from './broker.ts';
import { ManualTime } from '../../../runtime/src/index.ts';
import { ClaimWaiters } from './claim-waiters.ts';
import { attachedRoutes, type UnderSession } from './control-routes.ts';

const HOST = { hostSurface: 'codex-cli', hostSessionId: 'opaque-1' };

async function broker(): Promise<AttachedBroker> {
  return new AttachedBroker({
    store: new Store(await openMemoryDatabase()),
    clock: () => 1_000,
    logger: silentLogger,
    claimWaitCapMs: 60_000,
    deliverTurn: async () => undefined,
    answered: async () => 'pending',
    // Its timers never fire: the routes are tested, not the waits.
    waiters: new ClaimWaiters(new ManualTime()),
  });
}

const close = (routes: ReturnType<typeof attachedRoutes>, sessionId: string) =>
  routes({
    route: 'POST /v1/attached/:/close',
    path: ['', 'v1', 'attached', sessionId, 'close'],
    body: JSON.stringify(HOST),
    signal: new AbortController().signal,
  });

it("answers 409, send again, when the session's work was not run here: held by another instance, or its lease lost meanwhile", async () => {
  const b = await broker();
  const bound = await b.bind({
    goalId: 'g1',
    agentId: 'a1',
    executorEndpointId: 'e1',
    ...HOST,
    conversation: { chatId: 'oc_1', chatType: 'p2p' },
  });
  if (!('ok' in bound)) throw new Error('bind refused');
  const { sessionId } = bound.ok;
  const refusing =
    (refused: 'held-elsewhere' | 'lease-lost'): UnderSession =>
    async () => ({ refused });
  expect(await close(attachedRoutes(b, refusing('held-elsewhere')), sessionId)).toMatchObject({
    status: 409,
    body: {
      error: { code: 'SESSION_HELD_ELSEWHERE', message: expect.stringMatching(/send the request again$/) },
    },
  });
  expect(await close(attachedRoutes(b, refusing('lease-lost')), sessionId)).toMatchObject({
    status: 409,
    body: { error: { code: 'LEASE_LOST' } },
  });
  // Alone (no leases), the work runs and answers for itself.
  expect(await close(attachedRoutes(b), sessionId)).toMatchObject({ status: 200 });
});
