import { readFileSync } from "node:fs";

/** Whose a live-update stream is: the session that opened it, its member and the client's address. */
export type StreamOwner = { sessionId: string; userId: string; address: string };

/**
 * How many live-update streams are kept open. A session (one browser) keeps six, as many as a
 * browser opens to one site over HTTP/1.1; a member twelve over all their devices; an address
 * fifty (a household or an office behind one router). Past a session's or a member's number
 * the oldest stream is closed for the new one, so the page in front of the member is the one
 * kept live; past an address's or the process's number a new stream is refused and the page
 * tries again later.
 */
export const STREAM_LIMITS = { perSession: 6, perMember: 12, perAddress: 50 } as const;

/** The most streams one process keeps when its open-file limit allows it. */
export const MOST_STREAMS_PER_PROCESS = 2000;
/** File descriptors kept for everything but streams: the database, other requests, pictures, voice. */
const DESCRIPTORS_KEPT = 256;

/**
 * The process's soft limit on open files (Linux: /proc/self/limits; Node raises it to the hard
 * limit as it starts), Infinity when unlimited, null where it cannot be read.
 */
export function openFileLimit(limits = readProcLimits()): number | null {
  const line = limits?.split("\n").find((row) => row.startsWith("Max open files"));
  const soft = line?.slice("Max open files".length).trim().split(/\s+/)[0];
  if (soft === "unlimited") return Infinity;
  return soft && /^\d+$/.test(soft) ? Number(soft) : null;
}

function readProcLimits() {
  try {
    return readFileSync("/proc/self/limits", "utf8");
  } catch {
    return null;
  }
}

/**
 * Streams one process keeps at most: a quarter of the descriptors left after those kept for
 * the rest, so that streams (each a connection) and the requests beside them never bring the
 * process near its open-file limit; MOST_STREAMS_PER_PROCESS when the limit is high or unknown.
 */
export function streamsPerProcess(fileLimit: number | null) {
  if (fileLimit === null) return MOST_STREAMS_PER_PROCESS;
  return Math.max(8, Math.min(MOST_STREAMS_PER_PROCESS, Math.floor((fileLimit - DESCRIPTORS_KEPT) / 4)));
}

/** The open-file limit below which a process keeps fewer than MOST_STREAMS_PER_PROCESS streams. */
export const FILE_LIMIT_FOR_ALL_STREAMS = MOST_STREAMS_PER_PROCESS * 4 + DESCRIPTORS_KEPT;

/** A stream that may not open now: 429 when its address has too many, 503 when the process has. */
export type StreamRefusal = { status: 429 | 503; message: string; retryAfterSeconds: number };

type OpenStream = { owner: StreamOwner; supersede: () => void };

/** The live-update streams open in this process, oldest first, and the limits they are held to. */
export class LiveStreams {
  private readonly open = new Set<OpenStream>();

  constructor(readonly perProcess: number) {}

  get size() {
    return this.open.size;
  }

  /**
   * Makes room for a new stream of `owner`, closing (`supersede`) the oldest of its session's
   * and member's beyond their limits, or refuses it, closing nothing. Call `release` once the
   * stream is closed, however it closes.
   */
  admit(owner: StreamOwner, supersede: () => void): { release: () => void } | StreamRefusal {
    const closing = new Set<OpenStream>();
    const keepAtMost = (mine: (stream: OpenStream) => boolean, limit: number) => {
      const streams = [...this.open].filter((stream) => mine(stream) && !closing.has(stream));
      for (const stream of streams.slice(0, Math.max(0, streams.length - (limit - 1)))) closing.add(stream);
    };
    keepAtMost((stream) => stream.owner.sessionId === owner.sessionId, STREAM_LIMITS.perSession);
    keepAtMost((stream) => stream.owner.userId === owner.userId, STREAM_LIMITS.perMember);
    let fromAddress = 0;
    for (const stream of this.open) if (!closing.has(stream) && stream.owner.address === owner.address) fromAddress++;
    if (fromAddress >= STREAM_LIMITS.perAddress)
      return { status: 429, message: "Too many live pages open from your address.", retryAfterSeconds: 30 };
    if (this.open.size - closing.size >= this.perProcess)
      return { status: 503, message: "Too many live pages are open. Try again shortly.", retryAfterSeconds: 30 };
    for (const stream of closing) {
      this.open.delete(stream);
      stream.supersede();
    }
    const stream: OpenStream = { owner, supersede };
    this.open.add(stream);
    return { release: () => this.open.delete(stream) };
  }
}

let streams: LiveStreams | null = null;

/** This process's streams, held to what its open-file limit allows. */
export function liveStreams() {
  streams ??= new LiveStreams(streamsPerProcess(openFileLimit()));
  return streams;
}
