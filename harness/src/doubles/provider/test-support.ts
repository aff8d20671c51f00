import * as latest from '@larksuiteoapi/node-sdk';
import type * as lark from '@larksuiteoapi/node-sdk';
import { until } from '../../../../runtime/src/testing/until.ts';
import { installLarkRedirect } from '../../redirect/lark-hosts.mjs';
import { ProviderDouble, type ProviderDoubleOptions } from './double.ts';
import type { ProviderRecord } from './recorder.ts';
import { SDK_LINES, type LarkSdk, type SdkLine } from './sdk-lines.ts';

/** Test-only helpers: the official SDK pointed at a double, with its logs kept instead of printed. */

export interface SdkLog {
  lines: string[];
  logger: {
    error: (...m: unknown[]) => void;
    warn: (...m: unknown[]) => void;
    info: (...m: unknown[]) => void;
    debug: (...m: unknown[]) => void;
    trace: (...m: unknown[]) => void;
  };
}

export function sdkLog(): SdkLog {
  const lines: string[] = [];
  const keep =
    (level: string) =>
    (...m: unknown[]) =>
      void lines.push(`${level} ${m.map((x) => (typeof x === 'string' ? x : JSON.stringify(x))).join(' ')}`);
  return {
    lines,
    logger: {
      error: keep('error'),
      warn: keep('warn'),
      info: keep('info'),
      debug: keep('debug'),
      trace: keep('trace'),
    },
  };
}

/** Small ClientConfig so that reconnects take milliseconds, not minutes. */
export const FAST_CLIENT_CONFIG = {
  PingInterval: 1,
  ReconnectCount: -1,
  ReconnectInterval: 0,
  ReconnectNonce: 0,
};

export async function startedDouble(options: ProviderDoubleOptions = {}): Promise<ProviderDouble> {
  const double = new ProviderDouble({ clientConfig: FAST_CLIENT_CONFIG, ...options });
  await double.start();
  return double;
}

/** One SDK line, loaded, as the helpers below take it. The default is the line the kit depends on. */
export interface Sdk {
  line: SdkLine;
  lark: LarkSdk;
}

export const LATEST_SDK: Sdk = { line: SDK_LINES.at(-1)!, lark: latest };

let redirect: { double: ProviderDouble; uninstall: () => void } | undefined;

/**
 * The domain a client of this SDK line is given to reach the double. A line that cannot take a port in its domain
 * gets Lark's own host, redirected to the double in this process, as a bot pinned to it is under the harness.
 */
export function domainFor(double: ProviderDouble, sdk: Sdk): string {
  if (sdk.line.portInDomain) return double.url;
  if (redirect?.double !== double) {
    redirect?.uninstall();
    redirect = { double, uninstall: installLarkRedirect(double.url) };
  }
  return 'https://open.feishu.cn';
}

/** Undoes the redirect of domainFor; call it when the double stops. */
export function releaseRedirect(): void {
  redirect?.uninstall();
  redirect = undefined;
}

/**
 * A token cache of the SDK's cache interface. The SDK's default cache is shared by the whole process (keyed by
 * appId), and lines before 1.74 export no DefaultCache to make a fresh one.
 */
// The SDK's Cache interface spells its key type `Symbol`; an implementation must match it.
/* eslint-disable @typescript-eslint/no-wrapper-object-types */
export class TokenCache implements lark.Cache {
  private readonly values = new Map<unknown, { value: unknown; expiredTime?: number }>();

  async get(key: string | Symbol, options?: { namespace?: string }): Promise<unknown> {
    const entry = this.values.get(TokenCache.key(key, options));
    if (entry && (!entry.expiredTime || entry.expiredTime > Date.now())) return entry.value;
    return undefined;
  }

  async set(
    key: string | Symbol,
    value: unknown,
    expiredTime?: number,
    options?: { namespace?: string },
  ): Promise<boolean> {
    this.values.set(TokenCache.key(key, options), { value, ...(expiredTime ? { expiredTime } : {}) });
    return true;
  }

  /** The SDK keys its tenant token by a Symbol; a namespace makes a string key. */
  private static key(key: string | Symbol, options?: { namespace?: string }): unknown {
    return options?.namespace ? `${options.namespace}/${key.toString()}` : key;
  }
}

/** An SDK Client with its own token cache: the default cache is shared by the whole process. */
export function sdkClient(
  double: ProviderDouble,
  log: SdkLog = sdkLog(),
  sdk: Sdk = LATEST_SDK,
  credentials: { appId?: string; appSecret?: string } = {},
): lark.Client {
  return new sdk.lark.Client({
    appId: credentials.appId ?? double.app.appId,
    appSecret: credentials.appSecret ?? double.app.appSecret,
    domain: domainFor(double, sdk),
    cache: new TokenCache(),
    logger: log.logger,
  });
}

export type EventHandler = (data: Record<string, unknown>) => unknown;

export interface ConnectedWsClient {
  client: lark.WSClient;
  log: SdkLog;
  close: () => void;
}

/** A WSClient with an EventDispatcher, started; resolves once the double has its first ping. */
export async function connectedWsClient(
  double: ProviderDouble,
  handlers: Record<string, EventHandler>,
  credentials: { appId?: string; appSecret?: string } = {},
  sdk: Sdk = LATEST_SDK,
): Promise<ConnectedWsClient> {
  const log = sdkLog();
  let ready!: () => void;
  const isReady = new Promise<void>((resolve) => (ready = resolve));
  const client = new sdk.lark.WSClient({
    appId: credentials.appId ?? double.app.appId,
    appSecret: credentials.appSecret ?? double.app.appSecret,
    domain: domainFor(double, sdk),
    logger: log.logger,
    loggerLevel: sdk.lark.LoggerLevel.debug,
    onReady: () => ready(),
  });
  const dispatcher = new sdk.lark.EventDispatcher({ logger: log.logger }).register(handlers as never);
  const before = double.connectedClients();
  await client.start({ eventDispatcher: dispatcher });
  // Lines before 1.60 have no onReady; for them the first ping below is the only sign.
  if (sdk.line.readyCallbacks) await isReady;
  // The SDK is ready when its socket opens; the double takes events for it after its first ping.
  await waitFor(() => double.connectedClients() > before, 3000, 'the first ping');
  return { client, log, close: () => closeForGood(client) };
}

/**
 * Closes a WSClient so that it never connects again. `close()` cannot stop a reconnect loop already awaiting
 * an attempt: 1.59 checks nothing once the attempt ends and, with FAST_CLIENT_CONFIG, tries again at once,
 * for ever; 1.64's attempt, if it succeeds, leaves an open socket whose next close starts a new loop. In one
 * test worker such a client outlived its test and reached a later test's double on the same port (11
 * discovery calls where the reconnect test expects 2, CI26), spinning a core meanwhile. Its attempt is
 * therefore made to succeed without the network, which ends a loop of every line.
 */
export function closeForGood(client: lark.WSClient): void {
  client.close({ force: true });
  const attempt = client as unknown as Record<'pullConnectConfig' | 'connect' | 'communicate', unknown>;
  attempt.pullConnectConfig = () => Promise.resolve({ ok: true });
  attempt.connect = () => Promise.resolve(true);
  attempt.communicate = () => undefined;
}

/** The runtime's `until`, in the shape these tests call it. */
export function waitFor<T>(
  probe: () => T | undefined | false,
  timeoutMs = 5000,
  what = 'condition',
): Promise<T> {
  return until(probe, { timeoutMs, what });
}

export function recordsOf<K extends ProviderRecord['kind']>(
  double: ProviderDouble,
  kind: K,
): Extract<ProviderRecord, { kind: K }>[] {
  return double.recorder.records.filter((r): r is Extract<ProviderRecord, { kind: K }> => r.kind === kind);
}
