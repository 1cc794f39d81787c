import { cx } from "~/components/ui";
import { expiryLabel } from "~/domain/kitchen/labels";
import type { ExpiryStatus } from "./types";

/** 'Expired' (red) once the expiry date has passed, 'Soon' (amber) within 7 days. */
export function ExpiryBadge({ status, className }: { status: ExpiryStatus; className?: string }) {
  if (!status) return null;
  return (
    <span
      className={cx(
        "inline-flex shrink-0 items-center rounded-full px-2 py-0.5 text-xs font-semibold",
        status === "expired"
          ? "bg-red-100 text-red-800 ring-1 ring-red-200"
          : "bg-amber-100 text-amber-900 ring-1 ring-amber-200",
        className,
      )}
    >
      {expiryLabel(status)}
    </span>
  );
}
