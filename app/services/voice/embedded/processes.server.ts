import { spawn } from "node:child_process";
import { accessSync, constants } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

/** A child process that was stopped: the caller gave up (abort) or it ran past its time. */
export class ProcessStoppedError extends Error {
  constructor(readonly reason: "aborted" | "timed-out") {
    super(reason === "aborted" ? "The work was cancelled" : "The work took too long");
    this.name = "ProcessStoppedError";
  }
}

/** A child process that exited with an error; `detail` is the end of what it printed. */
export class ProcessFailedError extends Error {
  constructor(
    readonly command: string,
    readonly code: number | null,
    readonly detail: string,
  ) {
    super(`${path.basename(command)} exited with ${code}: ${detail}`);
    this.name = "ProcessFailedError";
  }
}

export type ProcessResult = { stdout: Buffer; stderr: string };

/**
 * Runs a program to the end and answers what it printed. On abort or time-out the child
 * is killed at once (SIGKILL: nothing it could still write is wanted) and the promise
 * rejects with ProcessStoppedError once it has gone.
 */
export function runProcess(
  command: string,
  args: string[],
  options: { input?: Buffer; signal?: AbortSignal; timeoutMs: number; maxOutputBytes?: number },
): Promise<ProcessResult> {
  const maxOutput = options.maxOutputBytes ?? 50 * 1024 * 1024;
  return new Promise((resolve, reject) => {
    if (options.signal?.aborted) return reject(new ProcessStoppedError("aborted"));
    const child = spawn(command, args, { stdio: ["pipe", "pipe", "pipe"] });
    const stdout: Buffer[] = [];
    let stdoutBytes = 0;
    let stderr = "";
    let stopped: ProcessStoppedError | null = null;
    const stop = (reason: "aborted" | "timed-out") => {
      stopped ??= new ProcessStoppedError(reason);
      child.kill("SIGKILL");
    };
    const onAbort = () => stop("aborted");
    const timer = setTimeout(() => stop("timed-out"), options.timeoutMs);
    options.signal?.addEventListener("abort", onAbort, { once: true });
    child.stdout.on("data", (chunk: Buffer) => {
      stdoutBytes += chunk.length;
      if (stdoutBytes > maxOutput) child.kill("SIGKILL");
      else stdout.push(chunk);
    });
    child.stderr.on("data", (chunk: Buffer) => {
      stderr = (stderr + chunk.toString("utf8")).slice(-2000);
    });
    // A child that exits before reading all its input closes the pipe: that is its own business.
    child.stdin.on("error", () => {});
    child.on("error", (error) => {
      clearTimeout(timer);
      options.signal?.removeEventListener("abort", onAbort);
      reject(error);
    });
    child.on("close", (code) => {
      clearTimeout(timer);
      options.signal?.removeEventListener("abort", onAbort);
      if (stopped) return reject(stopped);
      if (code !== 0)
        return reject(new ProcessFailedError(command, code, stderr.trim().split("\n").slice(-3).join(" ")));
      resolve({ stdout: Buffer.concat(stdout), stderr });
    });
    child.stdin.end(options.input ?? Buffer.alloc(0));
  });
}

function executable(file: string) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** A program on PATH, or null. */
export function onPath(name: string, searchPath = process.env.PATH ?? ""): string | null {
  for (const folder of searchPath.split(path.delimiter)) {
    if (folder && executable(path.join(folder, name))) return path.join(folder, name);
  }
  return null;
}

/**
 * ffmpeg: the system's (Debian's, patched for security) when there is one on PATH, else the
 * static build the @ffmpeg-installer/ffmpeg package ships (from 2018: a fallback only, for
 * machines without the system package).
 */
export function findFfmpeg(searchPath = process.env.PATH ?? ""): string | null {
  const system = onPath("ffmpeg", searchPath);
  if (system) return system;
  try {
    const installer = createRequire(import.meta.url)("@ffmpeg-installer/ffmpeg") as { path: string };
    if (executable(installer.path)) return installer.path;
  } catch {
    // No build for this platform in the package either.
  }
  return null;
}
