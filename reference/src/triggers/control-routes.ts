import { validateControlTriggerRequest } from '../../../generated/validators/control.js';
import { errorAnswer, jsonBody, type ControlRoutes } from '../control/answer.ts';
import type { Store } from '../store/store.ts';
import type { TriggerDesk } from './trigger-desk.ts';

/** The trigger routes of the control API (spec/src/control/trigger.ts). Reads are observations (BM-003). */
export function triggerRoutes(desk: TriggerDesk, store: Store): ControlRoutes {
  return async ({ route, path, body }) => {
    const sessionId = path[3]!;
    switch (route) {
      case 'POST /v1/sessions/:/triggers': {
        const request = jsonBody(body);
        if (!validateControlTriggerRequest(request))
          return errorAnswer(400, 'BAD_REQUEST', 'send {"turnKey", "instruction"} as JSON');
        const answer = await desk.trigger(sessionId, request);
        if (answer.outcome === 'refused') return errorAnswer(answer.status, answer.code, answer.message);
        return { status: answer.outcome === 'accepted' ? 201 : 200, body: answer.receipt };
      }
      case 'GET /v1/sessions/:/triggers':
        if (!(await store.sessions.get(sessionId)))
          return errorAnswer(404, 'NOT_FOUND', `no session ${sessionId}`);
        return { status: 200, body: { receipts: await desk.receipts(sessionId) } };
      case 'GET /v1/sessions/:/triggers/:': {
        const receipt = await desk.receipt(sessionId, path[5]!);
        return receipt
          ? { status: 200, body: receipt }
          : errorAnswer(404, 'NOT_FOUND', `no trigger ${path[5]} in session ${sessionId}`);
      }
      default:
        return undefined;
    }
  };
}
