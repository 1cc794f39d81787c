import { describe, expect, it } from "vitest";
import { InventoryListCard, type InventoryListData } from "./inventory-list-card";
import { renderInRouter } from "./test-render";

const now = new Date("2026-11-21T15:30:00Z");

const item = (id: string, name: string, expiresAt: string | null) => ({
  id,
  name,
  quantity: 1,
  unit: null,
  location: "fridge",
  expiresAt,
});

/** The text of each item's line, tags removed. */
function lines(html: string) {
  return [...html.matchAll(/<li>(.*?)<\/li>/g)].map((match) => match[1].replace(/<[^<>]*>/g, "|"));
}

describe("the chat's pantry card", () => {
  it("says each date as the pages do, and an expired item as expired", async () => {
    const data: InventoryListData = {
      title: "Expiring soon",
      items: [item("a", "Yoghurt", "2026-11-20"), item("b", "Spinach", "2026-11-25"), item("c", "Honey", null)],
    };
    const [yoghurt, spinach, honey] = lines(await renderInRouter(<InventoryListCard data={data} now={now} />));
    expect(yoghurt).toContain("1 · fridge · Expired Nov 20, 2026");
    expect(yoghurt).toContain("|Expired|");
    expect(yoghurt).not.toContain("Soon");
    expect(spinach).toContain("1 · fridge · Expires Nov 25, 2026");
    expect(spinach).toContain("|Soon|");
    expect(honey).toContain("1 · fridge|");
    expect(honey).not.toMatch(/Expire|Soon/);
  });

  it("never shows an ISO date", async () => {
    const data: InventoryListData = {
      title: "Your pantry",
      items: [item("a", "Milk", "2026-11-22"), item("b", "Rice", "2027-03-01"), item("c", "Eggs", "2026-11-01")],
    };
    const html = await renderInRouter(<InventoryListCard data={data} now={now} />);
    expect(html).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(lines(html).map((line) => /(Expire[sd] [A-Z][a-z]{2} \d+, \d{4})/.exec(line)?.[1])).toEqual([
      "Expires Nov 22, 2026",
      "Expires Mar 1, 2027",
      "Expired Nov 1, 2026",
    ]);
  });
});
