import { describe, expect, it } from "vitest";
import { controlTimer, startTimer, trayTimers, TRAY_KEEPS_FINISHED_MS } from "~/services/kitchen/cooking.server";
import { dialects, useDatabase } from "./databases";
import { newHousehold } from "./kitchen-fixtures";

/** The running-timers tray's read: running timers soonest first, recently finished ones, nothing else. */
describe.each(dialects)("the running-timers tray on $name", (dialect) => {
  const db = useDatabase(dialect);

  /** Moves a timer's end to `seconds` from now (negative: it ended that long ago). */
  async function endIn(id: string, seconds: number) {
    await db()
      .updateTable("timers")
      .set({ ends_at: new Date(Date.now() + seconds * 1000).toISOString() })
      .where("id", "=", id)
      .execute();
  }

  it("lists running timers soonest first, then keeps a finished one until it is dismissed", async () => {
    const home = await newHousehold(db());
    const pasta = await startTimer(db(), home.actor, { name: "Pasta", durationSeconds: 600 });
    const rice = await startTimer(db(), home.actor, { name: "Rice", durationSeconds: 900 });
    await endIn(rice.id, 120.5);

    const running = await trayTimers(db(), home.actor);
    expect(running.map((timer) => [timer.name, timer.done])).toEqual([
      ["Rice", false],
      ["Pasta", false],
    ]);
    expect(running[0].remainingSeconds).toBeGreaterThanOrEqual(120);
    expect(running[0].remainingSeconds).toBeLessThanOrEqual(121);
    expect(Date.parse(running[0].endsAt)).toBeGreaterThan(Date.now());
    expect(running[0].sessionId).toBeNull();

    await endIn(rice.id, -5);
    const afterRice = await trayTimers(db(), home.actor);
    expect(afterRice.map((timer) => [timer.name, timer.done, timer.remainingSeconds])).toEqual([
      ["Rice", true, 0],
      ["Pasta", false, expect.any(Number)],
    ]);

    await controlTimer(db(), home.actor, rice.id, "cancel");
    expect((await trayTimers(db(), home.actor)).map((timer) => timer.name)).toEqual(["Pasta"]);
    expect(pasta.id).toBe((await trayTimers(db(), home.actor))[0].id);
  });

  it("leaves out paused and cancelled timers, old finished ones and other households'", async () => {
    const home = await newHousehold(db());
    const neighbour = await newHousehold(db());
    const paused = await startTimer(db(), home.actor, { name: "Stock", durationSeconds: 3600 });
    await controlTimer(db(), home.actor, paused.id, "pause");
    const cancelled = await startTimer(db(), home.actor, { name: "Eggs", durationSeconds: 300 });
    await controlTimer(db(), home.actor, cancelled.id, "cancel");
    const forgotten = await startTimer(db(), home.actor, { name: "Bread", durationSeconds: 60 });
    await endIn(forgotten.id, -(TRAY_KEEPS_FINISHED_MS / 1000 + 60));
    await startTimer(db(), neighbour.actor, { name: "Beans", durationSeconds: 300 });

    expect(await trayTimers(db(), home.actor)).toEqual([]);
    expect((await trayTimers(db(), neighbour.actor)).map((timer) => timer.name)).toEqual(["Beans"]);
  });
});
