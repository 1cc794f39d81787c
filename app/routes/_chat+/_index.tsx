// "/" and "/chat" are the same chat screen (the route table of the specification).
export { action, default, ErrorBoundary, headers, loader, meta } from "./chat";
