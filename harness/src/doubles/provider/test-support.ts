import * as lark from '@larksuiteoapi/node-sdk';
import { ProviderDouble, type ProviderDoubleOptions } from './double.ts';
import type { ProviderRecord } from './recorder.ts';

/** Test-only helpers: the official SDK pointed at a double, with its logs kept instead of printed. */

export interface SdkLog {
  lines: string[];
  logger: { error: (...m: unknown[]) => void; warn: (...m: unknown[]) => void; info: (...m: unknown[]) => void; debug: (...m: unknown[]) => void; trace: (...m: unknown[]) => void };
}

export function sdkLog(): SdkLog {
  const lines: string[] = [];
  const keep = (level: string) => (...m: unknown[]) => void lines.push(`${level} ${m.map((x) => (typeof x === 'string' ? x : JSON.stringify(x))).join(' ')}`);
  return { lines, logger: { error: keep('error'), warn: keep('warn'), info: keep('info'), debug: keep('debug'), trace: keep('trace') } };
}

/** Small ClientConfig so that reconnects take milliseconds, not minutes. */
export const FAST_CLIENT_CONFIG = { PingInterval: 1, ReconnectCount: -1, ReconnectInterval: 0, ReconnectNonce: 0 };

export async function startedDouble(options: ProviderDoubleOptions = {}): Promise<ProviderDouble> {
  const double = new ProviderDouble({ clientConfig: FAST_CLIENT_CONFIG, ...options });
  await double.start();
  return double;
}

/** An SDK Client with its own token cache: the default cache is shared by the whole process. */
export function sdkClient(double: ProviderDouble, log: SdkLog = sdkLog()): lark.Client {
  return new lark.Client({
    appId: double.app.appId,
    appSecret: double.app.appSecret,
    domain: double.url,
    cache: new lark.DefaultCache(),
    logger: log.logger,
  });
}

export type EventHandler = (data: Record<string, unknown>) => unknown;

export interface ConnectedWsClient {
  client: lark.WSClient;
  log: SdkLog;
  close: () => void;
}

/** A WSClient with an EventDispatcher, started; resolves once the SDK says it is ready. */
export async function connectedWsClient(
  double: ProviderDouble,
  handlers: Record<string, EventHandler>,
  credentials: { appId?: string; appSecret?: string } = {},
): Promise<ConnectedWsClient> {
  const log = sdkLog();
  let ready!: () => void;
  const isReady = new Promise<void>((resolve) => (ready = resolve));
  const client = new lark.WSClient({
    appId: credentials.appId ?? double.app.appId,
    appSecret: credentials.appSecret ?? double.app.appSecret,
    domain: double.url,
    logger: log.logger,
    loggerLevel: lark.LoggerLevel.debug,
    onReady: () => ready(),
  });
  const dispatcher = new lark.EventDispatcher({ logger: log.logger }).register(handlers as never);
  const before = double.connectedClients();
  await client.start({ eventDispatcher: dispatcher });
  await isReady;
  // The SDK is ready when its socket opens; the double takes events for it after its first ping.
  await waitFor(() => double.connectedClients() > before, 3000, 'the first ping');
  return { client, log, close: () => client.close({ force: true }) };
}

export async function waitFor<T>(probe: () => T | undefined | false, timeoutMs = 5000, what = 'condition'): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

export function recordsOf<K extends ProviderRecord['kind']>(double: ProviderDouble, kind: K): Extract<ProviderRecord, { kind: K }>[] {
  return double.recorder.records.filter((r): r is Extract<ProviderRecord, { kind: K }> => r.kind === kind);
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
