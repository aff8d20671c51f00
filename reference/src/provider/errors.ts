/** A provider call that did not succeed. `providerCode` is Lark's numeric code when it sent one. */
export class ProviderError extends Error {
  readonly code: 'PROVIDER_REJECTED' | 'PROVIDER_UNREACHABLE';
  readonly providerCode: number | undefined;
  readonly httpStatus: number | undefined;
  /** The call went out and had no answer in time: the provider may still apply it, later (DE-005). */
  readonly timedOut: boolean;

  constructor(
    code: ProviderError['code'],
    message: string,
    details: { providerCode?: number; httpStatus?: number; timedOut?: boolean } = {},
  ) {
    super(message);
    this.name = 'ProviderError';
    this.code = code;
    this.providerCode = details.providerCode;
    this.httpStatus = details.httpStatus;
    this.timedOut = details.timedOut ?? false;
  }

  /** What the delivery journal records: the provider's code, else ours. Never the provider's prose. */
  get journalCode(): string {
    return this.providerCode === undefined ? this.code : String(this.providerCode);
  }
}
