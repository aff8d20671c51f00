import { readdirSync } from 'node:fs';
import type { InboundSource, Rejection } from '../store/inbox.ts';

/**
 * One receipt in the intake journal: a source to record, or an event turned away (TR-010), with the time it
 * was received. The journal is a directory of segments, each an append-only file of these, one JSON object a
 * line; a segment's name is its number, so that they sort in the order they were written.
 */
export type JournalEntry =
  | { kind: 'source'; at: number; source: InboundSource }
  | { kind: 'rejected'; at: number; rejection: Rejection };

/** Where the journal has been written to, or read to: a segment, and a byte offset in it. */
export interface JournalPosition {
  segment: number;
  offset: number;
}

/** The journal's directory in a data directory. */
export const JOURNAL_DIR = 'intake-journal';

const SEGMENT = /^(\d{12})\.jsonl$/;

export const segmentName = (segment: number): string => `${String(segment).padStart(12, '0')}.jsonl`;

/** The segment's number of a file name in the journal's directory, or undefined for any other file. */
export function segmentOf(name: string): number | undefined {
  const match = SEGMENT.exec(name);
  return match ? Number(match[1]) : undefined;
}

/** The segments in a journal's directory, oldest first. */
export function segmentsIn(dir: string): number[] {
  return readdirSync(dir)
    .map(segmentOf)
    .filter((s): s is number => s !== undefined)
    .sort((a, b) => a - b);
}

/** The entries as the bytes one write appends: each a line, the last one ended too. */
export function encodeEntries(entries: readonly JournalEntry[]): Buffer {
  return Buffer.from(entries.map((e) => `${JSON.stringify(e)}\n`).join(''), 'utf8');
}

export interface ParsedLines {
  /** The entries of the whole lines read, each with the offset just past its line. */
  entries: { entry: JournalEntry; end: number }[];
  /** Just past the last whole line: where the next read begins. */
  end: number;
  /** Whole lines that are no entry (a bug, or a disk that lied): skipped, and counted for one log line. */
  unreadable: number;
}

/**
 * The entries of `bytes`, read from `offset` of a segment. Only whole lines count: bytes after the last
 * newline are a write still under way, or — at the end of a segment no longer written — a write a crash cut
 * short, whose event was never acknowledged.
 */
export function parseLines(bytes: Buffer, offset: number): ParsedLines {
  const entries: ParsedLines['entries'] = [];
  let unreadable = 0;
  let start = 0;
  for (;;) {
    const newline = bytes.indexOf(0x0a, start);
    if (newline < 0) break;
    const entry = entryOf(bytes.subarray(start, newline).toString('utf8'));
    start = newline + 1;
    if (entry) entries.push({ entry, end: offset + start });
    else unreadable++;
  }
  return { entries, end: offset + start, unreadable };
}

function entryOf(line: string): JournalEntry | undefined {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return undefined;
  }
  if (value === null || typeof value !== 'object') return undefined;
  const entry = value as Partial<Record<string, unknown>>;
  if (typeof entry.at !== 'number') return undefined;
  if (entry.kind === 'source' && isObject(entry.source)) return value as JournalEntry;
  if (entry.kind === 'rejected' && isObject(entry.rejection)) return value as JournalEntry;
  return undefined;
}

const isObject = (value: unknown): boolean =>
  value !== null && typeof value === 'object' && !Array.isArray(value);
