import type * as Lark from '@larksuiteoapi/node-sdk';
import { lark } from '../provider/lark-sdk.ts';
import type { Logger } from '../logger.ts';
import type { InboundSource } from '../store/inbox.ts';
import { cardCallbackOf } from './card-callback.ts';
import type { IntakeSink } from './intake.ts';
import { MalformedEventError, sourceFromEvent } from './receive-event.ts';

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * The SDK's EventDispatcher with the handlers both intakes share: im.message.receive_v1 becomes a
 * source, recorded by the sink before the handler returns. The handler never awaits the model, only the
 * record's commit, so the acknowledgement that follows its return is never late (TR-001). An event that can
 * never be a source — and a payload that is no event envelope at all, which the SDK would throw on and
 * answer 500, to have it pushed again forever — is rejected and acknowledged (TR-010). A
 * card.action.trigger is taken from the raw envelope, before the SDK flattens away its verification
 * token (HO-008); its answer rides back in the acknowledgement.
 */
export function receiveDispatcher(
  sink: Pick<IntakeSink, 'record' | 'reject' | 'cardAction'>,
  logger: Logger,
): Lark.EventDispatcher {
  const reject = (error: MalformedEventError) => {
    logger.warn(error.message);
    sink.reject(error.rejection);
  };
  class GuardedDispatcher extends lark.EventDispatcher {
    override async invoke(data: unknown, params?: { needCheck?: boolean }): Promise<unknown> {
      const callback = cardCallbackOf(data);
      if (callback) return sink.cardAction ? sink.cardAction(callback) : {};
      if (!isObject(data) || !isObject(data.header) || typeof data.header.event_type !== 'string') {
        reject(new MalformedEventError('not-an-event'));
        return undefined;
      }
      return super.invoke(data, params);
    }
  }
  return new GuardedDispatcher({ logger, loggerLevel: lark.LoggerLevel.warn }).register({
    'im.message.receive_v1': async (data: Record<string, unknown>) => {
      let source: InboundSource;
      try {
        source = sourceFromEvent(data);
      } catch (error) {
        if (!(error instanceof MalformedEventError)) throw error;
        reject(error);
        return;
      }
      // A throw here (the store failed) is no acknowledgement, and the provider delivers again.
      await sink.record(source);
    },
  });
}
