import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData, useNavigation } from "@remix-run/react";
import { HouseholdTab } from "./ui/household-tab";
import { PreferencesTab } from "./ui/preferences-tab";
import { ProfileTab } from "./ui/profile-tab";
import { VoiceCard } from "./ui/voice-card";
import { AppearanceCard } from "./ui/appearance-card";
import { UnitsCard } from "./ui/units-card";
import { NotificationsCard } from "./ui/notifications-card";
import { useLeaveWarning } from "./ui/dirty";
import { AppFrame } from "~/components/app-nav";
import { Card, cx, Skeleton } from "~/components/ui";
import { formsClientAction } from "~/components/route-form-call";
import { SETTINGS_FAILURES, SETTINGS_RETRY_SAFE } from "~/schemas/account-messages";
import { keepRetryAfter } from "~/http.server";
import { loadSettings, submitSettings } from "./settings.server";

export const meta: MetaFunction = () => [{ title: "Settings" }];

/** A refusal to come back later (too many restores, another restore in hand) keeps saying when. */
export const headers: HeadersFunction = (args) => keepRetryAfter(args);

export async function loader({ request }: LoaderFunctionArgs) {
  return json(await loadSettings(request));
}

export async function action({ request }: ActionFunctionArgs) {
  return submitSettings(request);
}

/**
 * With JavaScript the settings forms go through the call layer: a request that gets no
 * answer is told as the error catalogue says for that form, and the page keeps what was typed.
 */
export const clientAction = formsClientAction("routes/_settings+/settings", SETTINGS_FAILURES, SETTINGS_RETRY_SAFE);

const TABS = [
  { id: "profile", label: "Profile" },
  { id: "preferences", label: "Preferences" },
  { id: "household", label: "Household" },
] as const;

function LoadingCards() {
  return (
    <div className="space-y-6" aria-busy="true">
      {[0, 1].map((index) => (
        <Card key={index}>
          <Skeleton className="mb-4 h-5 w-40" />
          <Skeleton className="mb-3 h-10 w-full" />
          <Skeleton className="h-10 w-2/3" />
        </Card>
      ))}
    </div>
  );
}

export default function Settings() {
  const data = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  useLeaveWarning();
  const switching =
    navigation.state === "loading" &&
    navigation.location.pathname === "/settings" &&
    new URLSearchParams(navigation.location.search).get("tab") !== data.tab;
  return (
    <AppFrame className="min-h-dvh">
      <header className="sticky top-0 z-10 border-b border-stone-200 bg-surface/95 backdrop-blur">
        <div className="mx-auto flex max-w-3xl items-center gap-3 px-4 py-3">
          <Link to="/chat" aria-label="Back to chat" className="rounded-lg p-2 text-stone-700 hover:bg-stone-100">
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="h-5 w-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d="M15 18l-6-6 6-6" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </Link>
          <div>
            <h1 className="text-lg font-semibold leading-tight">Settings</h1>
            <p className="text-xs text-stone-500">Manage your profile, preferences, and household</p>
          </div>
        </div>
        <nav aria-label="Settings sections" className="mx-auto flex max-w-3xl gap-1 px-4">
          {TABS.map((tab) => (
            <Link
              key={tab.id}
              to={`?tab=${tab.id}`}
              preventScrollReset
              aria-current={data.tab === tab.id ? "page" : undefined}
              className={cx(
                "border-b-2 px-3 py-2 text-sm font-medium",
                data.tab === tab.id
                  ? "border-basil-600 text-basil-700"
                  : "border-transparent text-stone-600 hover:text-stone-900",
              )}
            >
              {tab.label}
            </Link>
          ))}
        </nav>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto max-w-3xl px-4 py-6 outline-none">
        {switching ? (
          <LoadingCards />
        ) : data.tab === "preferences" ? (
          <div className="space-y-6">
            <PreferencesTab key={data.profile.updatedAt} data={data.profile} />
            <UnitsCard key={data.profile.units} units={data.profile.units} />
            <AppearanceCard key={data.profile.theme} theme={data.profile.theme} />
            <VoiceCard key={JSON.stringify(data.voice.settings)} voice={data.voice} />
            <NotificationsCard publicKey={data.notifications.publicKey} devices={data.notifications.devices} />
          </div>
        ) : data.tab === "household" ? (
          <HouseholdTab
            household={data.household}
            members={data.members}
            userId={data.userId}
            passwordUpdated={data.passwordUpdated}
            tokens={data.tokens}
            caldav={{ address: data.caldavAddress, userName: data.profile.email }}
            calendarFeed={data.calendarFeed}
            confirmLeave={data.confirmLeave}
          />
        ) : (
          <ProfileTab
            profile={data.profile}
            assistantName={data.assistantName}
            account={{
              hasPassword: data.hasPassword,
              localAccounts: data.localAccounts,
              providerName: data.providerName,
              household: data.household ? { name: data.household.name, lastMember: data.members.length <= 1 } : null,
            }}
          />
        )}
      </main>
    </AppFrame>
  );
}
