import { pathToFileURL } from 'node:url';

/** The kit module a bot with `"redirectLarkHosts": true` is started with (`node --import`). */
export const REDIRECT_PRELOAD = pathToFileURL(
  new URL('../redirect/preload.mjs', import.meta.url).pathname,
).href;

/** NODE_OPTIONS for a redirected bot: its own options kept, the kit preload added. */
export function redirectNodeOptions(own: string | undefined): string {
  const preload = `--import=${REDIRECT_PRELOAD}`;
  return own?.trim() ? `${own.trim()} ${preload}` : preload;
}
