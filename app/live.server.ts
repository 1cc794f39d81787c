import { events, TOPICS, type Topic } from "./services/events/index.server";
import { getSignedIn } from "./sessions.server";

const HEARTBEAT_MS = 25_000;

/** A text/event-stream of the household's changes to the requested topics. */
export async function householdEventStream(request: Request) {
  const signedIn = await getSignedIn(request);
  const householdId = signedIn?.profile.householdId;
  if (!householdId) return new Response("Please sign in", { status: 401 });
  const requested = (new URL(request.url).searchParams.get("topics") ?? "").split(",");
  const topics = new Set<Topic>(TOPICS.filter((topic) => requested.includes(topic)));
  if (topics.size === 0) return new Response("Name at least one topic", { status: 400 });

  const encoder = new TextEncoder();
  let stop = () => {};
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      const send = (text: string) => {
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          stop();
        }
      };
      const unsubscribe = events().subscribe(householdId, (event) => {
        if (topics.has(event.topic)) send(`event: change\ndata: ${JSON.stringify({ topic: event.topic, at: event.at })}\n\n`);
      });
      const heartbeat = setInterval(() => send(": heartbeat\n\n"), HEARTBEAT_MS);
      stop = () => {
        clearInterval(heartbeat);
        unsubscribe();
      };
      request.signal.addEventListener("abort", () => {
        stop();
        try {
          controller.close();
        } catch {
          // Already closed by the client going away.
        }
      });
      send("retry: 2000\n: connected\n\n");
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
    },
  });
}
