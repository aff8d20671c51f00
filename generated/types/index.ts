// generated — do not edit. Made by `npm run gen` (spec/tools/gen.ts) from spec/src.

/**
 * A capability an implementation declares in its adapter file and in GET /v1/ready.
 */
export type Capability =
  | 'control'
  | 'control.stop'
  | 'webhook'
  | 'progress'
  | 'delivery-modes'
  | 'approvals'
  | 'attached-sessions'
  | 'event-timing'
  | 'media';

/**
 * The body of every non-2xx control API answer.
 */
export interface ControlError {
  error: {
    /**
     * Stable code, e.g. UNAUTHORIZED, NOT_FOUND, BAD_REQUEST, CONFLICT.
     */
    code: string;
    /**
     * One line for a person. Carries no message content or credentials.
     */
    message: string;
  };
}
/**
 * GET /v1/ready. The harness starts a scenario when providerReady is true. Answering before the provider connection is up is allowed; providerReady then says false.
 */
export interface ControlReady {
  implementation: {
    name: string;
    version: string;
  };
  /**
   * Contract versions the implementation speaks.
   */
  versions: {
    /**
     * The spec version the implementation was built against.
     */
    spec: string;
    control: string;
    host: string;
    provider: string;
    launch: string;
  };
  capabilities: Capability[];
  /**
   * The intake is connected to the provider and events can be acknowledged.
   */
  providerReady: boolean;
  /**
   * The host process is running and has answered initialize.
   */
  hostReady: boolean;
}
