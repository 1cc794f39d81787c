import { events, TOPICS, type Topic } from "./services/events/index.server";
import { liveStreams } from "./services/events/live-streams.server";
import { getSignedIn } from "./sessions.server";

const HEARTBEAT_MS = 25_000;

/**
 * A live page's data, stamped with the moment before it was read (`liveSince`, this server's
 * clock). The page's event stream asks from that moment on, so a change made between the
 * read and the stream's opening (while the page hydrates, say) is not missed.
 */
export async function liveData<T extends object>(read: () => Promise<T>): Promise<T & { liveSince: number }> {
  const liveSince = Date.now();
  return { ...(await read()), liveSince };
}

/** Told to a stream closed for a newer one of the same session or member (see STREAM_LIMITS). */
const SUPERSEDED = "event: superseded\ndata: {}\n\n";

function changeEvent(data: object) {
  return `event: change\ndata: ${JSON.stringify(data)}\n\n`;
}

/**
 * A text/event-stream of the household's changes to the requested topics. With `since` (a
 * page's `liveSince`), a change made from then until the stream opened is told at once.
 * Streams are held to STREAM_LIMITS (services/events/live-streams.server.ts).
 */
export async function householdEventStream(request: Request, clientAddress: string) {
  const signedIn = await getSignedIn(request);
  const householdId = signedIn?.profile.householdId;
  if (!signedIn || !householdId) return new Response("Please sign in", { status: 401 });
  const query = new URL(request.url).searchParams;
  const requested = (query.get("topics") ?? "").split(",");
  const topics = new Set<Topic>(TOPICS.filter((topic) => requested.includes(topic)));
  if (topics.size === 0) return new Response("Name at least one topic", { status: 400 });
  const since = Number(query.get("since") ?? "");

  const encoder = new TextEncoder();
  let stopped = false;
  let stop = () => {};
  let supersede = () => {};
  const admitted = liveStreams().admit(
    { sessionId: signedIn.sessionId, userId: signedIn.userId, address: clientAddress },
    () => supersede(),
  );
  if ("status" in admitted) {
    return new Response(admitted.message, {
      status: admitted.status,
      headers: { "Retry-After": String(admitted.retryAfterSeconds), Connection: "close" },
    });
  }
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      const send = (text: string) => {
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          stop();
        }
      };
      const close = () => {
        stop();
        try {
          controller.close();
        } catch {
          // Already closed by the client going away.
        }
      };
      const unsubscribe = events().subscribe(householdId, (event) => {
        if (topics.has(event.topic)) send(changeEvent({ topic: event.topic, at: event.at }));
      });
      const heartbeat = setInterval(() => send(": heartbeat\n\n"), HEARTBEAT_MS);
      // Everything the stream holds goes, whichever way it ends (the client leaving, a read
      // that fails, a newer stream of the member's taking its place): its listener, its
      // heartbeat, its place among the process's streams.
      stop = () => {
        if (stopped) return;
        stopped = true;
        clearInterval(heartbeat);
        unsubscribe();
        admitted.release();
        request.signal.removeEventListener("abort", close);
      };
      // The page stops listening rather than reconnecting at once; it opens a stream again when shown.
      supersede = () => {
        send(SUPERSEDED);
        close();
      };
      request.signal.addEventListener("abort", close);
      send("retry: 2000\n: connected\n\n");
      // Asked after subscribing: a change is either already on record or heard from now on.
      if (Number.isSafeInteger(since) && since > 0) {
        const caughtUp = (changed: boolean) => {
          if (changed) send(changeEvent({ topics: [...topics], since }));
        };
        events()
          .changedSince(householdId, [...topics], since)
          .then(caughtUp, () => caughtUp(true));
      }
    },
    cancel() {
      stop();
    },
  });
  return new Response(stream, {
    headers: {
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "no-cache, no-transform",
      "X-Accel-Buffering": "no",
      // A stream's connection is not kept for another request: when the stream ends, so does its socket.
      Connection: "close",
    },
  });
}
