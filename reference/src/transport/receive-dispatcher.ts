import type * as Lark from '@larksuiteoapi/node-sdk';
import { lark } from '../provider/lark-sdk.ts';
import type { Logger } from '../logger.ts';
import type { InboundSource } from '../store/inbox.ts';
import { MalformedEventError, sourceFromEvent } from './receive-event.ts';

/**
 * The SDK's EventDispatcher with the one handler both intakes share: im.message.receive_v1 becomes a
 * source, recorded by `record` before the handler returns. The handler never awaits the model, only the
 * record's commit, so the acknowledgement that follows its return is never late (TR-001).
 */
export function receiveDispatcher(record: (source: InboundSource) => Promise<void>, logger: Logger): Lark.EventDispatcher {
  return new lark.EventDispatcher({ logger, loggerLevel: lark.LoggerLevel.warn }).register({
    'im.message.receive_v1': async (data: Record<string, unknown>) => {
      let source: InboundSource;
      try {
        source = sourceFromEvent(data);
      } catch (error) {
        // Acknowledged and dropped: redelivering an event that can never be a source helps no one.
        if (error instanceof MalformedEventError) {
          logger.warn(error.message);
          return;
        }
        throw error;
      }
      // A throw here (the store failed) is no acknowledgement, and the provider delivers again.
      await record(source);
    },
  });
}
