import { Link } from "@remix-run/react";
import { cx } from "~/components/ui";

/**
 * "N of M" checked off, and a bar. The bar is drawn in SVG because the Content Security
 * Policy forbids inline styles, so a width cannot be set from the server.
 */
export function ShoppingProgress({ checked, total }: { checked: number; total: number }) {
  const percent = total === 0 ? 0 : Math.round((checked / total) * 100);
  const done = total > 0 && checked === total;
  return (
    <div>
      <div className="flex items-baseline justify-between gap-3">
        <p id="shopping-progress-label" className="text-sm font-medium text-stone-800">
          {done ? "All done!" : "Checked off"}
        </p>
        <p className="text-sm tabular-nums text-stone-600">
          {checked} of {total}
        </p>
      </div>
      <div
        role="progressbar"
        aria-labelledby="shopping-progress-label"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={checked}
        aria-valuetext={`${checked} of ${total}`}
        className="mt-2 h-2.5 overflow-hidden rounded-full bg-stone-200"
      >
        <svg aria-hidden="true" viewBox="0 0 100 1" preserveAspectRatio="none" className="block h-full w-full">
          <rect
            width={percent}
            height="1"
            rx="0"
            className={cx("transition-all duration-300", done ? "fill-basil-500" : "fill-basil-600")}
          />
        </svg>
      </div>
    </div>
  );
}

/**
 * The "move checked items to the pantry" mode. It lives in the address (?pantry=on), so
 * every tick form on the page carries it — with or without JavaScript.
 */
export function MoveToPantrySwitch({ on }: { on: boolean }) {
  return (
    <Link
      to={on ? "/shopping-list" : "/shopping-list?pantry=on"}
      replace
      preventScrollReset
      role="switch"
      aria-checked={on}
      className="flex items-center gap-3 rounded-xl py-1 text-left"
    >
      <span
        className={cx(
          "relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors",
          on ? "bg-basil-600" : "bg-stone-300",
        )}
      >
        <span
          className={cx(
            "h-5 w-5 rounded-full bg-surface shadow transition-transform",
            on ? "translate-x-5.5" : "translate-x-0.5",
          )}
        />
      </span>
      <span className="min-w-0">
        <span className="block text-sm font-medium text-stone-900">Move checked items to the pantry</span>
        <span className="block text-xs text-stone-500">
          Ticking an item off also puts it in the fridge, freezer or pantry.
        </span>
      </span>
    </Link>
  );
}
