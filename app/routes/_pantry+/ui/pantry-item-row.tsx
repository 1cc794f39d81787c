import { Link, useFetcher } from "@remix-run/react";
import { Button } from "~/components/ui";
import { ExpiryBadge } from "~/components/kitchen/expiry-badge";
import { TrashIcon } from "~/components/kitchen/icons";
import { expiryText } from "~/domain/kitchen/expiry";
import { kitchenLabel } from "~/domain/kitchen/labels";
import type { PantryRow } from "~/components/kitchen/types";

/**
 * One pantry item: its name (a link to its page), amount, place and expiry, with 'Use up'
 * and remove. With JavaScript the row leaves at once, while the server catches up.
 */
export function PantryItemRow({ item }: { item: PantryRow }) {
  const fetcher = useFetcher({ key: `pantry-item-${item.id}` });
  const leaving = fetcher.state !== "idle" && fetcher.formData !== undefined;
  const details = [
    item.amount,
    kitchenLabel(item.location),
    item.expires ? expiryText(item.status, item.expires) : "No expiry date",
  ].filter(Boolean);
  const summary = (
    <>
      <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span className="font-medium text-stone-900 group-hover:underline">{item.name}</span>
        <ExpiryBadge status={item.status} />
      </span>
      <span className="mt-0.5 block text-sm text-stone-600">{details.join(" · ")}</span>
      {item.waiting ? (
        <span data-waiting className="mt-0.5 block text-xs font-medium text-amber-700">
          Waiting to send
        </span>
      ) : null}
    </>
  );
  return (
    <li hidden={leaving} className="flex items-center gap-2 py-2.5">
      {item.waiting ? (
        // Added offline: it has no page until the server has it.
        <div className="min-w-0 flex-1 py-1">{summary}</div>
      ) : (
        <Link to={`/inventory/${item.id}`} className="group min-w-0 flex-1 rounded-lg py-1">
          {summary}
        </Link>
      )}
      <fetcher.Form method="post" preventScrollReset className="flex shrink-0 items-center gap-1">
        <input type="hidden" name="itemId" value={item.id} />
        <input type="hidden" name="name" value={item.name} />
        <Button
          type="submit"
          name="intent"
          value="use-up"
          variant="outline"
          aria-label={`Use up ${item.name}`}
          className="min-h-9 px-3 text-xs"
        >
          Use up
        </Button>
        <Button
          type="submit"
          name="intent"
          value="remove"
          variant="ghost"
          aria-label={`Remove ${item.name}`}
          className="min-h-9 px-2 text-stone-500 hover:text-red-700"
        >
          <TrashIcon />
        </Button>
      </fetcher.Form>
    </li>
  );
}
