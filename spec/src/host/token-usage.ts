import Type from 'typebox';
import { defineNotification } from './envelope.ts';

const breakdown = Type.Object({
  totalTokens: Type.Integer({ minimum: 0 }),
  inputTokens: Type.Integer({ minimum: 0 }),
  cachedInputTokens: Type.Integer({ minimum: 0 }),
  outputTokens: Type.Integer({ minimum: 0 }),
  reasoningOutputTokens: Type.Integer({ minimum: 0 }),
});

export const HostTokenUsageUpdatedNotification = defineNotification(
  'host/token-usage-updated-notification',
  'thread/tokenUsage/updated',
  Type.Object({
    threadId: Type.String(),
    turnId: Type.String(),
    tokenUsage: Type.Object({
      total: breakdown,
      last: breakdown,
      modelContextWindow: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
    }),
  }),
  {
    name: 'HostTokenUsageUpdatedNotification',
    title: 'thread/tokenUsage/updated',
    description: 'Token counts of the thread (total) and of the last model call (last).',
  },
);
