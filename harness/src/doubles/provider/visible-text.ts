/**
 * The visible text of a Lark message: what a user reads in it, as the spec defines it per message type
 * (spec/README.md, "Visible text"; the cases in spec/visible-text.json). Every text check of the kit —
 * the double's stored message, the matcher's $text, the live chat view — goes through this one function.
 * Pure: it reads the content alone, never a directory of users.
 */

/** The message types with a visible text. */
const TEXT_TYPES = ['text', 'post', 'interactive'];

/** The text, or why the kit cannot know it. */
export type VisibleText = { text: string } | { unknown: string };

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  value !== null && typeof value === 'object' && !Array.isArray(value);
const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** The locale a post or an i18n card shows: the double's users read English, then Chinese, then whatever is written first. */
const PREFERRED_LOCALES = ['en_us', 'zh_cn'];

function pickLocale(byLocale: Json, usable: (value: unknown) => boolean): unknown {
  for (const locale of PREFERRED_LOCALES) if (usable(byLocale[locale])) return byLocale[locale];
  return Object.values(byLocale).find(usable);
}

/** `<at user_id="ou_…">Name</at>` → `@Name`; with no name inside, `@` and the id. */
const AT_TAG = /<at\s+(?:user_id|open_id|id)\s*=\s*["']?([^"'\s>]*)["']?[^>]*>([\s\S]*?)<\/at>/g;

function renderMentions(text: string): string {
  return text.replace(AT_TAG, (_, id: string, name: string) => `@${name.trim() || id}`);
}

function postElementText(element: unknown): string {
  if (!isObject(element)) return '';
  switch (element.tag) {
    case 'text':
    case 'md':
    case 'code_block':
      return str(element.text) ?? '';
    case 'a':
      return str(element.text) || str(element.href) || '';
    case 'at':
      return `@${str(element.user_name) || str(element.user_id) || ''}`;
    case 'img':
    case 'media':
    case 'emotion':
    case 'hr':
      return '';
    default:
      return str(element.text) ?? '';
  }
}

function isPostBody(value: unknown): value is Json {
  return isObject(value) && Array.isArray(value.content);
}

/** Title first, then a line per paragraph: its elements' text in order. */
function paragraphsText(title: unknown, paragraphs: unknown[]): string {
  const lines = paragraphs.map((p) => (Array.isArray(p) ? p.map(postElementText).join('') : ''));
  const heading = str(title);
  return (heading ? [heading, ...lines] : lines).join('\n');
}

function postText(content: Json): VisibleText {
  const body = isPostBody(content) ? content : pickLocale(content, isPostBody);
  if (!isPostBody(body)) return { unknown: 'a post with no locale holding a content array' };
  return { text: paragraphsText(body.title, body.content as unknown[]) };
}

/** The text of a `plain_text` / `lark_md` text object, or of an i18n one. */
function textObject(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (!isObject(value)) return undefined;
  const content = str(value.content);
  if (content !== undefined) return content;
  return isObject(value.i18n) ? str(pickLocale(value.i18n, (v) => typeof v === 'string')) : undefined;
}

/** Every text-bearing component in document order, a line (or lines) each; containers are walked. */
function componentLines(component: unknown): string[] {
  if (!isObject(component)) return [];
  const own: string[] = [];
  switch (component.tag) {
    case 'markdown':
    case 'lark_md':
    case 'plain_text':
      own.push(str(component.content) ?? '');
      break;
    case 'div':
      own.push(textObject(component.text) ?? '');
      if (Array.isArray(component.fields))
        for (const field of component.fields) own.push(isObject(field) ? (textObject(field.text) ?? '') : '');
      break;
    case 'button':
      own.push(textObject(component.text) ?? '');
      break;
    case 'collapsible_panel':
      own.push(isObject(component.header) ? (textObject(component.header.title) ?? '') : '');
      break;
    case 'img':
    case 'hr':
      break;
    default:
      own.push(textObject(component.text) ?? str(component.content) ?? '');
  }
  const children = [
    ...(Array.isArray(component.elements) ? component.elements : []),
    ...(Array.isArray(component.actions) ? component.actions : []),
    ...(Array.isArray(component.columns) ? component.columns : []),
  ];
  return [...own, ...children.flatMap(componentLines)].filter((line) => line !== '');
}

function headerLines(header: unknown): string[] {
  if (!isObject(header)) return [];
  return [textObject(header.title), textObject(header.subtitle)].filter((t): t is string => !!t);
}

function cardText(card: Json): VisibleText {
  if (card.type === 'template') {
    const id = isObject(card.data) ? str(card.data.template_id) : undefined;
    return {
      unknown: `a template card (${id ?? 'no template_id'}): Lark builds its text from a template the kit does not have`,
    };
  }
  if (card.type === 'card') {
    const id = isObject(card.data) ? str(card.data.card_id) : undefined;
    return {
      unknown: `a card entity sent by id (${id ?? 'no card_id'}): its content lives in Lark, not in the message`,
    };
  }
  let elements: unknown;
  if (card.schema === '2.0') elements = isObject(card.body) ? card.body.elements : undefined;
  else if (Array.isArray(card.elements)) elements = card.elements;
  else if (isObject(card.i18n_elements)) elements = pickLocale(card.i18n_elements, Array.isArray);
  if (!Array.isArray(elements)) return { unknown: 'a card with no elements the kit can read' };
  // [unverified] Lark's read APIs return a card as a title and paragraphs of post-like elements.
  if (elements.every(Array.isArray) && elements.length > 0)
    return { text: paragraphsText(card.title, elements) };
  return { text: [...headerLines(card.header), ...elements.flatMap(componentLines)].join('\n') };
}

/**
 * The visible text of a message of `msgType` whose content is the JSON text `content`; undefined for a
 * type that carries no text (image, file, sticker, audio…).
 */
export function visibleText(msgType: string, content: string): VisibleText | undefined {
  if (!TEXT_TYPES.includes(msgType)) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(content);
  } catch {
    return { unknown: 'content that is not JSON' };
  }
  if (!isObject(parsed)) return { unknown: 'content that is not a JSON object' };
  switch (msgType) {
    case 'text': {
      const text = str(parsed.text);
      return text === undefined
        ? { unknown: 'a text message without a text string' }
        : { text: renderMentions(text) };
    }
    case 'post':
      return postText(parsed);
    default:
      return cardText(parsed);
  }
}
