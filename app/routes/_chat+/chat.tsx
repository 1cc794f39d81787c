import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { loadChat, submitChat } from "./chat.server";
import { ChatScreen } from "~/components/chat/chat-screen";
import { ErrorScreen } from "~/components/screens";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.assistantName ?? "Basil" }];

export async function loader({ request }: LoaderFunctionArgs) {
  return json(await loadChat(request));
}

export async function action({ request }: ActionFunctionArgs) {
  return submitChat(request);
}

export default function Chat() {
  const data = useLoaderData<typeof loader>();
  return <ChatScreen data={data} />;
}

export function ErrorBoundary() {
  return <ErrorScreen tryAgainHref="/chat" homeHref="/dashboard" />;
}
