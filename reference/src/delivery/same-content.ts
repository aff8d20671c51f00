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
  // What the provider holds is read as it may come: a content that is no object matches nothing.
  if (meant.msgType === 'text') return isObject(a) && isObject(b) && a.text === b.text;
  return JSON.stringify(a) === JSON.stringify(b);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object';
}
