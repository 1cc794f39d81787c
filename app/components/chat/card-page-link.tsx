import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { cx } from "~/components/ui";

/** The foot of a chat card: a link to the page the card is a glimpse of. */
export function CardPageLink({ to, className, children }: { to: string; className?: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className={cx(
        "block rounded-b-2xl border-t border-stone-100 px-4 py-2.5 text-sm font-medium text-basil-700 hover:bg-basil-50",
        className,
      )}
    >
      {children}
    </Link>
  );
}
