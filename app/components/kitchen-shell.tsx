import type { ReactNode } from "react";
import { AppFrame, SettingsLink } from "./app-nav";

/**
 * The frame of the kitchen pages: the app's navigation, a title bar (with the settings
 * button on phones, whose tab bar has no room for it) and the page.
 */
export function KitchenShell({
  title,
  subtitle,
  actions,
  children,
}: {
  title: string;
  subtitle?: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <AppFrame className="min-h-dvh">
      <header className="sticky top-0 z-10 border-b border-stone-200 bg-surface/95 backdrop-blur">
        <div className="mx-auto flex max-w-3xl items-center gap-3 px-4 py-3">
          <div className="min-w-0 flex-1">
            <h1 className="truncate text-lg font-semibold leading-tight">{title}</h1>
            {subtitle ? <p className="truncate text-xs text-stone-500">{subtitle}</p> : null}
          </div>
          <div className="contents print:hidden">{actions}</div>
          <SettingsLink className="-mr-2 sm:hidden print:hidden" />
        </div>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto max-w-3xl px-4 py-5 outline-none">
        {children}
      </main>
    </AppFrame>
  );
}
