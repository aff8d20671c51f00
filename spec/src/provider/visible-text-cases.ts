import Type from 'typebox';
import { defineSchema } from '../define.ts';

/**
 * The definition every text check of the kit applies. It lives in this description (and in
 * spec/README.md), and spec/visible-text.json holds the cases an implementation in any language can
 * test its own reading against.
 */
export const VISIBLE_TEXT_RULE = [
  'The visible text of a message: what a user reads in it, compared like with like by every text check',
  "(provider.messages `text`, the matcher's `$text`, the live chat view). It is read from the message's",
  'msg_type and content alone.',
  '- text: the `text` field, each mention `<at user_id="ID">NAME</at>` shown as `@NAME` (`@ID` when NAME',
  '  is empty, so `<at user_id="all"></at>` is `@all`).',
  '- post: one locale — the locale-free form `{title, content}` itself, else `en_us`, else `zh_cn`, else',
  '  the first locale written. Its title, when not empty, is the first line; then one line per paragraph',
  "  (an element array of `content`), the elements' text joined in order with nothing between them:",
  '  `text`, `md` and `code_block` their `text` verbatim; `a` its `text` (the `href` when it has none);',
  '  `at` `@` and its `user_name` (its `user_id` when it has none); `img`, `media`, `emotion` and `hr`',
  '  nothing (a paragraph of only those is an empty line); any other tag its `text` if it has one.',
  '  Markdown is NOT rendered: an `md` element counts with its markers (`**bold**` stays `**bold**`),',
  "  so the host's markdown answer reads the same whether a bridge sends it as text, as post md or as a",
  '  card markdown element — a check compares the text the bridge gave Lark to show, not pixels.',
  "- interactive (a card): the header's title, then its subtitle, a line each, then every text-bearing",
  '  component in document order, a line each, empty ones left out: `markdown` and `plain_text`/`lark_md`',
  '  their `content` verbatim (markers kept, as for md); `div` its `text.content`, then each of its',
  '  `fields`; `button` its `text.content`; `collapsible_panel` its header title; `img` and `hr` nothing;',
  '  any other component its `text.content` or `content`. Containers are walked in order: `elements`',
  '  (note, form, column, interactive_container, collapsible_panel), `actions` (action), `columns`',
  '  (column_set). Card JSON 1.0 has its components in `elements` (or the locale of `i18n_elements`,',
  '  chosen as for a post); card JSON 2.0 (`"schema": "2.0"`) in `body.elements`. A card in the form',
  "  Lark's read APIs return (a `title` and `elements` as arrays of post elements) [unverified] is read like",
  '  a post. A card patched in place counts as it is now: the current content is the message.',
  '- Unknown: a template card (`{"type":"template","data":{"template_id",…}}`) and a card entity sent by',
  '  id (`{"type":"card","data":{"card_id"}}`): Lark builds their text from something the message does',
  '  not carry. Their text is unknown, never guessed: a check that needs it is untested (not-covered),',
  '  naming the message, whatever the rest of it says — it neither passes nor blames the bridge.',
  '- Any other msg_type (image, file, sticker, audio…) has no visible text: a check on text fails on it.',
].join('\n');

export const ProviderVisibleTextCases = defineSchema(
  'provider/visible-text-cases',
  Type.Object(
    {
      $schema: Type.Optional(Type.String()),
      cases: Type.Array(
        Type.Object(
          {
            name: Type.String({ minLength: 1 }),
            msgType: Type.String({ minLength: 1, description: "The message's msg_type." }),
            content: Type.Record(Type.String(), Type.Unknown(), {
              description: 'The content object; on the wire it is this, as JSON text.',
            }),
            text: Type.Optional(Type.String({ description: 'Its visible text.' })),
            unknown: Type.Optional(
              Type.Literal(true, { description: 'Its visible text is unknown (a template card).' }),
            ),
            none: Type.Optional(Type.Literal(true, { description: 'It has no visible text (an image).' })),
          },
          { additionalProperties: false, minProperties: 4, maxProperties: 4 },
        ),
        { minItems: 1 },
      ),
    },
    { additionalProperties: false },
  ),
  {
    name: 'ProviderVisibleTextCases',
    title: 'Visible text of messages: the definition and its cases',
    description: `${VISIBLE_TEXT_RULE}\n\nEach case: a message (msg_type and content) and exactly one of its text, unknown or none. spec/visible-text.json holds the cases the kit tests itself against.`,
  },
);
