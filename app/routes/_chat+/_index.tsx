// "/" and "/chat" are the same chat screen (the specification's route table, docs/spec-differences.md).
import { chatClientAction } from "./chat";

export { action, default, ErrorBoundary, headers, loader, meta } from "./chat";

export const clientAction = chatClientAction("routes/_chat+/_index");
