/** JSON-RPC error answers the double sends, with the codes Codex uses for the same situations. */
export interface RpcError {
  code: number;
  message: string;
  data?: unknown;
}

export const rpcErrors = {
  parse: (): RpcError => ({ code: -32700, message: 'Parse error' }),
  invalidRequest: (detail: string): RpcError => ({ code: -32600, message: `Invalid Request: ${detail}` }),
  notInitialized: (): RpcError => ({ code: -32600, message: 'Not initialized' }),
  alreadyInitialized: (): RpcError => ({ code: -32600, message: 'Already initialized' }),
  unknownMethod: (method: string): RpcError => ({ code: -32601, message: `method not found: ${method}` }),
  invalidParams: (method: string, errors: string[]): RpcError => ({
    code: -32602,
    message: `invalid params for ${method}: ${errors.join('; ')}`,
  }),
  threadNotFound: (threadId: string): RpcError => ({ code: -32600, message: `no rollout found for thread id ${threadId}` }),
  threadNotLoaded: (threadId: string): RpcError => ({
    code: -32600,
    message: `thread not loaded: ${threadId} (resume it first)`,
  }),
  turnRunning: (threadId: string): RpcError => ({ code: -32600, message: `a turn is already running on ${threadId}` }),
  noActiveTurn: (turnId: string): RpcError => ({ code: -32600, message: `no active turn ${turnId}` }),
  steerRefused: (): RpcError => ({
    code: -32600,
    message: 'the active turn cannot be steered',
    data: { codexErrorInfo: { activeTurnNotSteerable: { turnKind: 'review' } } },
  }),
};
