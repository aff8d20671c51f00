import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseLines, segmentName, segmentOf, type JournalPosition } from './journal-format.ts';

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
  const segments = readdirSync(dir)
    .map(segmentOf)
    .filter((s): s is number => s !== undefined && s >= (from?.segment ?? 0));
  for (const segment of segments) {
    const offset = segment === from?.segment ? from.offset : 0;
    const bytes = readFileSync(join(dir, segmentName(segment))).subarray(offset);
    for (const { entry } of parseLines(bytes, offset).entries)
      backlog[entry.kind === 'source' ? 'sources' : 'rejected']++;
  }
  return backlog;
}
