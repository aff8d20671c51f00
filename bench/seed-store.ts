import { openDatabase } from '../reference/src/store/database.ts';
import { Store } from '../reference/src/store/store.ts';

const BATCH = 200;

/**
 * Fills a reference store as a long-lived installation has it: `sessions` private chats, each bound to a
 * host thread, and `sources` answered sources spread over them, each with its completed turn and its
 * delivery journal (reaction and answer, read back). Written through the reference's own store.
 */
export async function seedStore(dataDir: string, sessions: number, sources: number): Promise<void> {
  const store = new Store(await openDatabase(dataDir));
  const now = Date.now();
  try {
    let n = 0;
    for (let from = 0; from < sessions; from += BATCH) {
      await store.atomically(async () => {
        for (let s = from; s < Math.min(sessions, from + BATCH); s++) {
          const chatId = `oc_seed${s}`;
          const session = await store.sessions.bind({ chatId, chatType: 'p2p' }, now);
          await store.sessions.setHostThread(session.sessionId, `thr_seed${s}`, now);
          // Sources are dealt over the sessions in turn, as many as fit before the next session's share.
          for (; n < Math.round(((s + 1) * sources) / sessions); n++) {
            const messageId = `om_seed${n}`;
            const input = `seeded question ${n}`;
            await store.inbox.record(
              {
                eventId: `ev_seed${n}`,
                messageId,
                chatId,
                chatType: 'p2p',
                senderType: 'user',
                senderOpenId: `ou_seed${s}`,
                messageType: 'text',
                content: JSON.stringify({ text: input }),
                mentions: [],
                createTime: now,
              },
              now,
            );
            const turn = await store.turns.create(session.sessionId, messageId, input, now);
            await store.turns.end(turn.turnId, { state: 'completed', answer: `seeded answer ${n}` }, now);
            await store.inbox.admit(
              messageId,
              {
                state: 'running',
                admission: 'turn',
                sessionId: session.sessionId,
                turnId: turn.turnId,
                input,
              },
              now,
            );
            await store.inbox.setState(messageId, 'answered', now);
            for (const kind of ['reaction', 'answer'] as const) {
              const { entry } = await store.journal.attempt(messageId, turn.turnId, kind, 0, now);
              await store.journal.update(
                entry.seq,
                {
                  state: kind === 'reaction' ? 'sent' : 'read-back',
                  messageId: `om_reply${n}`,
                  errorCode: null,
                },
                now,
              );
            }
          }
        }
      });
    }
  } finally {
    await store.close();
  }
}
