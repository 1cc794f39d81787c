import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { appInfo } from "~/app-info.server";
import { ChatHeader } from "~/components/chat-header";
import { ErrorScreen } from "~/components/screens";
import { requireHousehold } from "~/sessions.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.assistantName ?? "Basil" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { profile } = await requireHousehold(request);
  return json({ assistantName: appInfo().assistantName, displayName: profile.displayName ?? profile.email });
}

export default function Chat() {
  const { assistantName, displayName } = useLoaderData<typeof loader>();
  return (
    <div className="flex min-h-dvh flex-col">
      <ChatHeader assistantName={assistantName} />
      <main className="mx-auto flex w-full max-w-2xl flex-1 flex-col items-center justify-center gap-2 p-6 text-center">
        <h2 className="text-xl font-semibold">Hello, {displayName}</h2>
        <p className="text-stone-600">Your household is set up. Conversations with {assistantName} will appear here.</p>
      </main>
    </div>
  );
}

export function ErrorBoundary() {
  return <ErrorScreen tryAgainHref="/" homeHref="/dashboard" />;
}
