import Type from 'typebox';
import { defineSchema, ref } from '../define.ts';

const EnvName = (description: string) =>
  Type.String({
    pattern: '^[A-Za-z_][A-Za-z0-9_]*$',
    description: `The NAME of an environment variable: ${description}`,
  });

const ChatId = (description: string) => Type.String({ pattern: '^oc_[A-Za-z0-9]+$', description });

export const QualifyProfile = defineSchema(
  'qualify/profile',
  Type.Object(
    {
      $schema: Type.Optional(Type.String()),
      install: Type.Object(
        {
          name: Type.String({
            pattern: '^[a-z0-9][a-z0-9._-]*$',
            description: 'Short name used in reports.',
          }),
          version: Type.String({
            minLength: 1,
            description:
              'The pinned version under qualification. With a control API, GET /v1/ready must report this ' +
              'implementation version; without one the version is untested.',
          }),
        },
        { additionalProperties: false },
      ),
      lark: Type.Object(
        {
          domain: Type.String({
            pattern: '^https?://[^/]+$',
            description:
              'The Open Platform origin: https://open.feishu.cn, https://open.larksuite.com (no trailing slash).',
          }),
          userAccessTokenEnv: EnvName(
            "it holds the drill user's user_access_token. The drill writes as a real user because a bot does not " +
              "see another bot's messages (TR-008).",
          ),
          drillAppIdEnv: Type.Optional(
            EnvName('the app id of the app the user token was issued to, if any.'),
          ),
          drillAppSecretEnv: Type.Optional(EnvName('its app secret.')),
        },
        {
          additionalProperties: false,
          description: 'Secrets never appear here, only the names of the variables holding them.',
        },
      ),
      bot: Type.Object(
        {
          appId: Type.String({
            pattern: '^cli_[0-9a-zA-Z]+$',
            description: "The install's app id: its posts are the messages sent by this app.",
          }),
          openId: Type.Optional(
            Type.String({
              pattern: '^ou_[0-9a-zA-Z]+$',
              description:
                "The bot's open_id (GET /open-apis/bot/v3/info of the install's app): the drill mentions the bot with it in " +
                'the group chat. Without it, a scenario step that mentions the bot is untested live.',
            }),
          ),
        },
        { additionalProperties: false },
      ),
      capabilities: Type.Optional(
        Type.Array(ref('control/capability'), {
          uniqueItems: true,
          description:
            'What the install declares, as in an adapter file. The drill reads one: with reply-threading, a bot ' +
            "post answers a request only as a reply to it; without it, the bot's posts in the chat are attributed " +
            'in order (DE-010). Default: none.',
        }),
      ),
      chats: Type.Object(
        {
          p2p: ChatId("The drill user's private chat with the bot: scenarios' p2p chats play here."),
          group: Type.Optional(
            ChatId(
              "A group with the drill user and the bot: scenarios' group chats play here; without it they are untested.",
            ),
          ),
        },
        { additionalProperties: false },
      ),
      control: Type.Optional(
        Type.Object(
          {
            url: Type.String({
              pattern: '^https?://',
              description: "The install's control API, e.g. http://127.0.0.1:8787.",
            }),
            tokenEnv: EnvName('it holds the control API bearer token.'),
          },
          { additionalProperties: false },
        ),
      ),
      scenarios: Type.Optional(
        Type.Object(
          {
            ids: Type.Optional(
              Type.Array(Type.String({ minLength: 1 }), {
                minItems: 1,
                description: 'Scenario id globs: basics/*, admission/**.',
              }),
            ),
            tags: Type.Optional(Type.Array(Type.String({ minLength: 1 }), { minItems: 1 })),
          },
          {
            additionalProperties: false,
            description: 'Which scenarios to drill. Default: every scenario with a structural check.',
          },
        ),
      ),
      timeoutScale: Type.Optional(
        Type.Number({
          exclusiveMinimum: 0,
          maximum: 100,
          description:
            'Multiplies every window of a check (within, settleMs, for): a real model answers in seconds, not in the ' +
            "doubles' milliseconds. Default 10.",
        }),
      ),
      pollMs: Type.Optional(
        Type.Integer({
          minimum: 10,
          description: 'How often the chat history is listed while a check waits. Default 1000.',
        }),
      ),
      personWaitMs: Type.Optional(
        Type.Integer({
          minimum: 1000,
          description:
            "How long the drill waits for a person to do a step only a person can do live — click a card's button, send " +
            'an image or a file — after printing what to do. Past it, the rest of that scenario is untested (live). Default 120000.',
        }),
      ),
    },
    { additionalProperties: false },
  ),
  {
    name: 'QualifyProfile',
    title: 'Live qualification profile',
    description:
      'The file `larkspur qualify --profile` reads: which pinned install to drill, on which Lark tenant, chats and ' +
      'control API, and which scenarios. The drill writes as a real user through the IM API and observes the chat ' +
      'through the same API only: no side channel, no host double, nothing launched.',
  },
);
