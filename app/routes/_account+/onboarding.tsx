import type { HeadersFunction } from "@remix-run/node";
import { keepRetryAfter } from "~/http.server";
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import type { z } from "zod";
import { firstError, FormAlert, SubmitButton, TextField, useSubmitting } from "~/components/forms";
import { replyFor } from "~/components/form-reply";
import { formsClientAction } from "~/components/route-form-call";
import { ONBOARDING_FAILURES } from "~/schemas/account-messages";
import { BasilMark, ButtonLink, Card } from "~/components/ui";
import { useFieldsFilled, useHydrated } from "~/hooks";
import { submitOnboarding } from "./onboarding.server";
import { invitePreview } from "./invites.server";
import { inviteMetaTags } from "./ui/invite-meta";
import { createHouseholdSchema, joinHouseholdSchema } from "~/schemas/household";
import { PASSWORD_HINT } from "~/schemas/options";
import { requireUser } from "~/sessions.server";

export const headers: HeadersFunction = (args) => keepRetryAfter(args);

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: "Set up your household" },
  ...inviteMetaTags(data?.invitePreview),
];

export async function loader({ request }: LoaderFunctionArgs) {
  const { profile } = await requireUser(request);
  if (profile.householdId) throw redirect("/");
  const url = new URL(request.url);
  const view = url.searchParams.get("view");
  return json({
    displayName: profile.displayName ?? profile.email,
    view: view === "create" || view === "join" ? view : "choice",
    invitedName: url.searchParams.get("name") ?? "",
    invite: url.searchParams.get("invite") ?? "",
    invitePreview: await invitePreview(url.pathname + url.search),
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  return submitOnboarding(request, context.clientAddress);
}

/**
 * With JavaScript, creating or joining goes through the call layer: when the request gets no
 * answer, the form's alert says so ('Failed to create household. Please try again.') and
 * what was typed stays.
 */
export const clientAction = formsClientAction("routes/_account+/onboarding", ONBOARDING_FAILURES, new Set());

function CreateView() {
  const lastResult = replyFor(useActionData<typeof action>(), "create");
  const hydrated = useHydrated();
  const busy = useSubmitting({ intent: "create" });
  const [form, fields] = useForm<z.input<typeof createHouseholdSchema>>({
    id: "create-household",
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: createHouseholdSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  // Disabled while the name is blank or either password is empty (spaces are a password, which its rules refuse).
  const { ref, filled } = useFieldsFilled<HTMLFormElement>(
    ["name", "password", "confirmPassword"],
    ["password", "confirmPassword"],
  );
  return (
    <Form method="post" ref={ref} className="space-y-4" {...getFormProps(form)}>
      <h2 className="text-lg font-semibold">Create a New Household</h2>
      <fieldset disabled={busy} className="space-y-4">
        <TextField meta={fields.name} label="Household name" autoComplete="off" />
        <TextField
          meta={fields.password}
          label="Household password"
          type="password"
          autoComplete="new-password"
          hint={PASSWORD_HINT}
        />
        <TextField meta={fields.confirmPassword} label="Confirm password" type="password" autoComplete="new-password" />
      </fieldset>
      <FormAlert
        message={firstError(form.errors, fields.name.errors, fields.password.errors, fields.confirmPassword.errors)}
      />
      <div className="flex gap-3">
        <ButtonLink to="/onboarding" className="flex-1">
          Back
        </ButtonLink>
        <SubmitButton
          name="intent"
          value="create"
          className="flex-1"
          busy={busy}
          busyLabel="Creating..."
          disabled={hydrated && !filled}
        >
          Create Household
        </SubmitButton>
      </div>
    </Form>
  );
}

function JoinView({ invitedName, invite }: { invitedName: string; invite: string }) {
  const lastResult = replyFor(useActionData<typeof action>(), "join");
  const busy = useSubmitting({ intent: "join" });
  const [form, fields] = useForm<z.input<typeof joinHouseholdSchema>>({
    id: "join-household",
    lastResult,
    defaultValue: { name: invitedName },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: joinHouseholdSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  return (
    <Form method="post" className="space-y-4" {...getFormProps(form)}>
      <h2 className="text-lg font-semibold">Join an Existing Household</h2>
      {invite && <input type="hidden" name="invite" value={invite} />}
      <fieldset disabled={busy} className="space-y-4">
        <TextField
          meta={fields.name}
          label="Household name"
          hint="Must match exactly as it was created"
          autoComplete="off"
        />
        <TextField meta={fields.password} label="Household password" type="password" autoComplete="current-password" />
      </fieldset>
      <FormAlert message={firstError(form.errors, fields.name.errors, fields.password.errors)} />
      <div className="flex gap-3">
        <ButtonLink to="/onboarding" className="flex-1">
          Back
        </ButtonLink>
        <SubmitButton name="intent" value="join" className="flex-1" busy={busy} busyLabel="Joining...">
          Join Household
        </SubmitButton>
      </div>
    </Form>
  );
}

function Choice() {
  const option =
    "block rounded-xl border border-stone-200 p-4 text-left transition-colors hover:border-basil-500 hover:bg-basil-50";
  return (
    <nav aria-label="Household setup" className="grid gap-3">
      <Link to="?view=create" className={option}>
        <span className="block font-semibold">Create a New Household</span>
        <span className="mt-1 block text-sm text-stone-600">Start fresh and invite the people you cook with.</span>
      </Link>
      <Link to="?view=join" className={option}>
        <span className="block font-semibold">Join an Existing Household</span>
        <span className="mt-1 block text-sm text-stone-600">Use the household&apos;s name and password.</span>
      </Link>
    </nav>
  );
}

export default function Onboarding() {
  const { displayName, view, invitedName, invite } = useLoaderData<typeof loader>();
  return (
    <main className="flex min-h-dvh items-center justify-center bg-gradient-to-b from-basil-50 to-stone-50 p-4">
      <Card className="w-full max-w-md">
        <div className="mb-6 flex flex-col items-center text-center">
          <BasilMark className="mb-3 h-10 w-10" />
          <h1 className="text-2xl font-semibold">Welcome, {displayName}</h1>
          <p className="mt-1 text-sm text-stone-600">Let&apos;s set up your household to get started</p>
        </div>
        {view === "create" ? (
          <CreateView />
        ) : view === "join" ? (
          <JoinView invitedName={invitedName} invite={invite} />
        ) : (
          <Choice />
        )}
      </Card>
    </main>
  );
}
