/** JSON-RPC error answers the double sends, with the codes Codex uses for the same situations. */
export interface RpcError {
  code: number;
  message: string;
  data?: unknown;
}

export const rpcErrors = {
  notInitialized: (): RpcError => ({ code: -32600, message: 'Not initialized' }),
  alreadyInitialized: (): RpcError => ({ code: -32600, message: 'Already initialized' }),
  unknownMethod: (method: string): RpcError => ({ code: -32601, message: `method not found: ${method}` }),
  /** A method of the pinned Codex that the host double does not play: the bridge asked nothing wrong. */
  notPlayed: (method: string): RpcError => ({
    code: -32603,
    message: `the host double does not play ${method}`,
  }),
  invalidParams: (method: string, errors: string[]): RpcError => ({
    code: -32602,
    message: `invalid params for ${method}: ${errors.join('; ')}`,
  }),
  /** thread/resume of an id with no stored thread. */
  noRollout: (threadId: string): RpcError => ({
    code: -32600,
    message: `no rollout found for thread id ${threadId}`,
  }),
  /** thread/read or thread/turns/list of an id with no stored thread. */
  threadNotLoaded: (threadId: string): RpcError => ({
    code: -32600,
    message: `thread not loaded: ${threadId}`,
  }),
  /** turn/start on a thread this connection has not started or resumed (or an unknown one). */
  threadNotFound: (threadId: string): RpcError => ({
    code: -32600,
    message: `thread not found: ${threadId}`,
  }),
  notMaterialized: (threadId: string): RpcError => ({
    code: -32600,
    message: `thread ${threadId} is not materialized yet; thread/turns/list is unavailable before first user message`,
  }),
  listTurnsUnsupported: (): RpcError => ({ code: -32601, message: 'list_turns is not supported yet' }),
  turnRunning: (threadId: string): RpcError => ({
    code: -32600,
    message: `a turn is already running on ${threadId}`,
  }),
  noActiveTurn: (action: 'interrupt' | 'steer'): RpcError => ({
    code: -32600,
    message: `no active turn to ${action}`,
  }),
  steerRefused: (): RpcError => ({
    code: -32600,
    message: 'the active turn cannot be steered',
    data: { codexErrorInfo: { activeTurnNotSteerable: { turnKind: 'review' } } },
  }),
};
