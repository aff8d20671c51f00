import { normalizeMarkdown } from './markdown.ts';

/**
 * How a control bot answers, apart from its flaw: styles real bots use that the spec allows alike.
 * CONTROL_SEND: reply (the default; threaded to the source) or create (posted into the conversation, one
 * message per source, in the order of the sources — DE-010). CONTROL_FORMAT: text (the default), post (one
 * md element), card1 (card JSON 1.0, one markdown element) or card2 (card JSON 2.0): what the user reads is
 * the same visible text in each (spec/schemas/provider/visible-text-cases.schema.json) — or template (a
 * card built by Lark from a template, the text in its variables), whose visible text the kit cannot know.
 */
export const SENDS = ['reply', 'create'] as const;
export const FORMATS = ['text', 'post', 'card1', 'card2', 'template'] as const;

export type Send = (typeof SENDS)[number];
export type Format = (typeof FORMATS)[number];

function chosen<T extends string>(name: string, values: readonly T[]): T {
  const value = process.env[name] ?? values[0]!;
  if ((values as readonly string[]).includes(value)) return value as T;
  process.stderr.write(`tiny-bot: ${name} must be one of ${values.join(', ')}\n`);
  process.exit(3);
}

export const send: Send = chosen('CONTROL_SEND', SENDS);
export const format: Format = chosen('CONTROL_FORMAT', FORMATS);

/** The msg_type of every message the bot posts; a card is patched in place, a text or post edited with PUT. */
export const msgType = format === 'text' ? 'text' : format === 'post' ? 'post' : 'interactive';

/** The content of a message in the chosen format, carrying `text` as its visible text. */
export function contentOf(shown: string): string {
  // Markdown shown as markdown is normalized so that Lark renders its bold (DE-007); text is plain.
  const text = format === 'text' || format === 'template' ? shown : normalizeMarkdown(shown);
  switch (format) {
    case 'text':
      return JSON.stringify({ text });
    case 'post':
      return JSON.stringify({ zh_cn: { title: '', content: [[{ tag: 'md', text }]] } });
    case 'card1':
      // Shared, so that it can be patched in place as the answer streams.
      return JSON.stringify({
        config: { update_multi: true },
        elements: [{ tag: 'markdown', content: text }],
      });
    case 'card2':
      // Card JSON 2.0 is shared by default.
      return JSON.stringify({ schema: '2.0', body: { elements: [{ tag: 'markdown', content: text }] } });
    case 'template':
      return JSON.stringify({
        type: 'template',
        data: { template_id: 'AAqControl01', template_variable: { answer: text } },
      });
  }
}

/** [doc] Lark takes 150 KB of text in one message but only 30 KB of post or card: 7,000 characters are at most 28 KB of UTF-8. */
export const PART_CHARS = format === 'text' ? 30_000 : 7_000;
