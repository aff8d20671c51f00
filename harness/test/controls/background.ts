/** Work nobody waits for but a graceful stop (drain.ts): turns, their deliveries, feedback. */
const inHand = new Set<Promise<void>>();

/** Runs work in the background: its failure goes to stderr, never to an unhandled rejection that ends the bot. */
export function inBackground(what: string, work: Promise<unknown>): void {
  const tracked: Promise<void> = work.then(
    () => undefined,
    (error: unknown) => void process.stderr.write(`tiny-bot: ${what}: ${String(error)}\n`),
  );
  inHand.add(tracked);
  void tracked.finally(() => inHand.delete(tracked));
}

/** Settles once no background work is left, including work that the work in hand started meanwhile. */
export async function allDone(): Promise<void> {
  while (inHand.size > 0) await Promise.all(inHand);
}
