import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { systemTimers, type Timers } from '../../../runtime/src/index.ts';
import type { Logger } from '../logger.ts';

/**
 * What Codex 0.171.0 prints on every start that is no fault of the install, with what it means. Said once
 * per process at info, in our words, instead of as the ERROR or WARNING Codex calls it.
 */
const HARMLESS: ReadonlyArray<{ pattern: RegExp; meaning: string }> = [
  {
    pattern: /could not find bubblewrap on PATH/,
    meaning:
      'the host (Codex) found no bubblewrap on PATH and sandboxes commands with the copy it bundles — harmless; installing bubblewrap (apt install bubblewrap) silences it',
  },
  {
    pattern: /could not create PATH aliases/,
    meaning:
      'the host (Codex) makes no helper binaries while its CODEX_HOME is under a temporary folder (/tmp) — harmless; a CODEX_HOME elsewhere silences it',
  },
];

/** Said already in this process: a host restarts, its harmless lines need no second explanation. */
const explainedHere = new Set<string>();

const COLOUR = /\x1b\[[0-9;]*m/g;

/**
 * The host's stderr, line by line. A line of a known harmless kind is explained once (HARMLESS); any other
 * is written on as the host wrote it, so host logs land beside ours. Until release() — the host answered
 * initialize — lines are held: a host that cannot start is then one line of ours that quotes its last
 * words (lastWords), not a scroll of its output before it.
 */
export class HostStderr {
  private held: string[] | undefined = [];
  private readonly ended: Promise<void>;

  constructor(
    stream: Readable,
    private readonly logger: Logger,
    private readonly write: (text: string) => void = (text) => process.stderr.write(text),
    private readonly timers: Timers = systemTimers,
    /** What was explained already: the process's own by default, a test's own set in a test. */
    private readonly explained: Set<string> = explainedHere,
  ) {
    stream.on('error', () => {});
    const lines = createInterface({ input: stream, crlfDelay: Infinity });
    lines.on('error', () => {});
    lines.on('line', (line) => this.line(line));
    this.ended = new Promise((resolve) => lines.once('close', resolve));
  }

  /** The host is up: what it said so far, and all it says from now on, goes on. */
  release(): void {
    const held = this.held ?? [];
    this.held = undefined;
    for (const line of held) this.pass(line);
  }

  /** The last line the host wrote before it ended (waiting a moment for the pipe to drain), without colour. */
  async lastWords(): Promise<string | undefined> {
    let timer: unknown;
    await Promise.race([
      this.ended,
      new Promise<void>((resolve) => (timer = this.timers.setTimeout(resolve, 500, { unref: true }))),
    ]);
    this.timers.clearTimeout(timer);
    const last = this.held?.filter((l) => l.trim() !== '').at(-1);
    return last?.replace(COLOUR, '').trim();
  }

  private line(line: string): void {
    if (this.held) this.held.push(line);
    else this.pass(line);
  }

  private pass(line: string): void {
    const plain = line.replace(COLOUR, '');
    const harmless = HARMLESS.find((h) => h.pattern.test(plain));
    if (!harmless) {
      this.write(`${line}\n`);
      return;
    }
    if (this.explained.has(harmless.meaning)) return;
    this.explained.add(harmless.meaning);
    this.logger.info(harmless.meaning);
  }
}
