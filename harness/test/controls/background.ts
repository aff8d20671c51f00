/** Work nobody waits for: its failure goes to stderr, never to an unhandled rejection that ends the bot. */
export function inBackground(what: string, work: Promise<unknown>): void {
  work.catch((error: unknown) => process.stderr.write(`tiny-bot: ${what}: ${String(error)}\n`));
}
