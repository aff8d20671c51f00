import type {
  ProviderCardActionTrigger,
  ProviderDoubleCardAction,
} from '../../../../generated/types/index.ts';
import { cardButtons, type CardButton } from './card-buttons.ts';
import { BadInjectionError } from './errors.ts';
import type { InboundContext } from './inbound-message.ts';

export type CardAction = ProviderDoubleCardAction;

/** A user acting on a card the bot sent, as the card.action.trigger event Lark pushes. */
export function cardActionEvent(input: CardAction, ctx: InboundContext): ProviderCardActionTrigger {
  const card = ctx.store.get(input.messageId);
  if (!card) throw new BadInjectionError(`no message ${input.messageId} to act on`);
  if (card.msgType !== 'interactive')
    throw new BadInjectionError(`message ${input.messageId} is ${card.msgType}, not a card`);
  const user = ctx.ids.user(input.user);
  ctx.store.addUser(input.user, user);
  const value = input.value ?? clickedButton(input, card.content)?.value;
  return {
    schema: '2.0',
    header: {
      event_id: input.eventId ?? ctx.ids.event(),
      event_type: 'card.action.trigger',
      create_time: String(ctx.wallClock()),
      token: input.token ?? ctx.verificationToken,
      app_id: ctx.appId,
      tenant_key: ctx.ids.tenantKey,
    },
    event: {
      operator: { ...user, tenant_key: ctx.ids.tenantKey },
      token: `c-${ctx.ids.event()}`,
      action: {
        tag: input.tag ?? 'button',
        ...(value === undefined ? {} : { value }),
        ...(input.name === undefined ? {} : { name: input.name }),
        ...(input.formValue === undefined ? {} : { form_value: input.formValue }),
      },
      host: 'im_message',
      context: { open_message_id: card.messageId, open_chat_id: card.chatId },
    },
  };
}

/** Which button of a card: the one whose value carries a decision, or the one with a text. */
export type ButtonChoice = Pick<CardAction, 'decision' | 'button'>;

/** The button a choice names; BadInjectionError when the card has none such. */
export function chosenButton(messageId: string, content: string, choice: ButtonChoice): CardButton {
  const buttons = cardButtons(content);
  const found = buttons.find((b) =>
    choice.decision !== undefined
      ? (b.value as { decision?: unknown } | undefined)?.decision === choice.decision
      : b.text === choice.button,
  );
  if (!found) {
    const wanted =
      choice.decision !== undefined ? `whose value has decision ${choice.decision}` : `"${choice.button}"`;
    throw new BadInjectionError(
      `card ${messageId} has no button ${wanted} (it has: ${buttons.map((b) => JSON.stringify(b.text)).join(', ') || 'none'})`,
    );
  }
  return found;
}

/** The button a click names, if it names one. */
function clickedButton(input: CardAction, content: string): CardButton | undefined {
  if (input.decision === undefined && input.button === undefined) return undefined;
  return chosenButton(input.messageId, content, input);
}
