import { UserFacingError } from "./errors.server";

/** The server is busy with work of this kind: try again after `retryAfterSeconds`. */
export class BusyError extends UserFacingError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message, 503);
  }
}

/**
 * Runs at most `atOnce` jobs at a time; up to `waiting` more wait their turn in order, and
 * any beyond those are refused at once with `busy()`, so that the work in hand (and the
 * memory it holds) has a bound however many requests bring it.
 */
export class WorkQueue {
  private running = 0;
  private readonly queue: Array<() => void> = [];

  constructor(
    readonly atOnce: number,
    readonly waiting: number,
    private readonly busy: () => Error,
  ) {}

  /** Jobs being worked on and jobs waiting. */
  get size() {
    return this.running + this.queue.length;
  }

  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.running < this.atOnce) this.running += 1;
    else if (this.queue.length < this.waiting) await new Promise<void>((start) => this.queue.push(start));
    else throw this.busy();
    try {
      return await job();
    } finally {
      // The next job takes this one's place; only when none waits is the place given up.
      const next = this.queue.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
