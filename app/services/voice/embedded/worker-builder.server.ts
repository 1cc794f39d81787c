import { Worker } from "node:worker_threads";
import type { BuildAnswer, BuildRequest } from "./model-worker.server";
import type { BuilderOptions, ModelBuilder, ModelFiles } from "./model-builder.server";

/** How long the building thread waits for more work before it ends and its memory is given back. */
export const BUILDER_IDLE_MS = 60_000;

type Waiting = { resolve: (files: ModelFiles) => void; reject: (error: Error) => void };

/**
 * Builds the models in a worker thread (./model-worker.server.ts), started when there is
 * something to build and ended once it has been idle for `idleMs`. A later build starts a new
 * thread, which makes the shared part again (a second or two; no recording waits for it, see
 * KitchenModels). The thread never keeps the server running.
 */
export class WorkerBuilder implements ModelBuilder {
  private thread: Worker | null = null;
  private readonly waiting = new Map<number, Waiting>();
  private nextId = 1;
  private idleTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly script: URL,
    private readonly options: BuilderOptions,
    private readonly idleMs = BUILDER_IDLE_MS,
  ) {}

  /** Whether a building thread is running now. */
  get running() {
    return this.thread !== null;
  }

  build(key: string, items: string[]): Promise<ModelFiles> {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
    const id = this.nextId++;
    const answer = new Promise<ModelFiles>((resolve, reject) => this.waiting.set(id, { resolve, reject }));
    this.start().postMessage({ id, key, items } satisfies BuildRequest);
    return answer;
  }

  private start() {
    if (this.thread) return this.thread;
    const thread = new Worker(this.script, { workerData: this.options });
    thread.unref();
    thread.on("message", (answer: BuildAnswer) => {
      const waiting = this.waiting.get(answer.id);
      if (!waiting) return;
      this.waiting.delete(answer.id);
      if ("error" in answer) waiting.reject(new Error(answer.error));
      else waiting.resolve(answer.files);
      if (this.waiting.size === 0) this.endWhenIdle();
    });
    // A thread that fails or stops takes its unanswered builds with it; the next build starts another.
    thread.on("error", (error) => this.stopped(thread, error));
    thread.on("exit", (code) =>
      this.stopped(thread, new Error(`The language model builder stopped (exit code ${code})`)),
    );
    this.thread = thread;
    return thread;
  }

  private stopped(thread: Worker, error: Error) {
    if (this.thread !== thread) return;
    this.thread = null;
    for (const waiting of this.waiting.values()) waiting.reject(error);
    this.waiting.clear();
  }

  private endWhenIdle() {
    this.idleTimer = setTimeout(() => {
      this.idleTimer = null;
      const thread = this.thread;
      if (!thread || this.waiting.size > 0) return;
      this.thread = null;
      void thread.terminate();
    }, this.idleMs);
    this.idleTimer.unref();
  }
}
