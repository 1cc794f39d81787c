import { Link, useFetcher, useFetchers, useLocation, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { SubmitButton } from "~/components/forms";
import { Button, Label } from "~/components/ui";
import { Select } from "~/components/kitchen/fields";
import { TrashIcon } from "~/components/kitchen/icons";
import { AISLE_CHOICES } from "./shopping-add-form";
import { ShoppingEditForm, useEditHref } from "./shopping-edit-form";
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
    if (intent === "toggle")
      list = list.map((item) => (item.id === id ? { ...item, checked: formData.get("checked") === "true" } : item));
    if (intent === "category")
      list = list.map((item) => (item.id === id ? { ...item, category: String(formData.get("category")) } : item));
    if (intent === "remove") list = list.filter((item) => item.id !== id);
  }
  if (navigation.formData?.get("intent") === "clear-checked") list = list.filter((item) => !item.checked);
  return [...list].sort((a, b) => Number(a.checked) - Number(b.checked) || a.name.localeCompare(b.name));
}

/**
 * The row's two icons, drawn once per page and referenced by every row (a list of many items
 * would otherwise carry each icon's drawing in every row).
 */
export function ShoppingRowIcons() {
  return (
    <svg aria-hidden="true" className="hidden">
      <symbol
        id="shopping-tick"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M5 12.5l4.5 4.5L19 7.5" />
      </symbol>
      <symbol id="shopping-more" viewBox="0 0 24 24" fill="currentColor">
        <circle cx="5" cy="12" r="1.8" />
        <circle cx="12" cy="12" r="1.8" />
        <circle cx="19" cy="12" r="1.8" />
      </symbol>
    </svg>
  );
}

const CHECK_FORM = "shopping-check";
const UNCHECK_FORM = "shopping-uncheck";

/**
 * The two forms every row's tick submits without JavaScript (the tick is a submit button of
 * one of them, carrying the item's id): one checks an item off (and moves it to the pantry
 * when that is on), the other puts it back. Drawn once per page, so a row carries no form.
 * They are the browser's own forms (they post to the page's address, as Remix's would): with
 * JavaScript a tick never submits them, it goes through its row's fetcher.
 */
export function ShoppingTickForms({ moveToPantry }: { moveToPantry: boolean }) {
  return (
    <>
      <form id={CHECK_FORM} method="post" hidden>
        <input type="hidden" name="intent" value="toggle" />
        <input type="hidden" name="checked" value="true" />
        {moveToPantry ? <input type="hidden" name="moveToPantry" value="on" /> : null}
      </form>
      <form id={UNCHECK_FORM} method="post" hidden>
        <input type="hidden" name="intent" value="toggle" />
        <input type="hidden" name="checked" value="false" />
      </form>
    </>
  );
}

/** What a tick sends with JavaScript: what the forms above send, and the item's name for the device's queue. */
function tickData(item: ShoppingRow, moveToPantry: boolean) {
  const data = new FormData();
  data.set("intent", "toggle");
  data.set("itemId", item.id);
  data.set("name", item.name);
  data.set("checked", String(!item.checked));
  if (moveToPantry && !item.checked) data.set("moveToPantry", "on");
  return data;
}

/**
 * One item: a tick (a submit button that reads as a checkbox, so it works without
 * JavaScript through the page's tick forms, and through the row's own fetcher with it), and
 * its options (edit, change the aisle, remove). Its edit form opens in the row (?edit=<id>).
 * The options are drawn only for the item whose menu is open: without JavaScript, "Options
 * for …" is a link to ?options=<id> and the server draws that item's menu; with it, the menu
 * opens in place. A long list stays small (the row's look is in tailwind.css, .shopping-*).
 */
export function ShoppingItemRow({
  item,
  moveToPantry,
  optionsOpen,
  editing,
}: {
  item: ShoppingRow;
  moveToPantry: boolean;
  optionsOpen: boolean;
  editing: boolean;
}) {
  const tick = useFetcher({ key: `shopping-tick-${item.id}` });
  const [open, setOpen] = useState<boolean | null>(null);
  const showing = !editing && (open ?? optionsOpen);
  const rowId = `item-${item.id}`;
  // The page's other settings (?pantry=on) stay as they are.
  const search = new URLSearchParams(useLocation().search);
  if (showing) search.delete("options");
  else search.set("options", item.id);
  return (
    <li id={rowId} className="shopping-row">
      <button
        type="submit"
        form={item.checked ? UNCHECK_FORM : CHECK_FORM}
        name="itemId"
        value={item.id}
        role="checkbox"
        aria-checked={item.checked}
        className="shopping-tick"
        onClick={(event) => {
          // With JavaScript each row has its own fetcher, so ticks in quick succession all go through.
          event.preventDefault();
          tick.submit(tickData(item, moveToPantry), { method: "post", preventScrollReset: true });
        }}
      >
        <span className="shopping-box">
          <svg>
            <use href="#shopping-tick" />
          </svg>
        </span>
        <span>
          <span className="shopping-name">{item.name}</span>
          {item.amount ? <span className="shopping-amount">{item.amount}</span> : null}
          {item.note ? <span className="shopping-note">{item.note}</span> : null}
          {item.waiting ? (
            <span data-waiting className="block text-xs font-medium text-amber-700">
              Waiting to send
            </span>
          ) : null}
        </span>
      </button>
      <a
        href={`?${search}#${rowId}`}
        aria-expanded={showing}
        onClick={(event) => {
          event.preventDefault();
          setOpen(!showing);
        }}
        className="shopping-more"
      >
        <svg>
          <use href="#shopping-more" />
        </svg>
        <span className="sr-only">{`Options for ${item.name}`}</span>
      </a>
      {showing ? <ShoppingItemOptions item={item} onEdit={() => setOpen(null)} /> : null}
      {editing ? <ShoppingEditForm item={item} /> : null}
    </li>
  );
}

/** An item's menu: edit it (in its row), move it to another aisle, or remove it. */
function ShoppingItemOptions({ item, onEdit }: { item: ShoppingRow; onEdit: () => void }) {
  const change = useFetcher({ key: `shopping-change-${item.id}` });
  const moving = change.state !== "idle" && change.formData?.get("intent") === "category";
  const edit = useEditHref(item.id, true);
  return (
    <div className="absolute right-0 top-full z-20 mt-1 w-72 max-w-[calc(100vw-2rem)] space-y-3 rounded-xl border border-stone-200 bg-surface p-3 shadow-lg">
      <Link
        to={edit}
        preventScrollReset
        onClick={onEdit}
        className="flex min-h-10 items-center rounded-lg px-3 text-sm font-medium text-stone-800 hover:bg-stone-100"
      >
        <span>
          Edit<span className="sr-only">{` ${item.name}`}</span>
        </span>
      </Link>
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
        <Button
          type="submit"
          name="intent"
          value="remove"
          variant="ghost"
          className="w-full justify-start text-red-700 hover:bg-red-50"
        >
          <TrashIcon />
          Remove from list
        </Button>
      </change.Form>
    </div>
  );
}
