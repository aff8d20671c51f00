/** A button a card offers, and what a click on it sends back. */
export interface CardButton {
  text: string;
  value?: unknown;
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

function buttonText(text: unknown): string {
  if (typeof text === 'string') return text;
  if (!isObject(text)) return '';
  if (typeof text.content === 'string') return text.content;
  const i18n = isObject(text.i18n) ? Object.values(text.i18n).find((v) => typeof v === 'string') : undefined;
  return typeof i18n === 'string' ? i18n : '';
}

/** Card JSON 1.0 puts the value on the button; 2.0 in a callback behaviour. */
function buttonValue(button: Json): unknown {
  if ('value' in button) return button.value;
  const behaviors = Array.isArray(button.behaviors) ? button.behaviors : [];
  return behaviors.find((b): b is Json => isObject(b) && b.type === 'callback')?.value;
}

function walk(node: unknown, out: CardButton[]): void {
  if (Array.isArray(node)) {
    for (const child of node) walk(child, out);
    return;
  }
  if (!isObject(node)) return;
  if (node.tag === 'button') {
    const value = buttonValue(node);
    out.push({ text: buttonText(node.text), ...(value === undefined ? {} : { value }) });
    return;
  }
  for (const child of Object.values(node)) walk(child, out);
}

/**
 * The buttons of a card's content (JSON text), in document order, wherever they sit: an action block of
 * card JSON 1.0, a column set or form of 2.0, any i18n variant. A template card has none the double can see.
 */
export function cardButtons(content: string): CardButton[] {
  let card: unknown;
  try {
    card = JSON.parse(content);
  } catch {
    return [];
  }
  if (isObject(card) && (card.type === 'template' || card.type === 'card')) return [];
  const out: CardButton[] = [];
  walk(card, out);
  return out;
}
