export { action, default, ErrorBoundary, loader, meta } from "./_index";
