import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { noTiming } from '../observe/timing.ts';
import { logStoreHealth, StoreHealth } from '../store/store-health.ts';
import { textSource } from '../testing/fake-intake.ts';
import { parseLines, segmentName, type JournalPosition } from './journal-format.ts';
import { JournalRecorder } from './journal-recorder.ts';
import { JournalWriter, nodeJournalFiles, type JournalFiles } from './journal-writer.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function journalDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'larkspur-journal-'));
  dirs.push(dir);
  return dir;
}

/** A recorder over a real journal in a temporary directory, with its log lines and reports kept. */
function recorder(files: JournalFiles = nodeJournalFiles, maxSegmentBytes?: number) {
  const dir = journalDir();
  const writes: number[] = [];
  const counted: JournalFiles = {
    ...files,
    write: (fd, bytes) => {
      writes.push(bytes.length);
      return files.write(fd, bytes);
    },
  };
  const writer = new JournalWriter({
    dir,
    segment: 1,
    files: counted,
    ...(maxSegmentBytes ? { maxSegmentBytes } : {}),
  });
  const logs: string[] = [];
  const journaled: JournalPosition[] = [];
  const failures: unknown[] = [];
  const logger = {
    error: (...parts: unknown[]) => logs.push(`error ${parts.join(' ')}`),
    warn: (line: string) => logs.push(`warn ${line}`),
    info: (line: string) => logs.push(`info ${line}`),
  };
  const health = new StoreHealth({ clock: () => 1_000 });
  health.listen(logStoreHealth(logger, () => 1_000, 'the intake journal'));
  const r = new JournalRecorder({
    writer,
    clock: () => 1_000,
    timing: noTiming,
    logger,
    health: {
      failed: (error) => {
        failures.push(error);
        health.failed(error);
      },
      answered: () => health.answered(),
    },
    onJournaled: (at) => journaled.push(at),
  });
  const read = (segment = 1) => parseLines(readFileSync(join(dir, segmentName(segment))), 0).entries;
  return { dir, recorder: r, writer, writes, logs, journaled, failures, read };
}

const failing = (code: string) => Object.assign(new Error(`${code}: no space left on device`), { code });

it('writes every source of one turn of the event loop in one write, and resolves each after it', async () => {
  const r = recorder();
  const sources = [textSource('a'), textSource('b'), textSource('c')];
  const recorded = sources.map((s) => r.recorder.record(s));
  r.recorder.reject({ eventId: 'ev_bad', reason: 'no-chat-id' });
  // Nothing is acknowledged before the write.
  expect(r.writes).toEqual([]);
  await Promise.all(recorded);
  expect(r.writes).toHaveLength(1);
  expect(r.read().map((e) => e.entry)).toEqual([
    ...sources.map((source) => ({ kind: 'source', at: 1_000, source })),
    { kind: 'rejected', at: 1_000, rejection: { eventId: 'ev_bad', reason: 'no-chat-id' } },
  ]);
  expect(r.journaled).toEqual([{ segment: 1, offset: r.writes[0] }]);
});

it('acknowledges none of a group whose write fails, says so once, and takes back what the write left', async () => {
  let full = true;
  const files: JournalFiles = {
    ...nodeJournalFiles,
    // Half the bytes go down, then the disk is full: what went down is cut off again.
    write: (fd, bytes) => {
      if (!full) return nodeJournalFiles.write(fd, bytes);
      if (bytes.length > 1) return nodeJournalFiles.write(fd, bytes.subarray(0, bytes.length >> 1));
      throw failing('ENOSPC');
    },
  };
  const r = recorder(files);
  const before = textSource('kept');
  full = false;
  await r.recorder.record(before);
  full = true;
  for (let group = 0; group < 3; group++) {
    const outcomes = await Promise.allSettled([
      r.recorder.record(textSource('x')),
      r.recorder.record(textSource('y')),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'rejected']);
  }
  expect(r.failures).toHaveLength(3);
  expect(r.logs).toEqual([
    'warn the intake journal is failing (ENOSPC: no space left on device): what it cannot record is not acknowledged and comes again; work waits and is tried again with backoff',
  ]);
  full = false;
  const after = textSource('after');
  await r.recorder.record(after);
  expect(r.logs.at(-1)).toBe('info the intake journal answers again, after 0 s');
  // The journal holds what was acknowledged, whole, and nothing of the failed writes.
  expect(r.read().map((e) => e.entry.kind === 'source' && e.entry.source.messageId)).toEqual([
    before.messageId,
    after.messageId,
  ]);
});

it('leaves a segment whose failed write cannot be taken back, and goes on in the next', async () => {
  let broken = false;
  const files: JournalFiles = {
    ...nodeJournalFiles,
    write: (fd, bytes) => {
      if (!broken) return nodeJournalFiles.write(fd, bytes);
      broken = false;
      nodeJournalFiles.write(fd, bytes.subarray(0, 5));
      throw failing('EIO');
    },
    truncate: () => {
      throw failing('EIO');
    },
  };
  const r = recorder(files);
  await r.recorder.record(textSource('one'));
  broken = true;
  await expect(r.recorder.record(textSource('torn'))).rejects.toThrow('EIO');
  const next = textSource('two');
  await r.recorder.record(next);
  expect(r.journaled.map((at) => at.segment)).toEqual([1, 2]);
  expect(r.read(2).map((e) => e.entry.kind === 'source' && e.entry.source.messageId)).toEqual([
    next.messageId,
  ]);
  // The first segment ends in the torn write, after its one whole line.
  expect(r.read(1)).toHaveLength(1);
});

it('begins a new segment once one is long enough', async () => {
  const r = recorder(nodeJournalFiles, 10);
  await r.recorder.record(textSource('a'));
  await r.recorder.record(textSource('b'));
  // Each write fills its segment: the journal is written up to the start of the next.
  expect(r.journaled).toEqual([
    { segment: 2, offset: 0 },
    { segment: 3, offset: 0 },
  ]);
  expect([r.read(1).length, r.read(2).length]).toEqual([1, 1]);
});
