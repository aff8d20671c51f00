import { createHash } from 'node:crypto';

/**
 * The `uuid` of an outbound create, derived from what it delivers — (source, kind, part) — so that a
 * retry after a lost acknowledgement cannot post twice (DE-005). Every kind has its own: the draft, the
 * queued notice, the answer and each continuation are different messages, and a create repeated under one
 * of them finds that message and no other. Lark allows at most 50 characters.
 */
export function deliveryUuid(sourceMessageId: string, kind: string, part: number): string {
  return `lsp-${createHash('sha256').update(`${sourceMessageId}\n${kind}\n${part}`).digest('hex').slice(0, 40)}`;
}
