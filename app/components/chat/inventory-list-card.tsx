import { Link } from "@remix-run/react";
import { useId } from "react";
import { ExpiryBadge } from "~/components/kitchen/expiry-badge";
import { expiryStatus, expiryWords } from "~/domain/kitchen/expiry";
import { formatAmount } from "~/domain/kitchen/quantities";
import { CardPageLink } from "./card-page-link";

export type InventoryListData = {
  title: string;
  items: Array<{
    id: string;
    name: string;
    quantity: number | null;
    unit: string | null;
    location: string;
    expiresAt: string | null;
  }>;
};

/** The list shows three items and 'View all inventory items' when there are more (else 'Open the pantry'). */
export const INVENTORY_PREVIEW = 3;
export function InventoryListCard({ data, now }: { data: InventoryListData; now: Date }) {
  const titleId = useId();
  const shown = data.items.slice(0, INVENTORY_PREVIEW);
  return (
    <section aria-labelledby={titleId} className="rounded-2xl border border-stone-200 bg-surface shadow-sm">
      <h2 id={titleId} className="border-b border-stone-100 px-4 py-3 font-semibold text-stone-900">
        {data.title}
      </h2>
      {shown.length === 0 ? (
        <p className="px-4 py-3 text-sm text-stone-500">Nothing here yet</p>
      ) : (
        <ul className="divide-y divide-stone-100">
          {shown.map((item) => (
            <li key={item.id}>
              <Link
                to={`/inventory/${encodeURIComponent(item.id)}`}
                className="flex items-center gap-3 px-4 py-2.5 hover:bg-stone-50"
              >
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium text-stone-900">{item.name}</span>
                  <span className="block text-xs text-stone-500">
                    {[formatAmount(item.quantity, item.unit), item.location, expiryWords(item.expiresAt, now) ?? ""]
                      .filter(Boolean)
                      .join(" · ")}
                  </span>
                </span>
                <ExpiryBadge status={expiryStatus(item.expiresAt, now)} />
              </Link>
            </li>
          ))}
        </ul>
      )}
      <CardPageLink to="/inventory">
        {data.items.length > INVENTORY_PREVIEW ? "View all inventory items" : "Open the pantry"}
      </CardPageLink>
    </section>
  );
}
