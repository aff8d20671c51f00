import { readdirSync, readFileSync } from 'node:fs';

/** Every process on the machine, from /proc; undefined where there is none (not Linux). */
function allPids(): number[] | undefined {
  try {
    return readdirSync('/proc')
      .filter((entry) => /^\d+$/.test(entry))
      .map(Number);
  } catch {
    return undefined;
  }
}

/** The process's resident memory in kB when it is in group `pgid`; undefined when not (or gone). */
function memberRssKb(pid: number, pgid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(fields[2]) !== pgid) return undefined;
    const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return rss ? Number(rss[1]) : 0;
  } catch {
    // The process ended while we looked.
    return undefined;
  }
}

/** The children of each thread of `pid` (/proc/<pid>/task/<tid>/children); none where the kernel lists none. */
function childrenOf(pid: number): number[] {
  try {
    return readdirSync(`/proc/${pid}/task`).flatMap((tid) =>
      readFileSync(`/proc/${pid}/task/${tid}/children`, 'utf8')
        .split(' ')
        .filter((c) => c !== '')
        .map(Number),
    );
  } catch {
    return [];
  }
}

/**
 * Resident memory of a whole process group in MiB, read from /proc (Linux). Undefined elsewhere: the
 * figure is an observation for reports and benchmarks, and the input of memory checks.
 */
export function groupRssMb(pgid: number): number | undefined {
  const pids = allPids();
  if (pids === undefined) return undefined;
  return pids.reduce((kb, pid) => kb + (memberRssKb(pid, pgid) ?? 0), 0) / 1024;
}

/** A full look at every process once in so many samples (see GroupRssSampler). */
const FULL_LOOK_EVERY = 20;

/**
 * The same figure for a group sampled again and again (4 times a second, per instance of the implementation
 * under test): reading every process on the machine each time cost the harness ~40 µs per process per sample —
 * on a machine running a few hundred, a sizeable part of a core for a kit run's several instances. Each sample
 * reads the group's leader and its descendants (each thread's `children`), plus every member seen before;
 * once in FULL_LOOK_EVERY samples (the first among them) it reads every process, so that a member that left
 * the leader's tree (re-parented once its parent ended) is still counted from then on.
 */
export class GroupRssSampler {
  #members = new Set<number>();
  #samples = 0;

  constructor(private readonly pgid: number) {}

  /** MiB; undefined without /proc. */
  sampleMb(): number | undefined {
    const full = this.#samples % FULL_LOOK_EVERY === 0;
    const candidates = full ? allPids() : this.#tree();
    // Without /proc the first look, a full one, finds none, and so does every look after it.
    if (candidates === undefined) return undefined;
    this.#samples++;
    let kb = 0;
    const members = new Set<number>();
    for (const pid of new Set([...candidates, ...(full ? [] : this.#members)])) {
      const rss = memberRssKb(pid, this.pgid);
      if (rss === undefined) continue;
      kb += rss;
      members.add(pid);
    }
    this.#members = members;
    return kb / 1024;
  }

  /** The leader and everything below it (a pid met twice — reused while we read — is read once). */
  #tree(): number[] {
    const found = new Set<number>();
    const queue = [this.pgid];
    for (let pid = queue.shift(); pid !== undefined; pid = queue.shift()) {
      if (found.has(pid)) continue;
      found.add(pid);
      queue.push(...childrenOf(pid));
    }
    return [...found];
  }
}
