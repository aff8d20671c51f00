import type * as lark from '@larksuiteoapi/node-sdk';

export type LarkSdk = typeof lark;

/** A line of the official Node SDK that real bots pin; the older ones are aliased dev dependencies. */
export interface SdkLine {
  line: string;
  /** The package name it is installed under. */
  module: string;
  /**
   * Before 1.73.2 the SDK reads the `:PORT` of a domain such as http://127.0.0.1:4010 as a path parameter, so
   * every generated API method throws "request miss 4010 path argument" (SDK issue #220). Such a line is pointed
   * at the double the way a pinned bot is: with Lark's own domain, redirected (harness/src/redirect).
   */
  portInDomain: boolean;
  /** onReady / onError / onReconnected on the WSClient (1.60 and later). */
  readyCallbacks: boolean;
}

export const SDK_LINES: readonly SdkLine[] = [
  { line: '1.59', module: 'lark-sdk-1.59', portInDomain: false, readyCallbacks: false },
  { line: '1.64', module: 'lark-sdk-1.64', portInDomain: false, readyCallbacks: true },
  { line: '1.74', module: '@larksuiteoapi/node-sdk', portInDomain: true, readyCallbacks: true },
];

export async function loadSdk(line: SdkLine): Promise<LarkSdk> {
  return (await import(line.module)) as LarkSdk;
}
