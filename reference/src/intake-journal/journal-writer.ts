import { closeSync, ftruncateSync, openSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { segmentName, type JournalPosition } from './journal-format.ts';

/** The file calls the writer makes, as a seam: a test makes one fail. */
export interface JournalFiles {
  /** Creates the file, owner-only, for appending (every write goes to its end); fails when it exists. */
  create(path: string): number;
  /** Writes some of `bytes` at the file's end; how many. */
  write(fd: number, bytes: Buffer): number;
  truncate(fd: number, length: number): void;
  close(fd: number): void;
}

export const nodeJournalFiles: JournalFiles = {
  create: (path) => openSync(path, 'ax', 0o600),
  write: (fd, bytes) => writeSync(fd, bytes),
  truncate: (fd, length) => ftruncateSync(fd, length),
  close: (fd) => closeSync(fd),
};

export interface JournalWriterOptions {
  /** The journal's directory (it exists: the drainer made it). */
  dir: string;
  /** The segment to begin with: one no writer used before (JournalDrainer.open). */
  segment: number;
  /** A segment this long is left for a new one, so that a drained one can go. */
  maxSegmentBytes?: number;
  files?: JournalFiles;
}

const DEFAULT_MAX_SEGMENT_BYTES = 4 * 1024 * 1024;

/**
 * Appends to the intake journal: its one writer. Each append is one write of whole lines to the end of the
 * segment in hand; once it returns, the lines are the kernel's, and survive the process — as a commit of
 * SQLite's WAL with synchronous=NORMAL does (neither is flushed to the disk before it returns). A write that
 * fails is taken back (truncated off); when even that fails, the segment is written no more and the next
 * append begins a new one, so a segment's only broken line is ever its last, in a segment no longer written.
 */
export class JournalWriter {
  private readonly dir: string;
  private readonly maxSegmentBytes: number;
  private readonly files: JournalFiles;
  private segment: number;
  private fd: number | undefined;
  private end = 0;

  constructor(options: JournalWriterOptions) {
    this.dir = options.dir;
    this.segment = options.segment;
    this.maxSegmentBytes = options.maxSegmentBytes ?? DEFAULT_MAX_SEGMENT_BYTES;
    this.files = options.files ?? nodeJournalFiles;
  }

  /** Appends the bytes (whole lines) in one go; returns how far the journal is now written. Throws when not written. */
  append(bytes: Buffer): JournalPosition {
    if (this.fd === undefined) {
      try {
        this.fd = this.files.create(join(this.dir, segmentName(this.segment)));
      } catch (error) {
        // Never another writer's file: the next append takes the next number.
        if ((error as { code?: string }).code === 'EEXIST') this.segment++;
        throw error;
      }
      this.end = 0;
    }
    const fd = this.fd;
    try {
      for (let written = 0; written < bytes.length;) written += this.files.write(fd, bytes.subarray(written));
    } catch (error) {
      this.takeBack(fd);
      throw error;
    }
    this.end += bytes.length;
    // A segment left is whole: the journal is written up to the start of the next one.
    if (this.end >= this.maxSegmentBytes) this.nextSegment();
    return { segment: this.segment, offset: this.fd === undefined ? 0 : this.end };
  }

  close(): void {
    if (this.fd !== undefined) this.files.close(this.fd);
    this.fd = undefined;
  }

  /** What a failed write left is cut off; if it cannot be, the segment ends there, torn, and is written no more. */
  private takeBack(fd: number): void {
    try {
      this.files.truncate(fd, this.end);
    } catch {
      this.nextSegment();
    }
  }

  private nextSegment(): void {
    try {
      this.close();
    } catch {
      // A close that fails loses nothing written: the next segment is a new file all the same.
      this.fd = undefined;
    }
    this.segment++;
    this.end = 0;
  }
}
