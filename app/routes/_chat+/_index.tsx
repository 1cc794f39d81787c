// "/" and "/chat" are the same chat screen (the route table of the specification).
import { chatClientAction } from "./chat";

export { action, default, ErrorBoundary, headers, loader, meta } from "./chat";

export const clientAction = chatClientAction("routes/_chat+/_index");
