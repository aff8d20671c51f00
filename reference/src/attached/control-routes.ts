import {
  validateControlAttachedBindRequest,
  validateControlAttachedClaimRequest,
  validateControlAttachedCloseRequest,
  validateControlAttachedCompleteRequest,
} from '../../../generated/validators/control.js';
import { errorAnswer, jsonBody, type Answer, type ControlRoutes } from '../control/answer.ts';
import type { SessionWork } from '../core/session-leasing.ts';
import type { Answer as BrokerAnswer, AttachedBroker } from './broker.ts';

const badRequest = (what: string) =>
  errorAnswer(400, 'BAD_REQUEST', `send ${what} as JSON — see spec/openapi/control.openapi.json`);

function answer<T>(result: BrokerAnswer<T>): Answer {
  if ('refused' in result)
    return errorAnswer(result.refused.status, result.refused.code, result.refused.message);
  return { status: result.created ? 201 : 200, body: result.ok };
}

/** Runs a session's write work under its lease, when sessions are leased (several instances). */
export type UnderSession = (sessionId: string, work: () => Promise<Answer>) => Promise<SessionWork<Answer>>;

/** Not run here: the lease of the session is another instance's, now or since the work began. */
const NOT_HERE = {
  'held-elsewhere': () =>
    errorAnswer(
      409,
      'SESSION_HELD_ELSEWHERE',
      'another instance holds this session now; send the request again',
    ),
  'lease-lost': () =>
    errorAnswer(
      409,
      'LEASE_LOST',
      'another instance took this session over meanwhile; send the request again',
    ),
};

/** The attached-session routes of the control API (spec/src/control/attached-session.ts). */
export function attachedRoutes(
  broker: AttachedBroker,
  underSession: UnderSession = async (_id, work) => ({ ran: await work() }),
): ControlRoutes {
  const leased = async (sessionId: string, work: () => Promise<Answer>): Promise<Answer> => {
    const outcome = await underSession(sessionId, work);
    return 'ran' in outcome ? outcome.ran : NOT_HERE[outcome.refused]();
  };
  return async ({ route, path, body, signal }) => {
    const sessionId = path[3]!;
    switch (route) {
      case 'GET /v1/attached':
        return { status: 200, body: { sessions: await broker.list() } };
      case 'POST /v1/attached': {
        const request = jsonBody(body);
        if (!validateControlAttachedBindRequest(request)) {
          return badRequest(
            '{"goalId", "agentId", "executorEndpointId", "hostSurface", "hostSessionId", "conversation"}',
          );
        }
        return answer(await broker.bind(request));
      }
      case 'POST /v1/attached/:/claim': {
        const request = jsonBody(body);
        if (!validateControlAttachedClaimRequest(request))
          return badRequest('{"hostSurface", "hostSessionId", "claimId", "waitMs"?}');
        return answer(await broker.claim(sessionId, request, signal));
      }
      case 'POST /v1/attached/:/complete': {
        const request = jsonBody(body);
        if (!validateControlAttachedCompleteRequest(request)) {
          return badRequest(
            '{"hostSurface", "hostSessionId", "claimId", "turnId", "completionId", "message"}',
          );
        }
        return leased(sessionId, async () => answer(await broker.complete(sessionId, request)));
      }
      case 'POST /v1/attached/:/close': {
        const request = jsonBody(body);
        if (!validateControlAttachedCloseRequest(request))
          return badRequest('{"hostSurface", "hostSessionId"}');
        return leased(sessionId, async () => answer(await broker.close(sessionId, request)));
      }
      default:
        return undefined;
    }
  };
}
