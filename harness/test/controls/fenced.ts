/** A write of a session whose lease another instance took over: the work is dropped, never finished twice. */
export class FencedError extends Error {
  readonly code = 'FENCED';
  constructor(what: string) {
    super(`${what}: the session's lease was taken over; dropped`);
  }
}
