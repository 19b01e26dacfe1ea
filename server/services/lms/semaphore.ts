/**
 * A counting semaphore: at most `limit` tasks run at once, the rest wait in FIFO order. Canvas
 * charges parallel requests a pre-flight penalty (LMS.md "Throttling"), so an import keeps a
 * modest number of requests in flight. (p-limit is only a transitive dev dependency here.)
 */
export class Semaphore {
  private active = 0;
  private readonly waiting: Array<() => void> = [];

  /** @param limit - tasks allowed at once (>= 1) */
  constructor(private readonly limit: number) {
    if (!Number.isInteger(limit) || limit < 1) throw new RangeError("Semaphore limit must be a whole number >= 1");
  }

  /**
   * Runs `task` when a slot is free and releases the slot when it settles.
   * @returns the task's result; rejects with the task's error
   */
  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active >= this.limit) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.active++;
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      // Hand the slot straight to the next waiter (active stays the same), or free it.
      if (next) next();
      else this.active--;
    }
  }
}
