import { Link, useLocation } from "@remix-run/react";
import type { ReactNode } from "react";
import { cx } from "./ui";

/** The rooms of the app, as the navigation names them. */
export type Room = "chat" | "pantry" | "shopping" | "recipes" | "plan" | "help" | "settings";

/**
 * The room a page belongs to: a pantry item is in the pantry, cooking is done from a recipe,
 * a planned meal is part of the meal plan. Null for pages outside the rooms.
 */
export function roomOf(pathname: string): Room | null {
  switch (pathname.split("/")[1]) {
    case "":
    case "chat":
      return "chat";
    case "inventory":
      return "pantry";
    case "shopping-list":
      return "shopping";
    case "recipes":
    case "cooking":
      return "recipes";
    case "meal-planner":
    case "meals":
      return "plan";
    case "help":
      return "help";
    case "settings":
      return "settings";
    default:
      return null;
  }
}

/** The rooms' line icons (24 × 24, stroked), as path data: the navigation draws them all alike. */
const GEAR =
  "M15 12a3 3 0 1 1-6 0 3 3 0 0 1 6 0ZM19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1Z";

/** A question mark in a circle: help. */
const QUESTION = "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18ZM9.1 9a3 3 0 0 1 5.8 1c0 2-3 3-3 3M12 17h.01";

function LineIcon({ path, className = "h-5 w-5" }: { path: string; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      <path d={path} />
    </svg>
  );
}

/** The settings button of a page's header: a gear that goes to /settings. */
export function SettingsLink({ className }: { className?: string }) {
  return (
    <Link
      to="/settings"
      aria-label="Settings"
      title="Settings"
      className={cx("shrink-0 rounded-lg p-2 text-stone-700 hover:bg-stone-100", className)}
    >
      <LineIcon path={GEAR} />
    </Link>
  );
}

/** The help button of the chat's header: what members can ask the assistant (/help). */
export function HelpLink({ assistantName, className }: { assistantName: string; className?: string }) {
  return (
    <Link
      to="/help"
      aria-label={`What can I ask ${assistantName}?`}
      title="Help"
      className={cx("shrink-0 rounded-lg p-2 text-stone-700 hover:bg-stone-100", className)}
    >
      <LineIcon path={QUESTION} />
    </Link>
  );
}

/** The rooms of the navigation; the rail-only ones are in the pages' headers on a phone, whose tab bar has no room for them. */
const ROOMS: Array<{ room: Room; to: string; label: ReactNode; icon: string; railOnly?: boolean }> = [
  { room: "chat", to: "/chat", label: "Chat", icon: "M20 12a8 8 0 0 1-11.5 7.2L4 20l.9-4.2A8 8 0 1 1 20 12Z" },
  {
    room: "pantry",
    to: "/inventory",
    label: "Pantry",
    icon: "M8 3h8M7 6h10M7 6c-1.5 1.5-2 3-2 5v7a3 3 0 0 0 3 3h8a3 3 0 0 0 3-3v-7c0-2-.5-3.5-2-5M8 12h8",
  },
  {
    room: "shopping",
    to: "/shopping-list",
    // A phone's tab is too narrow for the whole name; it is still read in full.
    label: (
      <>
        Shopping<span className="sr-only sm:not-sr-only"> list</span>
      </>
    ),
    icon: "M3 10h18l-2 10H5L3 10ZM8 10l4-6 4 6M9 14v3M15 14v3",
  },
  {
    room: "recipes",
    to: "/recipes",
    label: "Recipes",
    icon: "M5 5a2 2 0 0 1 2-2h12v15H7a2 2 0 0 0-2 2V5Zm0 15a2 2 0 0 0 2 2h12v-4M9 7h6",
  },
  { room: "plan", to: "/meal-planner", label: "Meal plan", icon: "M4 6h16v15H4V6Zm0 5h16M8 3v5m8-5v5" },
  { room: "help", to: "/help", label: "Help", icon: QUESTION, railOnly: true },
  { room: "settings", to: "/settings", label: "Settings", icon: GEAR, railOnly: true },
];

/**
 * The app's navigation, the same on every signed-in page: a tab bar along the bottom of a
 * phone (Settings stays in the pages' headers there) and a rail down the left of wider
 * screens. Plain links, so it works before and without JavaScript. Its look is in
 * app/tailwind.css (.app-nav), the current room's by its aria-current.
 */
function AppNav() {
  const current = roomOf(useLocation().pathname);
  return (
    <nav aria-label="Main" className="app-nav">
      <ul>
        {ROOMS.map(({ room, to, label, icon, railOnly }) => (
          <li key={room} className={railOnly ? "rail-only" : undefined}>
            <Link to={to} prefetch="intent" aria-current={room === current ? "page" : undefined}>
              <LineIcon path={icon} />
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The frame of every signed-in page: a skip link, the navigation, and the page, kept clear
 * of the navigation (above a phone's tab bar, beside the rail). The page's content carries
 * id="main", the skip link's target.
 */
export function AppFrame({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to main content
      </a>
      <AppNav />
      <div className={cx("app-frame", className)}>{children}</div>
    </>
  );
}
