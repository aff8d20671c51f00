interface Job {
  id: string;
  run: () => Promise<void>;
  done: () => void;
}

/**
 * One FIFO lane per key: a lane runs its jobs one after another in the order they came (AD-001, AD-002),
 * and lanes run independently of each other. A job waiting in its lane holds nothing else.
 */
export class Lanes {
  /** Each lane's jobs; the first one is running. */
  private readonly lanes = new Map<string, Job[]>();

  /** Runs the job after the lane's earlier ones; settles when it ran, or was dropped by clear. */
  add(key: string, id: string, run: () => Promise<void>): Promise<void> {
    return new Promise((done) => {
      const lane = this.lanes.get(key) ?? [];
      lane.push({ id, run, done });
      this.lanes.set(key, lane);
      if (lane.length === 1) void this.drain(key, lane);
    });
  }

  /** Jobs in the lane, running or waiting. */
  pending(key: string): number {
    return this.lanes.get(key)?.length ?? 0;
  }

  /** Drops the lane's waiting jobs, never the running one, and returns their ids. */
  clear(key: string): string[] {
    const dropped = this.lanes.get(key)?.splice(1) ?? [];
    for (const job of dropped) job.done();
    return dropped.map((job) => job.id);
  }

  private async drain(key: string, lane: Job[]): Promise<void> {
    while (lane.length > 0) {
      const job = lane[0]!;
      try {
        await job.run();
      } catch (error) {
        process.stderr.write(`tiny-bot: ${job.id}: ${String(error)}\n`);
      }
      lane.shift();
      job.done();
    }
    this.lanes.delete(key);
  }
}
