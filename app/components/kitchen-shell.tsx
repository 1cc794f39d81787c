import { NavLink } from "@remix-run/react";
import type { ReactNode } from "react";
import { cx } from "./ui";

const SECTIONS = [
  { to: "/chat", label: "Chat" },
  { to: "/inventory", label: "Pantry" },
  { to: "/shopping-list", label: "Shopping" },
  { to: "/recipes", label: "Recipes" },
  { to: "/meal-planner", label: "Meals" },
] as const;

/**
 * The frame of the kitchen pages: a title bar, the page, and the section navigation
 * (a bottom bar on phones, a row under the title on wider screens).
 */
export function KitchenShell({
  title,
  subtitle,
  actions,
  children,
}: {
  title: string;
  subtitle?: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const nav = (
    <nav
      aria-label="Kitchen sections"
      className="mx-auto flex max-w-3xl justify-around gap-1 px-2 sm:justify-start sm:px-4"
    >
      {SECTIONS.map((section) => (
        <NavLink
          key={section.to}
          to={section.to}
          prefetch="intent"
          className={({ isActive }) =>
            cx(
              "rounded-lg px-3 py-2 text-sm font-medium",
              isActive ? "bg-basil-100 text-basil-900" : "text-stone-600 hover:bg-stone-100 hover:text-stone-900",
            )
          }
        >
          {section.label}
        </NavLink>
      ))}
    </nav>
  );
  return (
    <div className="min-h-dvh pb-20 sm:pb-8">
      <header className="sticky top-0 z-10 border-b border-stone-200 bg-white/95 backdrop-blur">
        <div className="mx-auto flex max-w-3xl items-center gap-3 px-4 py-3">
          <div className="min-w-0 flex-1">
            <h1 className="truncate text-lg font-semibold leading-tight">{title}</h1>
            {subtitle ? <p className="truncate text-xs text-stone-500">{subtitle}</p> : null}
          </div>
          {actions}
        </div>
        <div className="hidden pb-2 sm:block">{nav}</div>
      </header>
      <main className="mx-auto max-w-3xl px-4 py-5">{children}</main>
      <div className="fixed inset-x-0 bottom-0 z-10 border-t border-stone-200 bg-white/95 py-2 backdrop-blur sm:hidden">
        {nav}
      </div>
    </div>
  );
}
