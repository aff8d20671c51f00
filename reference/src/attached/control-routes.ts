import {
  validateControlAttachedBindRequest,
  validateControlAttachedClaimRequest,
  validateControlAttachedCloseRequest,
  validateControlAttachedCompleteRequest,
} from '../../../generated/validators/index.js';
import { errorAnswer, jsonBody, type Answer, type ControlRoutes } from '../control/answer.ts';
import type { Answer as BrokerAnswer, AttachedBroker } from './broker.ts';

const badRequest = (what: string) =>
  errorAnswer(400, 'BAD_REQUEST', `send ${what} as JSON — see spec/openapi/control.openapi.json`);

function answer<T>(result: BrokerAnswer<T>): Answer {
  if ('refused' in result) return errorAnswer(result.refused.status, result.refused.code, result.refused.message);
  return { status: result.created ? 201 : 200, body: result.ok };
}

/** Runs a session's write work under its lease, when sessions are leased (several instances). */
export type UnderSession = (sessionId: string, work: () => Promise<Answer>) => Promise<Answer>;

/** The attached-session routes of the control API (spec/src/control/attached-session.ts). */
export function attachedRoutes(broker: AttachedBroker, underSession: UnderSession = (_id, work) => work()): ControlRoutes {
  return async ({ route, path, body, signal }) => {
    const sessionId = path[3]!;
    switch (route) {
      case 'GET /v1/attached':
        return { status: 200, body: { sessions: broker.list() } };
      case 'POST /v1/attached': {
        const request = jsonBody(body);
        if (!validateControlAttachedBindRequest(request)) {
          return badRequest('{"goalId", "agentId", "executorEndpointId", "hostSurface", "hostSessionId", "conversation"}');
        }
        return answer(broker.bind(request));
      }
      case 'POST /v1/attached/:/claim': {
        const request = jsonBody(body);
        if (!validateControlAttachedClaimRequest(request)) return badRequest('{"hostSurface", "hostSessionId", "claimId", "waitMs"?}');
        return answer(await broker.claim(sessionId, request, signal));
      }
      case 'POST /v1/attached/:/complete': {
        const request = jsonBody(body);
        if (!validateControlAttachedCompleteRequest(request)) {
          return badRequest('{"hostSurface", "hostSessionId", "claimId", "turnId", "completionId", "message"}');
        }
        return underSession(sessionId, async () => answer(await broker.complete(sessionId, request)));
      }
      case 'POST /v1/attached/:/close': {
        const request = jsonBody(body);
        if (!validateControlAttachedCloseRequest(request)) return badRequest('{"hostSurface", "hostSessionId"}');
        return underSession(sessionId, async () => answer(broker.close(sessionId, request)));
      }
      default:
        return undefined;
    }
  };
}
