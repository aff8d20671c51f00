import { createHash } from 'node:crypto';

/**
 * The kinds that are one bot post of a source's turn: the queued notice or the draft becomes the answer
 * (DE-002, DE-003). They share a uuid, so a post whose creation lost its acknowledgement is found again
 * by whichever of them comes next, instead of being left behind as an orphan (DE-005).
 */
const TURN_POST: ReadonlySet<string> = new Set(['queued-feedback', 'progress', 'answer']);

/**
 * The `uuid` of an outbound create, derived from what it delivers (source, kind, part), so that a
 * retry after a lost acknowledgement cannot post twice (DE-005). Lark allows at most 50 characters.
 */
export function deliveryUuid(sourceMessageId: string, kind: string, part: number): string {
  const what = TURN_POST.has(kind) && part === 0 ? 'turn-post' : kind;
  return `lsp-${createHash('sha256').update(`${sourceMessageId}\n${what}\n${part}`).digest('hex').slice(0, 40)}`;
}
