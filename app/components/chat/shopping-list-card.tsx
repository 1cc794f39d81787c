import { Link, useFetcher } from "@remix-run/react";
import { useId } from "react";
import { CheckIcon } from "~/components/kitchen/icons";
import { cx } from "~/components/ui";
import { formatAmount } from "~/domain/kitchen/quantities";
import { CardPageLink } from "./card-page-link";

export type ShoppingListData = {
  title: string;
  items: Array<{
    id: string;
    name: string;
    quantity: number | null;
    unit: string | null;
    category: string;
    checked: boolean;
  }>;
};

/**
 * Items with checkboxes and a progress bar. A tick is saved (not only shown): each box is
 * a submit button posting `toggle-item`, through a fetcher when JavaScript runs so the
 * tick shows at once. Each item's "Edit" opens its edit form on the shopping list page
 * (/shopping-list?edit=<id>); the foot links to the page. Long names wrap.
 */
export function ShoppingListCard({ data, fields }: { data: ShoppingListData; fields: Record<string, string> }) {
  const titleId = useId();
  const checkedCount = data.items.filter((item) => item.checked).length;
  const percent = data.items.length ? Math.round((checkedCount / data.items.length) * 100) : 0;
  return (
    <section aria-labelledby={titleId} className="rounded-2xl border border-stone-200 bg-surface shadow-sm">
      <header className="border-b border-stone-100 px-4 py-3">
        <h2 id={titleId} className="font-semibold text-stone-900">
          {data.title}
        </h2>
        <div className="mt-2 flex items-center gap-3">
          <div
            role="progressbar"
            aria-label="Checked off"
            aria-valuemin={0}
            aria-valuemax={data.items.length}
            aria-valuenow={checkedCount}
            aria-valuetext={`${checkedCount} of ${data.items.length}`}
            className="h-2 flex-1 overflow-hidden rounded-full bg-stone-200"
          >
            <svg aria-hidden="true" viewBox="0 0 100 1" preserveAspectRatio="none" className="block h-full w-full">
              <rect width={percent} height="1" className="fill-basil-600" />
            </svg>
          </div>
          <span className="text-xs tabular-nums text-stone-600">
            {checkedCount} of {data.items.length}
          </span>
        </div>
      </header>
      {data.items.length === 0 ? (
        <p className="px-4 py-3 text-sm text-stone-500">The list is empty</p>
      ) : (
        <ul className="divide-y divide-stone-100">
          {data.items.map((item) => (
            <ShoppingTick key={item.id} item={item} fields={fields} />
          ))}
        </ul>
      )}
      <CardPageLink to="/shopping-list">Open the shopping list</CardPageLink>
    </section>
  );
}

function ShoppingTick({ item, fields }: { item: ShoppingListData["items"][number]; fields: Record<string, string> }) {
  const fetcher = useFetcher({ key: `chat-tick-${item.id}` });
  const pending = fetcher.formData?.get("checked");
  const checked = pending ? pending === "true" : item.checked;
  return (
    <li className="flex items-center">
      <fetcher.Form method="post" action="/chat" preventScrollReset className="min-w-0 flex-1">
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <input type="hidden" name="itemId" value={item.id} />
        <input type="hidden" name="checked" value={checked ? "false" : "true"} />
        <button
          type="submit"
          name="intent"
          value="toggle-item"
          role="checkbox"
          aria-checked={checked}
          className="flex w-full items-center gap-3 px-4 py-2.5 text-left hover:bg-stone-50"
        >
          <span
            className={cx(
              "flex h-5 w-5 shrink-0 items-center justify-center rounded border-2",
              checked ? "border-basil-600 bg-basil-600 text-white" : "border-stone-300 text-transparent",
            )}
          >
            <CheckIcon />
          </span>
          <span className={cx("min-w-0 flex-1 [overflow-wrap:anywhere]", checked && "text-stone-400 line-through")}>
            {item.name}
          </span>
          <span className="shrink-0 text-xs text-stone-500">{formatAmount(item.quantity, item.unit)}</span>
        </button>
      </fetcher.Form>
      <Link
        to={`/shopping-list?edit=${encodeURIComponent(item.id)}#item-${item.id}`}
        className="flex shrink-0 items-center self-stretch px-3 text-xs font-medium text-basil-700 hover:bg-basil-50"
      >
        Edit<span className="sr-only">{` ${item.name}`}</span>
      </Link>
    </li>
  );
}
