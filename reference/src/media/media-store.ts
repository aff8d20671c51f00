import { chmodSync, createWriteStream, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { systemTimers, type TimerHandle, type Timers } from '../../../runtime/src/index.ts';
import type { HostInput } from '../core/host.ts';
import type { Logger } from '../logger.ts';
import type { Provider } from '../provider/provider.ts';
import { MediaUnavailableError } from './errors.ts';
import type { MediaRef } from './media-refs.ts';

export interface MediaStoreOptions {
  /** The private store: a directory of the owner only, emptied at start. */
  dir: string;
  provider: Pick<Provider, 'resource'>;
  /** Largest file downloaded; a larger one is unavailable (HO-010). */
  maxBytes: number;
  /** A file lives at most this long, whether or not its turn has ended (HO-010). */
  ttlMs: number;
  logger: Logger;
  timers?: Timers;
}

/** The files of one turn, in the store, and the input that names them. */
export interface PreparedMedia {
  input: HostInput;
  /** Deletes the turn's files; called when the turn ends. */
  release(): void;
}

class TooLarge extends Error {}

/** Counts the bytes going through and fails the download past the bound, before the disk holds more. */
function bounded(maxBytes: number): Transform {
  let total = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      total += chunk.length;
      if (total > maxBytes) callback(new TooLarge());
      else callback(null, chunk);
    },
  });
}

/** A file name safe on disk and in a path the host reads from text: no separator, no space. */
function safeName(name: string): string {
  const cleaned = name
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}._-]+/gu, '_')
    .replace(/^\.+/, '_');
  return cleaned.slice(-80) || 'file';
}

const NONE: PreparedMedia = { input: [], release: () => {} };

/**
 * The private media store (HO-010): images and files of a source, downloaded through the resource API
 * when its turn starts, owner-only (0600 files in 0700 directories), at most maxBytes each, and deleted
 * when the turn ends or after ttlMs, whichever comes first. Images reach the host as localImage inputs,
 * files as their path in the text.
 */
export class MediaStore {
  private readonly options: MediaStoreOptions;
  /** Each turn's lifetime timer. */
  private readonly lifetimes = new Map<string, TimerHandle>();
  private readonly timers: Timers;

  constructor(options: MediaStoreOptions) {
    this.options = options;
    this.timers = options.timers ?? systemTimers;
  }

  /** Creates the store; files left by an earlier process (a crash mid-turn) are deleted. */
  open(): void {
    mkdirSync(this.options.dir, { recursive: true, mode: 0o700 });
    chmodSync(this.options.dir, 0o700);
    for (const entry of readdirSync(this.options.dir))
      rmSync(join(this.options.dir, entry), { recursive: true, force: true });
  }

  /** Downloads a source's media for its turn. MediaUnavailableError when one cannot be had. */
  async prepare(turnId: string, messageId: string, refs: MediaRef[]): Promise<PreparedMedia> {
    if (refs.length === 0) return NONE;
    const dir = join(this.options.dir, turnId);
    const release = () => this.remove(turnId, dir);
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { mode: 0o700 });
    chmodSync(dir, 0o700);
    this.lifetimes.set(
      turnId,
      this.timers.setTimeout(
        () => {
          this.options.logger.info(`media of turn ${turnId} reached its lifetime; deleted`);
          release();
        },
        this.options.ttlMs,
        { unref: true },
      ),
    );
    const input: HostInput = [];
    try {
      for (const [i, ref] of refs.entries()) {
        const path = join(dir, `${i + 1}-${safeName(ref.name ?? (ref.type === 'image' ? 'image' : 'file'))}`);
        await this.download(messageId, ref, path);
        input.push(
          ref.type === 'image'
            ? { type: 'localImage', path }
            : {
                type: 'text',
                text: `The user sent a file${ref.name ? `, ${ref.name},` : ''} saved at ${path} (readable until this request ends).`,
              },
        );
      }
    } catch (error) {
      release();
      throw error;
    }
    return { input, release };
  }

  /** Deletes every turn's files. */
  close(): void {
    for (const [turnId] of this.lifetimes) this.remove(turnId, join(this.options.dir, turnId));
  }

  private async download(messageId: string, ref: MediaRef, path: string): Promise<void> {
    const { provider, maxBytes } = this.options;
    try {
      const stream = await provider.resource(messageId, ref.key, ref.type);
      await pipeline(stream, bounded(maxBytes), createWriteStream(path, { flags: 'wx', mode: 0o600 }));
      chmodSync(path, 0o600);
    } catch (error) {
      if (error instanceof TooLarge) {
        throw new MediaUnavailableError(
          'media_too_large',
          `the ${ref.type} is larger than ${maxBytes} bytes`,
        );
      }
      this.options.logger.warn(`downloading the ${ref.type} of ${messageId} failed:`, error);
      throw new MediaUnavailableError('media_download_failed', `the ${ref.type} could not be downloaded`);
    }
  }

  private remove(turnId: string, dir: string): void {
    this.timers.clearTimeout(this.lifetimes.get(turnId));
    this.lifetimes.delete(turnId);
    rmSync(dir, { recursive: true, force: true });
  }
}
