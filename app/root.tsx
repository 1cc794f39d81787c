import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useLocation,
  useNavigation,
  useRouteLoaderData,
} from "@remix-run/react";
import { useEffect, useState, type ReactNode } from "react";
import { OfflineBanner } from "./components/offline/offline-banner";
import { ErrorScreen, LoadingIndicator, LoadingScreen } from "./components/screens";
import { Toaster } from "./components/toaster";
import { appInfo } from "./app-info.server";
import { useHydrated } from "./hooks";
import { useNonce } from "./nonce";
import { getSignedIn, takeToast } from "./sessions.server";
import { TimerTray } from "./components/timers/timer-tray";
import { trayData } from "./timer-tray.server";
import stylesheet from "./tailwind.css?url";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/icons/apple-touch-icon.png" },
  { rel: "manifest", href: "/manifest.webmanifest" },
];

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.assistantName ?? "Basil" },
  { name: "description", content: "Your AI-powered culinary assistant" },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const [{ toast, setCookie }, signedIn] = await Promise.all([takeToast(request), getSignedIn(request)]);
  const tray = await trayData(request, signedIn);
  // The member's theme is drawn into <html> by the server: the first paint is already in it.
  const theme = signedIn?.profile.theme ?? "system";
  // Recipe amounts and temperatures are drawn in the member's units wherever they appear.
  const units = signedIn?.profile.units ?? "metric";
  return json(
    { ...appInfo(), toast, tray, theme, units },
    setCookie ? { headers: { "Set-Cookie": setCookie } } : undefined,
  );
}

/** The assistant's configured name, for titles. */
export function useAssistantName() {
  const data = useRouteLoaderData<typeof loader>("root");
  return data?.assistantName ?? "Basil";
}

/**
 * Shows a full-screen indicator for navigations slow enough to notice: the assistant's
 * loading screen on the way to the chat, the plain indicator elsewhere.
 */
function PendingNavigation() {
  const navigation = useNavigation();
  const assistantName = useAssistantName();
  const [slow, setSlow] = useState(false);
  const loading = navigation.state === "loading";
  useEffect(() => {
    if (!loading) {
      setSlow(false);
      return;
    }
    const timer = setTimeout(() => setSlow(true), 400);
    return () => clearTimeout(timer);
  }, [loading]);
  if (!slow) return null;
  const toChat = navigation.location?.pathname === "/" || navigation.location?.pathname === "/chat";
  return toChat ? (
    <div className="fixed inset-0 z-40 bg-stone-50">
      <LoadingScreen assistantName={assistantName} />
    </div>
  ) : (
    <LoadingIndicator />
  );
}

const PAGE_END = "page-end";

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const theme = useRouteLoaderData<typeof loader>("root")?.theme ?? "system";
  // `<html data-hydrated>` once the page's parts have re-rendered as hydrated (the layout's
  // effects run after theirs): what the browser tests wait for before they use the page.
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated) document.documentElement.dataset.hydrated = "";
  }, [hydrated]);
  return (
    <html lang="en" data-theme={theme}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content="#2f7e37" />
        <Meta />
        <Links />
        {/* The first paint waits for the page's last visible element: a page the browser
            paints while its HTML is still arriving would move under the reader as the rest
            lands (the chat's message box grows in below the messages). */}
        <link rel="expect" href={`#${PAGE_END}`} {...{ blocking: "render" }} />
      </head>
      <body>
        {children}
        <div id={PAGE_END} hidden />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const { toast, tray } = useLoaderData<typeof loader>();
  return (
    <>
      <OfflineBanner />
      {tray ? <TimerTray tray={tray} /> : null}
      <Outlet />
      <Toaster toast={toast} />
      <PendingNavigation />
    </>
  );
}

export function ErrorBoundary() {
  const location = useLocation();
  return <ErrorScreen tryAgainHref={location.pathname + location.search} />;
}
