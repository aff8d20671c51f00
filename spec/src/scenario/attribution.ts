/**
 * The rule of attribution (DE-010), written once: the provider.messages, provider.call and quiet schemas
 * carry it in their descriptions, and spec/README.md repeats it for people.
 */
export const ATTRIBUTION_RULE = [
  'Attribution (DE-010) — `answerTo`, the messageId of the source a message of the bot answers:',
  "- A source is a user's message (sender type user); the bot's own and other bots' messages never are.",
  '- A message of the bot that replies to a source (parentId = that source) answers it, recalled or not.',
  '- With capability reply-threading that is all: a message that is not a reply to a source answers',
  '  nothing, so a check on the answer to m1 accepts replies to m1 only, as Lark threads them.',
  "- Without it, the bot's other messages are attributed in order, per conversation — a chat, and its",
  '  thread (topic) where it has one; a create lands in the chat, outside any thread. Walking the',
  "  conversation's messages in the order the provider stored them, each message of the bot not",
  '  attributed as a reply answers the earliest source before it that has no message yet — neither a',
  '  reply to it nor one attributed so, earlier in the walk; once every source before it has one, it is',
  '  a further message of the latest source before it (the next part of a long answer, or a second',
  "  answer). A recalled message takes no place in the order; the bot's messages before the",
  "  conversation's first source answer nothing.",
  '- A message counts as it stands now: an edit or a patch does not move it. A progress post edited into',
  '  the final answer is one message, the answer; a draft left beside a separate answer is a second',
  '  message of its source, so exactly one answer fails on it in both styles.',
  '- So a bridge that does not reply stays attributable by posting nothing for a source before every',
  '  earlier source of the conversation has its first message, and any further message of a source',
  "  before the next source's first one. The simple way: one message per source, posted when it is",
  '  admitted (its progress or queue feedback), edited into the answer. Otherwise — queue feedback as',
  '  separate posts while an earlier source waits for its first — neither a user nor the kit can tell',
  '  which message answers which, and the checks attribute by this rule all the same: reply instead.',
  '- Status messages (run against the doubles, where the kit knows when each answer was due): a message',
  '  about a source created before the host ended the first turn that carried the source (while it runs,',
  '  or before it started) whose visible text does not show that turn\'s answer is a status message — a',
  '  status card, a "thinking" line, queue feedback. It is not an answer: it has `statusOf` (the source)',
  '  instead of `answerTo`, and takes no place in the order, so the answer that follows is still the',
  '  first answer. A message created once the answer was due, or when no turn ever carried the source (a',
  '  command, a refusal, a bot that never calls its host), is an answer, whatever its text: two of them',
  '  are a second answer. A progress post edited into the answer shows it, and is the answer. `about` is',
  '  `answerTo` or `statusOf`. A count of posts leaves status messages out unless it allows none; a quiet',
  '  window on a source\'s answers is broken by its status messages too — after a stop, anything the user',
  '  sees is too much. A live qualification cannot tell them apart: every message there is an answer.',
  '- In a group every user message of the conversation is a source, addressed to the bot or not: a bridge',
  '  that does not reply is attributable there only while every message in it is for the bot.',
].join('\n');

export const CALL_ATTRIBUTION = [
  'A call record has `answerTo` too: the source its posted message answers (create, reply), or, for a',
  'call on a message (update, patch, get, a reaction, a reply whose posted message is unknown), that',
  'message when it is a source, else the source that message answers. A call that posts or acts on a',
  'status message has `statusOf` instead, and `about`.',
].join('\n');
