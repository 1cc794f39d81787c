import { useFetcher, useFetchers, useNavigation } from "@remix-run/react";
import { SubmitButton } from "~/components/forms";
import { Button, cx, Label } from "~/components/ui";
import { Select } from "~/components/kitchen/fields";
import { CheckIcon, MoreIcon, TrashIcon } from "~/components/kitchen/icons";
import { AISLE_CHOICES } from "./shopping-add-form";
import type { ShoppingRow } from "~/components/kitchen/types";

/**
 * The list as it will be once the pending ticks, moves and removals (and a pending
 * "clear checked") have gone through, so the page answers a tap at once. Items sort as
 * the server sorts them within an aisle: still to buy first, then by name.
 */
export function useOptimisticShopping(items: ShoppingRow[]) {
  const fetchers = useFetchers();
  const navigation = useNavigation();
  let list = items;
  for (const { formData } of fetchers) {
    if (!formData) continue;
    const id = String(formData.get("itemId") ?? "");
    const intent = formData.get("intent");
    if (intent === "toggle") list = list.map((item) => (item.id === id ? { ...item, checked: formData.get("checked") === "true" } : item));
    if (intent === "category") list = list.map((item) => (item.id === id ? { ...item, category: String(formData.get("category")) } : item));
    if (intent === "remove") list = list.filter((item) => item.id !== id);
  }
  if (navigation.formData?.get("intent") === "clear-checked") list = list.filter((item) => !item.checked);
  return [...list].sort((a, b) => Number(a.checked) - Number(b.checked) || a.name.localeCompare(b.name));
}

/**
 * One item: a tick (a submit button that reads as a checkbox, so it works without
 * JavaScript and through a fetcher with it), and a menu to change its aisle or remove it.
 */
export function ShoppingItemRow({ item, moveToPantry }: { item: ShoppingRow; moveToPantry: boolean }) {
  const tick = useFetcher({ key: `shopping-tick-${item.id}` });
  const change = useFetcher({ key: `shopping-change-${item.id}` });
  const moving = change.state !== "idle" && change.formData?.get("intent") === "category";
  return (
    <li className="relative flex items-center gap-1">
      <tick.Form method="post" preventScrollReset className="min-w-0 flex-1">
        <input type="hidden" name="itemId" value={item.id} />
        <input type="hidden" name="name" value={item.name} />
        <input type="hidden" name="checked" value={item.checked ? "false" : "true"} />
        {moveToPantry && !item.checked ? <input type="hidden" name="moveToPantry" value="on" /> : null}
        <button
          type="submit"
          name="intent"
          value="toggle"
          role="checkbox"
          aria-checked={item.checked}
          className="flex w-full items-center gap-3 rounded-xl px-2 py-2.5 text-left transition-colors hover:bg-stone-50"
        >
          <span
            className={cx(
              "flex h-6 w-6 shrink-0 items-center justify-center rounded-md border-2 transition-colors",
              item.checked ? "border-basil-600 bg-basil-600 text-white" : "border-stone-300 bg-white text-transparent",
            )}
          >
            <CheckIcon />
          </span>
          <span className="min-w-0 flex-1">
            <span className={cx("block truncate", item.checked ? "text-stone-400 line-through" : "font-medium text-stone-900")}>{item.name}</span>
            {item.amount ? <span className={cx("block text-xs", item.checked ? "text-stone-400" : "text-stone-500")}>{item.amount}</span> : null}
            {item.waiting ? (
              <span data-waiting className="block text-xs font-medium text-amber-700">
                Waiting to send
              </span>
            ) : null}
          </span>
        </button>
      </tick.Form>
      <details className="shrink-0">
        <summary className="flex h-10 w-10 cursor-pointer list-none items-center justify-center rounded-lg text-stone-500 hover:bg-stone-100 [&::-webkit-details-marker]:hidden">
          <MoreIcon />
          <span className="sr-only">Options for {item.name}</span>
        </summary>
        <div className="absolute right-0 top-full z-20 mt-1 w-72 max-w-[calc(100vw-2rem)] space-y-3 rounded-xl border border-stone-200 bg-white p-3 shadow-lg">
          <change.Form method="post" preventScrollReset className="flex items-end gap-2">
            <input type="hidden" name="itemId" value={item.id} />
            <input type="hidden" name="name" value={item.name} />
            <div className="min-w-0 flex-1">
              <Label htmlFor={`aisle-${item.id}`}>Aisle</Label>
              <Select id={`aisle-${item.id}`} name="category" defaultValue={item.category} options={AISLE_CHOICES} />
            </div>
            <SubmitButton name="intent" value="category" variant="outline" busy={moving} busyLabel="Moving...">
              Move
            </SubmitButton>
          </change.Form>
          <change.Form method="post" preventScrollReset className="border-t border-stone-100 pt-2">
            <input type="hidden" name="itemId" value={item.id} />
            <input type="hidden" name="name" value={item.name} />
            <Button type="submit" name="intent" value="remove" variant="ghost" className="w-full justify-start text-red-700 hover:bg-red-50">
              <TrashIcon />
              Remove from list
            </Button>
          </change.Form>
        </div>
      </details>
    </li>
  );
}
