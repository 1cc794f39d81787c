import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Toast } from "~/toast";
import { postRouteForm, type FormFailure } from "./route-form-call";

type Answer = Response | "network";

/** Each attempt takes the next answer (the last one repeats); answers how many attempts there were. */
function scriptedFetch(...answers: Answer[]) {
  const calls: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn((url: string) => {
      calls.push(url);
      const answer = answers[Math.min(calls.length, answers.length) - 1];
      return answer === "network" ? Promise.reject(new TypeError("Failed to fetch")) : Promise.resolve(answer);
    }),
  );
  return calls;
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json", ...headers } });

let toasts: Toast[];

beforeEach(() => {
  vi.useFakeTimers();
  toasts = [];
  const events = new EventTarget();
  events.addEventListener("basil:toast", (event) => toasts.push((event as CustomEvent<Toast>).detail));
  vi.stubGlobal("window", events);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Posts a form of the given intent, sent once, and runs it to its end. */
async function post(intent: string, failure: FormFailure) {
  const request = new Request("http://basil.test/settings?tab=household", {
    method: "POST",
    body: new URLSearchParams({ intent, currentPassword: "Kitchen2024" }),
  });
  const outcome = postRouteForm(request, { routeId: "routes/settings", intent, retrySafe: false, failure });
  await vi.runAllTimersAsync();
  return outcome;
}

describe("a page's form when its request gets no answer it can use", () => {
  it("a form whose alert says it gets a reply with the message, and no values, so what was typed stays", async () => {
    const calls = scriptedFetch("network");
    const reply = await post("change-password", { alert: "Failed to update password" });
    expect(reply).toEqual({
      intent: "change-password",
      result: { status: "error", error: { "": ["Failed to update password"] } },
    });
    expect(calls).toEqual(["http://basil.test/settings?tab=household&_data=routes%2Fsettings"]);
    expect(toasts).toEqual([]);
  });

  it("a title: a toast of that title saying why; a toast: exactly it; quiet: nothing", async () => {
    scriptedFetch("network");
    expect(await post("timer", "Failed to update timer")).toBeNull();
    const profile: Toast = { title: "Update Failed", description: "Failed to update profile", variant: "destructive" };
    expect(await post("profile", { toast: profile })).toBeNull();
    expect(await post("preferences", { quiet: true })).toBeNull();
    expect(toasts).toEqual([
      { title: "Failed to update timer", description: "Network error after retries", variant: "destructive" },
      profile,
    ]);
  });

  it("a 500 that is not the action's reply (a proxy's page, Remix's own error answer) is a failure", async () => {
    scriptedFetch(
      new Response("<h1>Internal Server Error</h1>", { status: 500, headers: { "Content-Type": "text/html" } }),
    );
    expect(await post("create", { alert: "Failed to create household. Please try again." })).toMatchObject({
      result: { error: { "": ["Failed to create household. Please try again."] } },
    });
    scriptedFetch(json(500, { message: "Unexpected Server Error" }, { "X-Remix-Error": "yes" }));
    expect(await post("timer", "Failed to update timer")).toBeNull();
    expect(toasts).toEqual([
      { title: "Failed to update timer", description: "An error occurred", variant: "destructive" },
    ]);
  });

  it("the action's own reply, even a failure's, is the page's to show", async () => {
    const reply = { intent: "create", result: { status: "error", error: { "": ["That name is taken"] } } };
    scriptedFetch(json(409, reply));
    expect(await post("create", { alert: "Failed to create household. Please try again." })).toEqual(reply);
    expect(toasts).toEqual([]);
  });
});

describe("a page's form with a file", () => {
  it("goes whole, as multipart, once, and is not cut off after an attempt's 10 seconds", async () => {
    const sent: Array<BodyInit | null | undefined> = [];
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      "fetch",
      vi.fn((_url: string, init: RequestInit) => {
        sent.push(init.body);
        return new Promise<Response>((resolve) => (answer = resolve));
      }),
    );
    const form = new FormData();
    form.append("intent", "restore-household-data");
    form.append("file", new Blob(['{"format":"basil-household-data"}'], { type: "application/json" }), "data.json");
    const request = new Request("http://basil.test/settings?tab=household", { method: "POST", body: form });
    const outcome = postRouteForm(request, {
      routeId: "routes/settings",
      intent: "restore-household-data",
      retrySafe: true,
      failure: { alert: "No answer" },
    });
    await vi.advanceTimersByTimeAsync(60_000);
    answer(new Response(null, { status: 204, headers: { "X-Remix-Redirect": "/settings?tab=household" } }));
    expect(await outcome).toBeInstanceOf(Response);
    expect(sent).toHaveLength(1);
    const body = sent[0];
    expect(body).toBeInstanceOf(FormData);
    const file = (body as FormData).get("file");
    expect(file).toBeInstanceOf(Blob);
    expect(await (file as Blob).text()).toBe('{"format":"basil-household-data"}');
  });
});
