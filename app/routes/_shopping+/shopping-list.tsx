import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, useLoaderData, useSearchParams, type ShouldRevalidateFunction } from "@remix-run/react";
import { SubmitButton, useSubmitting } from "~/components/forms";
import { EmptyState } from "~/components/kitchen/empty-state";
import { BasketIcon } from "~/components/kitchen/icons";
import { kitchenLabel } from "~/domain/kitchen/labels";
import { ShoppingAddForm } from "./ui/shopping-add-form";
import { ShoppingItemRow, ShoppingRowIcons, ShoppingTickForms, useOptimisticShopping } from "./ui/shopping-item-row";
import { OutboxStatus, useOutbox, changedNothing } from "~/components/offline/use-outbox";
import { shoppingClientAction, withQueued } from "./ui/shopping-outbox";
import { MoveToPantrySwitch, ShoppingProgress } from "./ui/shopping-progress";
import { KitchenShell } from "~/components/kitchen-shell";
import { Card } from "~/components/ui";
import { useLiveUpdates } from "~/live";
import { liveData } from "~/live.server";
import { SHOPPING_CATEGORY_VALUES } from "~/schemas/shopping";
import { loadShopping, submitShopping } from "./shopping.server";

export const meta: MetaFunction = () => [{ title: "Shopping list" }];

export async function loader({ request }: LoaderFunctionArgs) {
  return json(await liveData(() => loadShopping(request)));
}

export async function action({ request }: ActionFunctionArgs) {
  return submitShopping(request);
}

/** With JavaScript, changes made offline are queued on the device (./ui/shopping-outbox.tsx). */
export const clientAction = shoppingClientAction;

/** The address without its ?edit=<id>, which only says which item's edit form is open. */
function withoutEdit(url: URL) {
  const search = new URLSearchParams(url.search);
  search.delete("edit");
  return `${url.pathname}?${search.toString()}`;
}

/**
 * A change queued offline, or a form the network did not deliver, changes nothing on the
 * server yet: there is nothing to reload. Nor is there when an item's edit form only opens or
 * closes (a link, or the form closing after its edit was queued): the page draws it from the
 * address, so it opens and closes with no connection too.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  actionResult,
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) => {
  if (changedNothing(actionResult)) return false;
  const onlyEditForm =
    !formMethod && currentUrl.search !== nextUrl.search && withoutEdit(currentUrl) === withoutEdit(nextUrl);
  return onlyEditForm ? false : defaultShouldRevalidate;
};

export default function ShoppingList() {
  const { householdId, items, moveToPantry, optionsFor, liveSince } = useLoaderData<typeof loader>();
  // ?edit=<id>: that item's edit form is open in its row; read from the address, not the data (see shouldRevalidate).
  const [search] = useSearchParams();
  const editFor = search.get("edit");
  useLiveUpdates(["shopping"], liveSince);
  const outbox = useOutbox(householdId, "shopping");
  const list = useOptimisticShopping(withQueued(items, outbox.queued));
  const clearing = useSubmitting({ intent: "clear-checked" });
  const checked = list.filter((item) => item.checked).length;
  const aisles = SHOPPING_CATEGORY_VALUES.map((category) => ({
    category,
    titleId: `aisle-${category.replace(/[^a-z]+/g, "-")}`,
    items: list.filter((item) => item.category === category),
  })).filter((aisle) => aisle.items.length > 0);
  const subtitle = list.length === 0 ? "Nothing to buy" : `${list.length - checked} still to buy`;
  return (
    <KitchenShell title="Shopping list" subtitle={subtitle}>
      <div className="space-y-5">
        <OutboxStatus outbox={outbox} />
        <ShoppingAddForm />
        {list.length === 0 ? (
          <EmptyState icon={<BasketIcon />} title="Your shopping list is empty">
            Add what you need above, or ask for a recipe&apos;s ingredients in the chat.
          </EmptyState>
        ) : (
          <>
            <Card aria-label="Progress" className="space-y-4 p-4 sm:p-5">
              <ShoppingProgress checked={checked} total={list.length} />
              <div className="print:hidden">
                <MoveToPantrySwitch on={moveToPantry} />
              </div>
            </Card>
            <ShoppingRowIcons />
            <ShoppingTickForms moveToPantry={moveToPantry} />
            {aisles.map((aisle) => (
              <section key={aisle.category} aria-labelledby={aisle.titleId}>
                <div className="mb-2 flex items-center justify-between px-1 text-xs uppercase tracking-wide text-stone-500">
                  <h2 id={aisle.titleId} className="font-semibold">
                    {kitchenLabel(aisle.category)}
                  </h2>
                  <span className="tabular-nums">
                    {aisle.items.filter((item) => item.checked).length}/{aisle.items.length}
                  </span>
                </div>
                <ul className="rounded-2xl border border-stone-200 bg-surface p-1 shadow-sm">
                  {aisle.items.map((item) => (
                    <ShoppingItemRow
                      key={item.id}
                      item={item}
                      moveToPantry={moveToPantry}
                      optionsOpen={item.id === optionsFor}
                      editing={item.id === editFor}
                    />
                  ))}
                </ul>
              </section>
            ))}
            {checked > 0 ? (
              <Form method="post" preventScrollReset className="flex justify-center">
                <SubmitButton
                  name="intent"
                  value="clear-checked"
                  variant="outline"
                  busy={clearing}
                  busyLabel="Clearing..."
                >
                  Clear checked items ({checked})
                </SubmitButton>
              </Form>
            ) : null}
          </>
        )}
      </div>
    </KitchenShell>
  );
}
