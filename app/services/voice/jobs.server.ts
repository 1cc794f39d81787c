import os from "node:os";
import { VoiceError } from "./engine.server";

/**
 * Voice work done here (decoding, recognising, speaking) is CPU-bound child processes: at
 * most one per core runs at a time, as many more wait their turn, and each member has at
 * most two voice requests in flight whichever engine serves them. Beyond that the caller is
 * told at once to come back shortly (503 or 429 with Retry-After) rather than every job
 * slowing down until all of them time out.
 */

export type VoiceJobLimits = {
  /** Jobs running at once, process-wide. */
  slots: number;
  /** Jobs waiting for a slot, process-wide. */
  queued: number;
  /** Jobs one member may have running or waiting. */
  perMember: number;
};

export const VOICE_BUSY = "Voice is busy right now. Please try again in a few seconds.";
export const VOICE_MEMBER_BUSY =
  "You already have voice requests in progress. Please wait for them to finish, then try again.";

export class VoiceJobs {
  private running = 0;
  private readonly waiting: Array<() => void> = [];
  private readonly byMember = new Map<string, number>();

  constructor(readonly limits: VoiceJobLimits) {}

  /** Runs one of a member's voice requests; a 429 when the member already has `perMember` in flight. */
  async forMember<T>(memberId: string, job: () => Promise<T>): Promise<T> {
    const mine = this.byMember.get(memberId) ?? 0;
    if (mine >= this.limits.perMember) throw new VoiceError(429, VOICE_MEMBER_BUSY, { retryAfterSeconds: 2 });
    this.byMember.set(memberId, mine + 1);
    try {
      return await job();
    } finally {
      const left = (this.byMember.get(memberId) ?? 1) - 1;
      if (left > 0) this.byMember.set(memberId, left);
      else this.byMember.delete(memberId);
    }
  }

  /**
   * Runs work on this machine's cores when a slot is free: a 503 when every slot is taken
   * and the queue is full; a caller that gives up (signal) while waiting leaves the queue.
   */
  async withSlot<T>(signal: AbortSignal | undefined, job: () => Promise<T>): Promise<T> {
    if (this.running >= this.limits.slots && this.waiting.length >= this.limits.queued) {
      throw new VoiceError(503, VOICE_BUSY, { retryAfterSeconds: 2 });
    }
    await this.slot(signal);
    try {
      return await job();
    } finally {
      this.running--;
      this.waiting.shift()?.();
    }
  }

  /** Takes a slot, waiting in line for one when all are taken. */
  private slot(signal: AbortSignal | undefined) {
    if (this.running < this.limits.slots) {
      this.running++;
      return Promise.resolve();
    }
    return new Promise<void>((resolve, reject) => {
      const turn = () => {
        signal?.removeEventListener("abort", leave);
        this.running++;
        resolve();
      };
      const leave = () => {
        const index = this.waiting.indexOf(turn);
        if (index >= 0) this.waiting.splice(index, 1);
        reject(signal?.reason ?? new Error("aborted"));
      };
      if (signal?.aborted) return leave();
      signal?.addEventListener("abort", leave, { once: true });
      this.waiting.push(turn);
    });
  }
}

/** The process's voice work: one job per core, as many waiting, two per member. */
export const voiceJobs = new VoiceJobs({
  slots: os.availableParallelism(),
  queued: os.availableParallelism(),
  perMember: 2,
});
