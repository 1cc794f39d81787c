export { default, ErrorBoundary, loader, meta } from "./_index";
