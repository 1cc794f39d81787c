import { Link } from "@remix-run/react";
import { HelpLink, SettingsLink } from "./app-nav";
import { BasilMark } from "./ui";

/**
 * The chat screen's header: the assistant's name, tagline, conversations toggle and
 * help and settings. The toggle is a link (?sidebar=open) that JavaScript turns into a button.
 */
export function ChatHeader({
  assistantName,
  sidebar,
}: {
  assistantName: string;
  sidebar: { href: string; open: boolean; onToggle?: () => void };
}) {
  return (
    <header className="sticky top-0 z-40 flex h-16 shrink-0 items-center gap-3 border-b border-stone-200 bg-surface/95 px-4 backdrop-blur">
      <Link
        to={sidebar.href}
        onClick={sidebar.onToggle ? (event) => (event.preventDefault(), sidebar.onToggle?.()) : undefined}
        role="button"
        aria-label="Conversations"
        aria-expanded={sidebar.open}
        aria-controls="conversation-sidebar"
        title="Conversations (Ctrl+K)"
        className="rounded-lg p-2 text-stone-700 hover:bg-stone-100"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="h-5 w-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M4 6h16M4 12h16M4 18h16" strokeLinecap="round" />
        </svg>
      </Link>
      <BasilMark className="h-8 w-8" />
      <div className="min-w-0 flex-1">
        <h1 className="truncate text-lg font-semibold leading-tight">{assistantName}</h1>
        <p className="text-xs text-stone-500">Your kitchen companion</p>
      </div>
      <HelpLink assistantName={assistantName} />
      <SettingsLink />
    </header>
  );
}
