import type * as Lark from '@larksuiteoapi/node-sdk';
import type { Capability } from '../../../generated/types/index.ts';
import { lark } from '../provider/lark-sdk.ts';
import type { Logger } from '../logger.ts';
import type { Intake, IntakeSink } from './intake.ts';
import { receiveDispatcher } from './receive-dispatcher.ts';

export interface WsIntakeOptions {
  appId: string;
  appSecret: string;
  domain: string;
  logger: Logger;
}

/**
 * The long connection through the official SDK's WSClient. The SDK acknowledges an event when the
 * handler's promise settles, so the handler records the source and returns at once: the model is
 * never awaited before the ACK (TR-001).
 */
export class WsIntake implements Intake {
  readonly capabilities: readonly Capability[] = ['long-connection'];
  private readonly options: WsIntakeOptions;
  private client: Lark.WSClient | undefined;
  private ready = false;

  constructor(options: WsIntakeOptions) {
    this.options = options;
  }

  get connected(): boolean {
    return this.ready && this.client?.getConnectionStatus().state === 'connected';
  }

  async start(sink: IntakeSink): Promise<void> {
    const { logger } = this.options;
    const dispatcher = receiveDispatcher(sink, logger);
    this.client = new lark.WSClient({
      appId: this.options.appId,
      appSecret: this.options.appSecret,
      domain: this.options.domain,
      logger: quietInvokeFailures(logger),
      loggerLevel: lark.LoggerLevel.warn,
      autoReconnect: true,
      onReady: () => {
        this.ready = true;
        logger.info('long connection up');
      },
      onReconnecting: () => logger.warn('long connection lost; reconnecting'),
      onReconnected: () => logger.info('long connection back'),
      onError: (error) => logger.error('long connection gave up:', error),
    });
    await this.client.start({ eventDispatcher: dispatcher });
  }

  async stop(): Promise<void> {
    this.ready = false;
    this.client?.close({ force: true });
    this.client = undefined;
  }
}

/**
 * The SDK says each event whose handler threw (its line begins "invoke event failed"); a source that could not
 * be recorded is said once by the recorder's health, so the SDK's line for each such event goes to debug.
 */
function quietInvokeFailures(logger: Logger): Logger {
  return {
    warn: (...parts) => logger.warn(...parts),
    info: (...parts) => logger.info(...parts),
    debug: (...parts) => logger.debug(...parts),
    trace: (...parts) => logger.trace(...parts),
    error: (...parts) =>
      parts.some((p) => typeof p === 'string' && p.startsWith('invoke event failed'))
        ? logger.debug(...parts)
        : logger.error(...parts),
  };
}
