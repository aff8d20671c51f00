import { createHash } from 'node:crypto';
import { seededRandom } from '../runner/seeded.ts';

/** A seeded source of choices: the same (seed, run) makes the same plan on every machine. */
export class Choices {
  private readonly next: () => number;

  constructor(seed: number, run: number, stream: string) {
    this.next = seededRandom(
      createHash('sha256').update(`larkspur-fuzz\n${seed}\n${run}\n${stream}`).digest('hex'),
    );
  }

  /** In [0, 1). */
  float(): number {
    return this.next();
  }

  /** A whole number in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }

  /** One of the keys, each as likely as its weight. */
  weighted<K extends string>(weights: Readonly<Record<K, number>>): K {
    const entries = Object.entries(weights) as [K, number][];
    let left = this.next() * entries.reduce((sum, [, w]) => sum + w, 0);
    for (const [key, weight] of entries) {
      left -= weight;
      if (left < 0) return key;
    }
    return entries.at(-1)![0];
  }
}
