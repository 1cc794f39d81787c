import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import { OutboxStatus, useOutbox, changedNothing } from "~/components/offline/use-outbox";
import { EmptyState } from "~/components/kitchen/empty-state";
import { JarIcon } from "~/components/kitchen/icons";
import { expiringHeading, expiryTally, type ExpiryStatus } from "~/domain/kitchen/expiry";
import { kitchenLabel } from "~/domain/kitchen/labels";
import { PantryAddForm } from "./ui/pantry-add-form";
import { PantryFilters } from "./ui/pantry-filters";
import { PantryItemRow } from "./ui/pantry-item-row";
import { pantryClientAction, withQueuedPantry } from "./ui/pantry-outbox";
import { KitchenShell } from "~/components/kitchen-shell";
import { useLiveUpdates } from "~/live";
import { liveData } from "~/live.server";
import { loadPantry, submitPantry } from "./pantry.server";
import { plural } from "~/domain/words";

export const meta: MetaFunction = () => [{ title: "Pantry" }];

export async function loader({ request }: LoaderFunctionArgs) {
  return json(await liveData(() => loadPantry(request)));
}

export async function action({ request }: ActionFunctionArgs) {
  return submitPantry(request);
}

/** With JavaScript, changes made offline are queued on the device (./ui/pantry-outbox.ts). */
export const clientAction = pantryClientAction;

/** A change queued offline, or a form the network did not deliver, changes nothing on the server yet: there is nothing to reload. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionResult, defaultShouldRevalidate }) =>
  changedNothing(actionResult) ? false : defaultShouldRevalidate;

function listTitle(location: string | null, expiring: boolean, items: Array<{ status: ExpiryStatus }>) {
  if (!expiring) return location ? kitchenLabel(location) : "Everything";
  return location ? `${expiringHeading(items)} in the ${location}` : expiringHeading(items);
}

function emptyText(location: string | null, expiring: boolean) {
  if (expiring) return location ? `Nothing in the ${location} is expiring soon.` : "Nothing is expiring soon.";
  return `Nothing in the ${location ?? "pantry"} yet.`;
}

export default function Inventory() {
  const {
    householdId,
    assistantName,
    filter,
    locations,
    total,
    expiringCount,
    expiry,
    items: loaded,
    liveSince,
  } = useLoaderData<typeof loader>();
  useLiveUpdates(["pantry"], liveSince);
  const outbox = useOutbox(householdId, "pantry");
  const items = withQueuedPantry(loaded, outbox.queued);
  const expiring = filter.expiring !== null;
  const tally = expiryTally(expiry);
  const subtitle = `${plural(total, "item")}${tally ? ` · ${tally}` : ""}`;
  return (
    <KitchenShell title="Pantry" subtitle={subtitle}>
      <div className="space-y-5">
        <OutboxStatus outbox={outbox} />
        <PantryAddForm
          key={filter.location ?? ""}
          locations={locations.map((place) => place.value)}
          defaultLocation={filter.location ?? ""}
        />
        <section aria-labelledby="pantry-list-title" className="space-y-3">
          {total > 0 ? (
            <PantryFilters filter={filter} locations={locations} total={total} expiringCount={expiringCount} />
          ) : null}
          <h2 id="pantry-list-title" className="text-base font-semibold text-stone-900">
            {listTitle(filter.location, expiring, items)}
          </h2>
          {total === 0 && items.length === 0 ? (
            <EmptyState icon={<JarIcon />} title="Your pantry is empty">
              Add what is in your fridge, freezer and cupboards, and {assistantName} can suggest what to cook with it.
            </EmptyState>
          ) : items.length === 0 ? (
            <EmptyState icon={<JarIcon />} title={emptyText(filter.location, expiring)}>
              <Link to="/inventory" className="font-medium text-basil-700 underline">
                Show everything
              </Link>
            </EmptyState>
          ) : (
            <ul
              aria-labelledby="pantry-list-title"
              className="divide-y divide-stone-100 rounded-2xl border border-stone-200 bg-surface px-4 shadow-sm"
            >
              {items.map((item) => (
                <PantryItemRow key={item.id} item={item} />
              ))}
            </ul>
          )}
        </section>
      </div>
    </KitchenShell>
  );
}
