import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { cx } from "~/components/ui";
import { kitchenLabel } from "~/domain/kitchen/labels";
import type { LocationChoice } from "~/components/kitchen/types";

type Filter = { location: string | null; expiring: string | null };

function inventoryHref(filter: Filter) {
  const params = new URLSearchParams();
  if (filter.location) params.set("location", filter.location);
  if (filter.expiring) params.set("expiring", filter.expiring);
  const search = params.toString();
  return search ? `/inventory?${search}` : "/inventory";
}

function Chip({
  to,
  active,
  count,
  tone = "basil",
  children,
}: {
  to: string;
  active: boolean;
  count: number;
  tone?: "basil" | "amber";
  children: ReactNode;
}) {
  return (
    <Link
      to={to}
      preventScrollReset
      aria-current={active ? "page" : undefined}
      className={cx(
        "inline-flex shrink-0 items-center gap-1.5 rounded-full border px-3 py-1.5 text-sm font-medium transition-colors",
        active
          ? tone === "amber"
            ? "border-amber-500 bg-amber-500 text-amber-950"
            : "border-basil-600 bg-basil-600 text-white"
          : "border-stone-300 bg-surface text-stone-700 hover:border-basil-500",
      )}
    >
      {children}
      <span
        className={cx(
          "rounded-full px-1.5 text-xs tabular-nums",
          active ? (tone === "amber" ? "bg-white/30" : "bg-black/20") : "bg-stone-100 text-stone-600",
        )}
      >
        {count}
      </span>
    </Link>
  );
}

/**
 * Where to look: everything, one place (fridge, freezer, pantry, or another the household
 * uses), and — on top of either — only what is expiring. Plain links, so they work without JavaScript.
 */
export function PantryFilters({
  filter,
  locations,
  total,
  expiringCount,
}: {
  filter: Filter;
  locations: LocationChoice[];
  total: number;
  expiringCount: number;
}) {
  return (
    <nav aria-label="Filter the pantry" className="-mx-4 overflow-x-auto px-4 pb-1">
      <div className="flex w-max items-center gap-2">
        <Chip to={inventoryHref({ ...filter, location: null })} active={!filter.location} count={total}>
          All
        </Chip>
        {locations.map((place) => (
          <Chip
            key={place.value}
            to={inventoryHref({ ...filter, location: place.value })}
            active={filter.location === place.value}
            count={place.count}
          >
            {kitchenLabel(place.value)}
          </Chip>
        ))}
        <span aria-hidden="true" className="mx-1 h-6 w-px bg-stone-300" />
        <Chip
          to={inventoryHref({ ...filter, expiring: filter.expiring ? null : "all-expiring" })}
          active={!!filter.expiring}
          count={expiringCount}
          tone="amber"
        >
          Expiring
        </Chip>
      </div>
    </nav>
  );
}
