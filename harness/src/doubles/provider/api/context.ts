import type { ProviderWsClientConfig } from '../../../../../generated/types/index.ts';
import type { IdFactory, UserIds } from '../ids.ts';
import type { InjectMessage } from '../inbound-message.ts';
import type { MessageStore, StoredMessage } from '../store.ts';
import type { Gateway } from '../ws/gateway.ts';
import type { TokenBook } from './tokens.ts';

/** What the Open API handlers share: the app, the bot, the store, the clocks. */
export interface ApiContext {
  app: { appId: string; appSecret: string };
  bot: { openId: string; name: string; ids: UserIds };
  ids: IdFactory;
  store: MessageStore;
  tokens: TokenBook;
  gateway: Gateway;
  clientConfig: () => ProviderWsClientConfig;
  /** http://127.0.0.1:PORT */
  baseUrl: () => string;
  /** Monotonic ms. */
  now: () => number;
  /** Wall-clock ms, for create_time and update_time. */
  wallClock: () => number;
  /** A user writes: stored and pushed to the bot as im.message.receive_v1, as the side channel does. */
  sendAsUser: (input: InjectMessage) => StoredMessage;
}
