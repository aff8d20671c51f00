import type { OutboundMessage, ProviderMessage } from '../provider/provider.ts';

/** Readback (DE-004): does the provider hold what was meant? A text compares by its text. */
export function sameContent(meant: OutboundMessage, read: ProviderMessage): boolean {
  if (read.deleted || read.msgType !== meant.msgType) return false;
  let a: unknown;
  let b: unknown;
  try {
    a = JSON.parse(meant.content);
    b = JSON.parse(read.content);
  } catch {
    return false;
  }
  if (meant.msgType === 'text') return (a as { text?: unknown }).text === (b as { text?: unknown }).text;
  return JSON.stringify(a) === JSON.stringify(b);
}
