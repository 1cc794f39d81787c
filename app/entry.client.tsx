import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { registerServiceWorker } from "./components/offline/service-worker";
import { readyToHydrate } from "./hydration";

void readyToHydrate().then(() =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RemixBrowser />
      </StrictMode>,
    );
  }),
);

registerServiceWorker();
