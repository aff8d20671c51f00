import type { ChangeSignal } from '../runner/signal.ts';
import type { ChatView, LiveMessage } from './chat-view.ts';

export const DEFAULT_PERSON_WAIT_MS = 120_000;

export interface PersonContext {
  now(): number;
  readonly signal: ChangeSignal;
  readonly view: ChatView;
  /** Prints one line for the person at the drill. */
  say(line: string): void;
  /** How long a person has for each step. */
  readonly waitMs: number;
}

/**
 * Waits until the chat shows what the person was asked to do, or the wait runs out. The chat is listed
 * again at once and then at the view's pace; each change wakes the wait.
 */
async function untilSeen<T>(ctx: PersonContext, seen: () => T | undefined): Promise<T | undefined> {
  const deadline = ctx.now() + ctx.waitMs;
  await ctx.view.refresh();
  for (;;) {
    const found = seen();
    if (found !== undefined) return found;
    const left = deadline - ctx.now();
    if (left <= 0) return undefined;
    await ctx.signal.wait(Math.min(left, 1_000));
  }
}

/**
 * A click only a person can make live: the drill names the card and the button, then waits until the
 * card changes in the chat (Lark shows it updated). Undefined: nobody clicked in time.
 */
export async function personClicks(
  ctx: PersonContext,
  where: { scenario: string; step: number; card: string; chatId: string; button: string },
): Promise<LiveMessage | undefined> {
  await ctx.view.refresh();
  const before = ctx.view.messages().find((m) => m.messageId === where.card);
  ctx.say(
    `[person] ${where.scenario} step ${where.step}: click ${where.button} on card ${where.card} in chat ${where.chatId} — waiting up to ${Math.ceil(ctx.waitMs / 1000)} s`,
  );
  return untilSeen(ctx, () => {
    const now = ctx.view.messages().find((m) => m.messageId === where.card);
    return now &&
      (before === undefined || now.updateTime !== before.updateTime || now.content !== before.content)
      ? now
      : undefined;
  });
}

/**
 * A message only a person can send live (an image, a file): the drill says what to send where, then
 * waits for a new message of that type that the bot did not send. Undefined: nothing came in time.
 */
export async function personSends(
  ctx: PersonContext,
  where: { scenario: string; step: number; chatId: string; msgType: string },
): Promise<LiveMessage | undefined> {
  await ctx.view.refresh();
  const known = new Set(ctx.view.messages().map((m) => m.messageId));
  const what =
    where.msgType === 'image'
      ? 'an image'
      : where.msgType === 'file'
        ? 'a file'
        : `a ${where.msgType} message`;
  ctx.say(
    `[person] ${where.scenario} step ${where.step}: send ${what} (${where.msgType}) to the bot in chat ${where.chatId} — waiting up to ${Math.ceil(ctx.waitMs / 1000)} s`,
  );
  return untilSeen(ctx, () =>
    ctx.view
      .messages()
      .find(
        (m) =>
          !known.has(m.messageId) && !m.fromBot && m.chatId === where.chatId && m.msgType === where.msgType,
      ),
  );
}
