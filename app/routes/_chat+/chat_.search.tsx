import type { ClientLoaderFunctionArgs } from "@remix-run/react";
import type { LoaderFunctionArgs } from "@remix-run/node";
import type { SidebarEntry } from "~/components/chat/conversation-sidebar";
import { loadChatSearch } from "./chat.server";

/** The conversation sidebar's search as the member types (GET ?q=); without JavaScript the sidebar's form asks /chat. */
export async function loader({ request }: LoaderFunctionArgs) {
  return loadChatSearch(request);
}

/**
 * In the browser: a search that could not be answered (no connection, a server error) is
 * 'Search failed' in the sidebar, not the chat's error screen. A redirect (signed out) still goes.
 */
export async function clientLoader({ serverLoader }: ClientLoaderFunctionArgs) {
  try {
    return await serverLoader<typeof loader>();
  } catch (error) {
    if (error instanceof Response) throw error;
    return { q: "", results: null as SidebarEntry[] | null, failed: true };
  }
}
