import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseLines, segmentName, segmentsIn, type JournalPosition } from './journal-format.ts';

/** What a journal holds past a checkpoint: entries not yet in the inbox. */
export interface JournalBacklog {
  sources: number;
  rejected: number;
}

/**
 * The entries of the journal in `dir` past `from` (everything, without one), read as its drainer would:
 * whole lines only, from the checkpoint's offset in its own segment. For a look while no server writes it.
 */
export function journalBacklog(dir: string, from: JournalPosition | undefined): JournalBacklog {
  const backlog: JournalBacklog = { sources: 0, rejected: 0 };
  for (const segment of segmentsIn(dir).filter((s) => s >= (from?.segment ?? 0))) {
    const offset = segment === from?.segment ? from.offset : 0;
    const bytes = readFileSync(join(dir, segmentName(segment))).subarray(offset);
    for (const { entry } of parseLines(bytes, offset).entries)
      backlog[entry.kind === 'source' ? 'sources' : 'rejected']++;
  }
  return backlog;
}
