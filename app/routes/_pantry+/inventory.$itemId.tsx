import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import {
  isRouteErrorResponse,
  Link,
  useLoaderData,
  useLocation,
  useRouteError,
  type ShouldRevalidateFunction,
} from "@remix-run/react";
import { OutboxStatus, useOutbox, changedNothing } from "~/components/offline/use-outbox";
import { formatAmount } from "~/domain/kitchen/quantities";
import { EmptyState } from "~/components/kitchen/empty-state";
import { ExpiryBadge } from "~/components/kitchen/expiry-badge";
import { ChevronIcon, JarIcon } from "~/components/kitchen/icons";
import { kitchenLabel } from "~/domain/kitchen/labels";
import { EDIT_ITEM_FORM_ID, EditItemForm, RemoveItem, USE_SOME_FORM_ID, UseSomeForm } from "./ui/pantry-item-forms";
import { KitchenShell } from "~/components/kitchen-shell";
import { ErrorScreen } from "~/components/screens";
import { Card } from "~/components/ui";
import { useRecordFormKey } from "~/components/kitchen/form-state";
import { useLiveUpdates } from "~/live";
import { liveData } from "~/live.server";
import { loadPantryItem, submitPantryItem } from "./pantry.server";
import { pantryItemClientAction } from "./ui/pantry-outbox";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${data.item.name} · Pantry` : "Item not found" },
];

export async function loader({ request, params }: LoaderFunctionArgs) {
  return json(await liveData(() => loadPantryItem(request, params.itemId ?? "")));
}

export async function action({ request, params }: ActionFunctionArgs) {
  return submitPantryItem(request, params.itemId ?? "");
}

/** With JavaScript, using some or all of the item, or removing it, offline is queued on the device (./ui/pantry-outbox.ts). */
export const clientAction = pantryItemClientAction;

/** A change queued offline, or a form the network did not deliver, changes nothing on the server yet: there is nothing to reload. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionResult, defaultShouldRevalidate }) =>
  changedNothing(actionResult) ? false : defaultShouldRevalidate;

function BackToPantry() {
  return (
    <Link
      to="/inventory"
      className="mb-4 inline-flex items-center gap-1 text-sm font-medium text-basil-700 hover:underline"
    >
      <ChevronIcon direction="left" />
      Pantry
    </Link>
  );
}

export default function PantryItemPage() {
  const { item, locations, confirmRemove, householdId, liveSince } = useLoaderData<typeof loader>();
  useLiveUpdates(["pantry"], liveSince);
  const outbox = useOutbox(householdId, "pantry");
  const waiting = outbox.queued.flatMap(({ seq, change }) => {
    if (!("itemId" in change) || change.itemId !== item.id) return [];
    if (change.kind === "pantry-use-some")
      return [{ seq, text: `Use ${formatAmount(change.quantity, change.unit ?? item.unit)}: waiting to send` }];
    if (change.kind === "pantry-remove") return [{ seq, text: "Remove from pantry: waiting to send" }];
    return change.kind === "pantry-use-up" ? [{ seq, text: "Use it all up: waiting to send" }] : [];
  });
  // A form the member is typing in keeps what they typed when the item changes under it.
  const useSomeKey = useRecordFormKey(`use-${item.updatedAt}-${waiting.length}`, USE_SOME_FORM_ID, [
    "use-some",
    "use-up",
  ]);
  const editKey = useRecordFormKey(`edit-${item.updatedAt}`, EDIT_ITEM_FORM_ID, ["save"]);
  const facts = [
    { label: "Location", value: kitchenLabel(item.location) },
    { label: item.status === "expired" ? "Expired" : "Expires", value: item.expires ?? "No expiry date" },
    { label: "Added", value: item.added },
  ];
  return (
    <KitchenShell title={item.name} subtitle={`In the ${item.location}`}>
      <BackToPantry />
      <div className="space-y-5">
        <OutboxStatus outbox={outbox} />
        <Card aria-label="Item details" className="p-4 sm:p-5">
          <div className="mb-3 flex items-center justify-between gap-3">
            <p className="text-2xl font-semibold tabular-nums text-stone-900">{item.amount || "Amount not noted"}</p>
            <ExpiryBadge status={item.status} className="text-sm" />
          </div>
          <dl className="grid grid-cols-2 gap-x-4 gap-y-3">
            {facts.map((fact) => (
              <div key={fact.label}>
                <dt className="text-xs uppercase tracking-wide text-stone-500">{fact.label}</dt>
                <dd className="font-medium text-stone-900">{fact.value}</dd>
              </div>
            ))}
          </dl>
          {waiting.length > 0 ? (
            <ul className="mt-3 space-y-1 border-t border-stone-100 pt-3 text-sm text-amber-800">
              {waiting.map((use) => (
                <li key={use.seq} data-waiting>
                  {use.text}
                </li>
              ))}
            </ul>
          ) : null}
        </Card>
        <UseSomeForm key={useSomeKey} item={item} />
        <EditItemForm key={editKey} item={item} locations={locations} />
        <RemoveItem item={item} confirming={confirmRemove} />
      </div>
    </KitchenShell>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const location = useLocation();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <KitchenShell title="Item not found">
        <BackToPantry />
        <EmptyState icon={<JarIcon />} title="Item not found">
          <p>It may have been used up or removed by someone in your household.</p>
          <Link to="/inventory" className="mt-3 inline-block font-medium text-basil-700 underline">
            Back to the pantry
          </Link>
        </EmptyState>
      </KitchenShell>
    );
  }
  return <ErrorScreen tryAgainHref={location.pathname + location.search} />;
}
