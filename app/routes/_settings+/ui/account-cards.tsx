import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useActionData } from "@remix-run/react";
import { useState } from "react";
import type { z } from "zod";
import { firstError, FormAlert, SubmitButton, TextField, useSubmitting } from "~/components/forms";
import { TwoStepRemoval } from "~/components/kitchen/two-step-removal";
import { Button, Card, CardHeader, Input } from "~/components/ui";
import { useFieldsFilled, useHydrated } from "~/hooks";
import { deleteAccountSchema } from "~/schemas/account";
import { changePasswordSchema } from "~/schemas/household";
import { PASSWORD_HINT } from "~/schemas/options";
import { replyFor } from "~/components/form-reply";
import type { SettingsAction } from "./types";

/** What the account cards say about the member's household. */
export type HouseholdPlace = { name: string; lastMember: boolean } | null;

/** The member's own sign-in password. An account that signs in with a provider has none here. */
export function OwnPasswordCard({
  email,
  hasPassword,
  providerName,
}: {
  email: string;
  hasPassword: boolean;
  providerName: string | null;
}) {
  const lastResult = replyFor(useActionData<SettingsAction>(), "change-own-password");
  const hydrated = useHydrated();
  const busy = useSubmitting({ intent: "change-own-password" });
  const [form, fields] = useForm<z.input<typeof changePasswordSchema>>({
    id: "own-password",
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: changePasswordSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onSubmit",
  });
  const { ref, filled } = useFieldsFilled<HTMLFormElement>(["currentPassword", "newPassword", "confirmPassword"]);
  if (!hasPassword) {
    return (
      <Card aria-labelledby="own-password-title">
        <CardHeader
          id="own-password-title"
          title="Your Password"
          description={`You sign in with ${providerName ?? "an identity provider"}, so your password is kept there.`}
        />
      </Card>
    );
  }
  const error = firstError(
    form.errors,
    fields.currentPassword.errors,
    fields.newPassword.errors,
    fields.confirmPassword.errors,
  );
  return (
    <Card aria-labelledby="own-password-title">
      <CardHeader
        id="own-password-title"
        title="Your Password"
        description="The password you sign in with. Changing it signs you out on your other devices."
      />
      <FormAlert message={error} />
      <Form method="post" ref={ref} className="space-y-4" {...getFormProps(form)}>
        {/* Tells a password manager which account the new password is for. */}
        <input type="email" autoComplete="username" value={email} readOnly hidden />
        <PasswordChangeFields
          fields={fields}
          busy={busy}
          submit={{ value: "change-own-password", label: "Change Password", busyLabel: "Changing..." }}
          disabled={hydrated && !filled}
        />
      </Form>
    </Card>
  );
}

/** What deleting the account does, said before the member confirms it. */
function deletionConsequences(assistantName: string, household: HouseholdPlace) {
  return [
    `You are signed out everywhere, and your sign-in, your profile (name, diet, allergies and preferences), your conversations with ${assistantName} and your API tokens are deleted.`,
    household === null
      ? null
      : household.lastMember
        ? `You are the only member of ${household.name}, so it is deleted too, with its pantry, shopping list, recipes, meal plan, cooking sessions and timers.`
        : `What you added to ${household.name} (pantry and list items, recipes, the meal plan) stays with the household.`,
    "This cannot be undone.",
  ].filter((line): line is string => line !== null);
}

/** Deleting the account, confirmed by typing its email. */
export function DeleteAccountCard({
  email,
  assistantName,
  household,
}: {
  email: string;
  assistantName: string;
  household: HouseholdPlace;
}) {
  const lastResult = replyFor(useActionData<SettingsAction>(), "delete-account");
  const busy = useSubmitting({ intent: "delete-account" });
  const [form, fields] = useForm<z.input<typeof deleteAccountSchema>>({
    id: "delete-account",
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: deleteAccountSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  return (
    <Card aria-labelledby="delete-account-title" className="border-red-200">
      <CardHeader id="delete-account-title" title="Delete Account" />
      <ul className="mb-4 list-disc space-y-1 pl-5 text-sm text-stone-700">
        {deletionConsequences(assistantName, household).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <FormAlert message={firstError(form.errors, fields.confirmEmail.errors)} />
      <Form method="post" className="space-y-4" {...getFormProps(form)}>
        <TextField
          meta={fields.confirmEmail}
          label="Type your email to confirm"
          type="email"
          autoComplete="off"
          hint={`Your email is ${email}.`}
        />
        <SubmitButton name="intent" value="delete-account" variant="destructive" busy={busy} busyLabel="Deleting...">
          Delete my account
        </SubmitButton>
      </Form>
    </Card>
  );
}

/** Leaving the household: what happens is said first, then confirmed (a second step, with or without JavaScript). */
export function LeaveHouseholdCard({
  household,
  confirming,
}: {
  household: NonNullable<HouseholdPlace>;
  confirming: boolean;
}) {
  const refusal = replyFor(useActionData<SettingsAction>(), "leave-household")?.error?.[""]?.[0] ?? null;
  const consequence = household.lastMember
    ? `You are its only member, so leaving deletes ${household.name} with its pantry, shopping list, recipes, meal plan, cooking sessions and timers, and the conversations held in it. Your profile stays, and you can create or join another household.`
    : `You stop sharing its pantry, shopping list, recipes and meal plan; what you added stays with it. Your profile stays, and so do your conversations: you see them again if you rejoin. Then you can create or join another household.`;
  return (
    <div className="space-y-3">
      <FormAlert message={refusal} />
      <TwoStepRemoval
        id="leave-household"
        here="/settings?tab=household"
        confirm="leave-household"
        intent="leave-household"
        confirming={confirming}
        title="Leave Household"
        description={consequence}
        action="Leave household"
        question={`Leave ${household.name}?`}
        consequence={consequence}
        yes="Leave household"
        busyLabel="Leaving..."
      />
    </div>
  );
}

/** A one-time reset link for another member, made here and passed on by hand. */
export function MemberResetLink({ member }: { member: { userId: string; name: string } }) {
  const result = useActionData<SettingsAction>();
  const mine = result && "memberId" in result && result.memberId === member.userId ? result : null;
  const busy = useSubmitting({ intent: "create-reset-link" });
  const hydrated = useHydrated();
  const [copied, setCopied] = useState<string | null>(null);
  const fieldId = `reset-link-${member.userId}`;
  if (mine?.status === "reset-link-created") {
    // Without APP_URL the server gives the link relative; the address this page is on completes it.
    const link = hydrated ? new URL(mine.link, window.location.href).href : mine.link;
    return (
      <div className="mt-2 space-y-2">
        <label htmlFor={fieldId} className="text-xs font-medium text-stone-700">
          Reset link for {member.name}
        </label>
        <Input id={fieldId} readOnly value={link} className="font-mono text-xs" />
        <p className="text-xs text-stone-600">
          Give it to {member.name} yourself. It works once, within an hour, and signs them out on their other devices.
        </p>
        {hydrated ? (
          <div className="flex items-center gap-3">
            <Button
              variant="outline"
              onClick={() => {
                navigator.clipboard.writeText(link).then(
                  () => setCopied("Reset link copied"),
                  () => setCopied("Could not copy the link; copy it from the box above."),
                );
              }}
            >
              Copy reset link
            </Button>
            <p role="status" className="text-sm text-stone-600">
              {copied}
            </p>
          </div>
        ) : null}
      </div>
    );
  }
  return (
    <Form method="post" className="mt-2">
      <input type="hidden" name="memberId" value={member.userId} />
      {mine?.status === "reset-link-error" ? <FormAlert message={mine.formErrors[0]} /> : null}
      <SubmitButton
        name="intent"
        value="create-reset-link"
        variant="outline"
        busy={busy}
        busyLabel="Creating..."
        aria-label={`Create reset link for ${member.name}`}
        className="px-3 py-1.5 text-sm"
      >
        Create reset link
      </SubmitButton>
    </Form>
  );
}

type PasswordFields = ReturnType<typeof useForm<z.input<typeof changePasswordSchema>>>[1];

/** A password change's three fields and its Cancel and submit buttons (the member's own password, the household's). */
export function PasswordChangeFields({
  fields,
  busy,
  submit,
  disabled,
}: {
  fields: PasswordFields;
  busy: boolean;
  submit: { value: string; label: string; busyLabel: string };
  disabled: boolean;
}) {
  return (
    <>
      <TextField
        meta={fields.currentPassword}
        label="Current password"
        type="password"
        autoComplete="current-password"
      />
      <TextField
        meta={fields.newPassword}
        label="New password"
        type="password"
        autoComplete="new-password"
        hint={PASSWORD_HINT}
      />
      <TextField
        meta={fields.confirmPassword}
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
      />
      <div className="flex flex-wrap justify-end gap-3">
        <Button type="reset" variant="outline" disabled={busy}>
          Cancel
        </Button>
        <SubmitButton name="intent" value={submit.value} busy={busy} busyLabel={submit.busyLabel} disabled={disabled}>
          {submit.label}
        </SubmitButton>
      </div>
    </>
  );
}
