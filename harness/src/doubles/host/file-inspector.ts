import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { dirname, isAbsolute } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { HostUserInput } from '../../../../generated/types/index.ts';
import type { FileRecord, HostRecorder } from './recorder.ts';

type Given = Pick<FileRecord, 'path' | 'input'>;

/** An absolute path inside text, delimited by whitespace, quotes or brackets. */
const PATH_IN_TEXT = /(?:^|[\s"'`(<[])(\/[^\s"'`)>\]]+)/g;

const octal = (mode: number) => (mode & 0o7777).toString(8).padStart(4, '0');

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** The files a turn is given: every localImage path, and every absolute path in its text that names a file. */
export function givenFiles(input: HostUserInput[]): Given[] {
  const given: Given[] = [];
  for (const part of input) {
    if (part.type === 'localImage' && 'path' in part) given.push({ path: part.path, input: 'localImage' });
    if (part.type === 'text' && 'text' in part) {
      for (const [, path] of part.text.matchAll(PATH_IN_TEXT)) {
        // Trailing sentence punctuation is not part of a path the implementation wrote.
        const trimmed = path!.replace(/[.,;:!?]+$/, '');
        if (isAbsolute(trimmed) && isFile(trimmed)) given.push({ path: trimmed, input: 'text' });
      }
    }
  }
  return given;
}

/** What is at a path now: whether it exists and, if so, its permissions, its directory's, its size and digest. */
export function look(path: string): Pick<FileRecord, 'exists' | 'mode' | 'dirMode' | 'size' | 'sha256'> {
  try {
    const stat = statSync(path);
    const dir = statSync(dirname(path));
    return {
      exists: true,
      mode: octal(stat.mode),
      dirMode: octal(dir.mode),
      size: stat.size,
      sha256: createHash('sha256').update(readFileSync(path)).digest('hex'),
    };
  } catch {
    return { exists: false };
  }
}

/**
 * The host script's inspectFiles: the double looks at the files a turn is given when it starts — at once,
 * before the implementation could remove them — and again a while after the turn ended. The double and
 * the implementation run on the same machine, so the paths mean the same to both.
 */
export class FileInspector {
  readonly #recorder: HostRecorder;
  readonly #afterTurnMs: number;
  readonly #stopped: AbortSignal;

  constructor(recorder: HostRecorder, afterTurnMs: number, stopped: AbortSignal) {
    this.#recorder = recorder;
    this.#afterTurnMs = afterTurnMs;
    this.#stopped = stopped;
  }

  /** Records what the turn was given; returns it for afterTurn. */
  atTurnStart(turnId: string, input: HostUserInput[]): Given[] {
    const given = givenFiles(input);
    for (const file of given)
      this.#recorder.add({ kind: 'file', phase: 'turn-start', turnId, ...file, ...look(file.path) });
    return given;
  }

  /** Looks again afterTurnMs after the turn ended, unless the double stops first. */
  afterTurn(turnId: string, given: Given[]): void {
    if (given.length === 0) return;
    sleep(this.#afterTurnMs, undefined, { signal: this.#stopped }).then(
      () => {
        for (const file of given)
          this.#recorder.add({ kind: 'file', phase: 'after-turn', turnId, ...file, ...look(file.path) });
      },
      () => {},
    );
  }
}
