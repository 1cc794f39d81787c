import { Form, useActionData } from "@remix-run/react";
import { FormAlert, SubmitButton, useSubmitting } from "~/components/forms";
import { Alert, Button, Card, CardHeader, Input, Label } from "~/components/ui";
import { useWholeAddress } from "~/hooks";
import type { SettingsAction } from "./types";

type TokenData = { id: string; name: string; prefix: string; createdAt: string; lastUsedAt: string | null };

/**
 * Personal API tokens: created here, shown once, stored hashed, revocable. The same tokens
 * sign calendar and to-do apps in to the household's CalDAV calendars, whose address is shown.
 */
export function ApiTokensCard({
  tokens,
  caldav,
}: {
  tokens: TokenData[];
  caldav: { address: string; userName: string };
}) {
  const result = useActionData<SettingsAction>();
  const busy = useSubmitting({ intent: "create-token" });
  const created = result && "secret" in result ? result : null;
  // Without APP_URL the server gives the address relative; the address this page is on completes it.
  const caldavAddress = useWholeAddress(caldav.address);
  const error = result && "status" in result && result.status === "token-error" ? result.formErrors[0] : null;
  return (
    <Card aria-labelledby="api-tokens-title">
      <CardHeader
        id="api-tokens-title"
        title="API Tokens"
        description="Let your own scripts and apps use the household's API as you. Send the token as Authorization: Bearer."
      />
      {created ? (
        <Alert variant="success" className="mb-4">
          <p className="font-medium">Copy your new token now. It will not be shown again.</p>
          <code
            data-testid="new-token"
            className="mt-2 block break-all rounded bg-surface px-2 py-1 font-mono text-xs text-stone-900"
          >
            {created.secret}
          </code>
        </Alert>
      ) : null}
      <FormAlert message={error} />
      <Form method="post" className="flex flex-wrap items-end gap-3">
        <div className="min-w-48 flex-1">
          <Label htmlFor="token-name">Token name</Label>
          <Input id="token-name" name="tokenName" maxLength={60} placeholder="e.g. Kitchen tablet" autoComplete="off" />
        </div>
        <SubmitButton name="intent" value="create-token" variant="outline" busy={busy} busyLabel="Creating...">
          Create token
        </SubmitButton>
      </Form>
      {tokens.length === 0 ? (
        <p className="mt-4 text-sm text-stone-600">No tokens yet</p>
      ) : (
        <ul className="mt-4 divide-y divide-stone-100">
          {tokens.map((token) => (
            <li key={token.id} className="flex items-center justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="truncate font-medium">{token.name}</p>
                <p className="text-xs text-stone-500">
                  <span className="font-mono">{token.prefix}…</span> · created {token.createdAt}
                  {token.lastUsedAt ? ` · last used ${token.lastUsedAt}` : " · never used"}
                </p>
              </div>
              <Form method="post">
                <input type="hidden" name="tokenId" value={token.id} />
                <Button
                  type="submit"
                  name="intent"
                  value="revoke-token"
                  variant="outline"
                  aria-label={`Revoke ${token.name}`}
                >
                  Revoke
                </Button>
              </Form>
            </li>
          ))}
        </ul>
      )}
      <section aria-labelledby="caldav-title" className="mt-6 border-t border-stone-100 pt-4">
        <h3 id="caldav-title" className="font-medium">
          Calendars and to-do apps (CalDAV)
        </h3>
        <p className="mt-1 text-sm text-stone-600">
          Add a CalDAV account in Apple Reminders, DAVx⁵, Thunderbird or Home Assistant to see the shopping list as a
          to-do list (tick items on your phone) and the meal plan as a calendar. Enter the server address, your email as
          the user name, and a token as the password.
        </p>
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-stone-600">Server</dt>
          <dd>
            <code data-testid="caldav-address" className="break-all font-mono text-xs text-stone-900">
              {caldavAddress}
            </code>
          </dd>
          <dt className="text-stone-600">User name</dt>
          <dd className="break-all">{caldav.userName}</dd>
        </dl>
      </section>
    </Card>
  );
}
