import { Form, Link, useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { cx } from "~/components/ui";
import { CHAT_LIMITS } from "~/schemas/chat";
import { calendarDaysBetween, formatCalendar, parseDay } from "~/domain/calendar-words";

export type SidebarEntry = { id: string; title: string; preview: string; lastMessageAt: string };

/** Sidebar date labels: Today, Yesterday, 'N days ago' under 7 days, else the date. */
export function dateLabel(iso: string, now: Date) {
  const days = calendarDaysBetween(now, parseDay(iso));
  if (days <= 0) return "Today";
  if (days === 1) return "Yesterday";
  if (days < 7) return `${days} days ago`;
  return formatCalendar(parseDay(iso), "MMM d, yyyy");
}

/** How long typing pauses before the sidebar searches. */
export const SEARCH_DEBOUNCE_MS = 250;

type SearchAnswer = { q: string; results: SidebarEntry[] | null; failed?: boolean };

/**
 * Searching as the member types (with JavaScript): a pause of SEARCH_DEBOUNCE_MS, then the
 * router's fetcher asks /chat/search. Until the member types, and again after the page
 * itself searched (the form submitted), the page's own results stand. A search that could
 * not be answered says 'Search failed' and leaves the list as the page has it.
 */
function useSearchAsYouType(search: string, searchResults: SidebarEntry[] | null) {
  const fetcher = useFetcher<SearchAnswer>();
  const timer = useRef<ReturnType<typeof setTimeout>>();
  // What is in the box, and the page's search it was typed over (a new page search starts afresh).
  const [typed, setTyped] = useState<{ q: string; over: string } | null>(null);
  useEffect(() => () => clearTimeout(timer.current), []);
  const onType = (value: string) => {
    const q = value.trim();
    setTyped({ q, over: search });
    clearTimeout(timer.current);
    if (q) {
      timer.current = setTimeout(() => fetcher.load(`/chat/search?${new URLSearchParams({ q })}`), SEARCH_DEBOUNCE_MS);
    }
  };
  if (!typed || typed.over !== search) return { results: searchResults, failed: false, onType };
  if (typed.q === "") return { results: null, failed: false, onType };
  if (fetcher.data?.failed) return { results: searchResults, failed: true, onType };
  // Until the answer to what is in the box comes, the last answer shown stays.
  return { results: fetcher.data?.results ?? searchResults, failed: false, onType };
}

function archiveAction(currentId: string | null) {
  const query = new URLSearchParams({ ...(currentId ? { c: currentId } : {}), sidebar: "open" });
  return `/chat?${query}`;
}

export function ConversationSidebar({
  open,
  conversations,
  searchResults,
  search,
  currentId,
  now,
  closeHref,
  onClose,
  searchRef,
}: {
  open: boolean;
  conversations: SidebarEntry[];
  searchResults: SidebarEntry[] | null;
  search: string;
  currentId: string | null;
  now: Date;
  closeHref: string;
  onClose?: () => void;
  searchRef?: React.Ref<HTMLInputElement>;
}) {
  const typing = useSearchAsYouType(search, searchResults);
  const results = typing.results;
  const list = results ?? conversations;
  return (
    <>
      {open ? (
        <Link
          to={closeHref}
          onClick={onClose ? (event) => (event.preventDefault(), onClose()) : undefined}
          aria-label="Close conversations"
          className="fixed inset-x-0 bottom-0 top-16 z-20 bg-stone-900/30 sm:left-20 lg:hidden"
        />
      ) : null}
      <aside
        id="conversation-sidebar"
        aria-label="Conversations"
        hidden={!open}
        className="fixed bottom-0 left-0 top-16 z-30 flex sm:left-20 w-80 max-w-[85vw] flex-col border-r border-stone-200 bg-surface shadow-xl"
      >
        <div className="flex items-center justify-between gap-2 border-b border-stone-100 px-4 py-3">
          <h2 className="font-semibold">Conversations</h2>
          <div className="flex items-center gap-1">
            <Link
              to="/chat?new=1"
              className="rounded-lg bg-basil-600 px-3 py-1.5 text-sm font-medium text-white hover:bg-basil-700 dark:hover:bg-basil-500"
            >
              New conversation
            </Link>
            <Link
              to={closeHref}
              onClick={onClose ? (event) => (event.preventDefault(), onClose()) : undefined}
              aria-label="Close conversations"
              className="rounded-lg p-2 text-stone-500 hover:bg-stone-100"
            >
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="h-4 w-4"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              >
                <path d="M6 6l12 12M18 6 6 18" strokeLinecap="round" />
              </svg>
            </Link>
          </div>
        </div>
        <Form method="get" action="/chat" role="search" className="border-b border-stone-100 px-4 py-3">
          <input type="hidden" name="sidebar" value="open" />
          <label htmlFor="conversation-search" className="sr-only">
            Search conversations
          </label>
          <input
            ref={searchRef}
            id="conversation-search"
            name="q"
            type="search"
            defaultValue={search}
            maxLength={CHAT_LIMITS.searchLength}
            autoComplete="off"
            onChange={(event) => typing.onType(event.currentTarget.value)}
            placeholder="Search conversations"
            className="w-full rounded-lg border border-stone-300 px-3 py-2 text-sm focus:border-basil-500 focus:outline-none focus:ring-2 focus:ring-basil-200"
          />
        </Form>
        {typing.failed ? (
          <p role="alert" className="border-b border-stone-100 px-4 py-2 text-sm text-red-700">
            Search failed
          </p>
        ) : null}
        <nav className="flex-1 overflow-y-auto">
          {list.length === 0 ? (
            <p className="px-4 py-6 text-center text-sm text-stone-500">
              {results ? "No conversations match" : "No conversations yet"}
            </p>
          ) : (
            <ul className="divide-y divide-stone-100">
              {list.map((conversation) => (
                <li
                  key={conversation.id}
                  className={cx("group flex items-start gap-1", conversation.id === currentId && "bg-basil-50")}
                >
                  <Link
                    to={`/chat?c=${encodeURIComponent(conversation.id)}#latest`}
                    aria-current={conversation.id === currentId ? "page" : undefined}
                    className="min-w-0 flex-1 px-4 py-3"
                  >
                    <span className="flex items-baseline justify-between gap-2">
                      <span className="truncate font-medium text-stone-900">{conversation.title}</span>
                      <span className="shrink-0 text-xs text-stone-500">
                        {dateLabel(conversation.lastMessageAt, now)}
                      </span>
                    </span>
                    <span className="block truncate text-xs text-stone-500">{conversation.preview}</span>
                  </Link>
                  {/* Posted from the conversation on screen, with the sidebar open: where a failure leaves the member. */}
                  <Form method="post" action={archiveAction(currentId)} className="py-2 pr-2">
                    <input type="hidden" name="conversationId" value={conversation.id} />
                    <button
                      type="submit"
                      name="intent"
                      value="archive"
                      aria-label={`Archive ${conversation.title}`}
                      title="Archive"
                      className="rounded-md p-2 text-stone-400 hover:bg-stone-100 hover:text-stone-700"
                    >
                      <svg
                        aria-hidden="true"
                        viewBox="0 0 24 24"
                        className="h-4 w-4"
                        fill="none"
                        stroke="currentColor"
                        strokeWidth="2"
                      >
                        <path d="M3 4h18v4H3zM5 8v12h14V8M10 12h4" strokeLinecap="round" strokeLinejoin="round" />
                      </svg>
                    </button>
                  </Form>
                </li>
              ))}
            </ul>
          )}
        </nav>
      </aside>
    </>
  );
}
