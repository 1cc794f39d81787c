import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useActionData, useLocation } from "@remix-run/react";
import { useState } from "react";
import type { z } from "zod";
import { clearOutbox, sendBeforeSignOut, type OutboxNote } from "~/components/offline/outbox";
import { firstError, FormAlert, SubmitButton, TextField, useSubmitting } from "~/components/forms";
import { ReplyToast, replyFor, sentChoices, toastFor, type FormReply } from "~/components/form-reply";
import { Button, Card, CardHeader, cx, Input, Label } from "~/components/ui";
import { presetAllergies, presetDietaryRestrictions } from "~/schemas/options";
import { dietarySchema, displayNameSchema } from "~/schemas/profile";
import { DeleteAccountCard, OwnPasswordCard, type HouseholdPlace } from "./account-cards";
import { useDirtyForm } from "./dirty";
import type { SettingsAction } from "./types";

type ProfileData = { displayName: string; email: string; dietaryRestrictions: string[]; allergies: string[] };

function FormActions({
  show,
  busy,
  busyLabel,
  intent,
}: {
  show: boolean;
  busy: boolean;
  busyLabel: string;
  intent: string;
}) {
  if (!show) return null;
  return (
    <div className="flex flex-wrap justify-end gap-3 pt-2">
      <Button type="reset" variant="outline" disabled={busy}>
        Cancel
      </Button>
      <SubmitButton name="intent" value={intent} busy={busy} busyLabel={busyLabel}>
        Save Changes
      </SubmitButton>
    </div>
  );
}

export { FormActions };

function UserProfileCard({ profile }: { profile: ProfileData }) {
  const reply = useActionData<SettingsAction>();
  const lastResult = replyFor(reply, "profile");
  const busy = useSubmitting({ intent: "profile" });
  const { ref, showActions, formHandlers } = useDirtyForm();
  const [form, fields] = useForm<z.input<typeof displayNameSchema>>({
    id: "user-profile",
    lastResult,
    defaultValue: { displayName: profile.displayName },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: displayNameSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  return (
    <Card aria-labelledby="user-profile-title">
      <CardHeader id="user-profile-title" title="User Profile" description="How you appear to your household" />
      <Form method="post" ref={ref} className="space-y-4" {...getFormProps(form)} {...formHandlers}>
        <TextField meta={fields.displayName} label="Display Name" autoComplete="name" />
        <div>
          <Label htmlFor="profile-email">Email</Label>
          <Input
            id="profile-email"
            type="email"
            value={profile.email}
            readOnly
            aria-describedby="profile-email-note"
            className="bg-stone-100 text-stone-600"
          />
          <p id="profile-email-note" className="mt-1 text-xs text-stone-500">
            Email cannot be changed
          </p>
        </div>
        <FormAlert message={firstError(form.errors, fields.displayName.errors)} />
        <ReplyToast toast={toastFor(reply, "profile")} />
        <FormActions show={showActions} busy={busy} busyLabel="Saving..." intent="profile" />
      </Form>
    </Card>
  );
}

function label(entry: string) {
  return entry.charAt(0).toUpperCase() + entry.slice(1);
}

function ChoiceChips({ name, options, selected }: { name: string; options: string[]; selected: readonly string[] }) {
  return (
    <div className="flex flex-wrap gap-2">
      {options.map((option) => (
        <label key={option} className="cursor-pointer">
          <input
            type="checkbox"
            name={name}
            value={option}
            defaultChecked={selected.includes(option)}
            className="peer sr-only"
          />
          <span
            className={cx(
              "inline-flex items-center rounded-full border px-3 py-1 text-sm transition-colors",
              "border-stone-300 bg-surface text-stone-700 hover:border-basil-500",
              "peer-checked:border-basil-600 peer-checked:bg-basil-600 peer-checked:text-white",
              "peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-basil-600",
            )}
          >
            {label(option)}
          </span>
        </label>
      ))}
    </div>
  );
}

/** Preset and custom entries as chips, and a box to add a custom one. */
function DietaryList({
  legend,
  name,
  options,
  selected,
  custom,
}: {
  legend: string;
  name: string;
  options: string[];
  selected: readonly string[];
  custom: { name: string; label: string; placeholder: string; intent: string; typed: string };
}) {
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-stone-800">{legend}</legend>
      <ChoiceChips name={name} options={options} selected={selected} />
      <div className="flex gap-2">
        <label htmlFor={custom.name} className="sr-only">
          {custom.label}
        </label>
        <Input
          id={custom.name}
          name={custom.name}
          defaultValue={custom.typed}
          placeholder={custom.placeholder}
          className="mt-0"
        />
        <Button type="submit" name="intent" value={custom.intent} variant="outline">
          Add
        </Button>
      </div>
    </fieldset>
  );
}

const DIETARY_INTENTS = ["save-dietary", "add-restriction", "add-allergy", "add-typed"];

/** What was typed in a custom box, drawn again after a failed save; empty before any reply. */
function typedIn(result: FormReply["result"] | undefined, name: string) {
  const value = result?.initialValue?.[name];
  return typeof value === "string" ? value : "";
}

function DietaryCard({ profile, assistantName }: { profile: ProfileData; assistantName: string }) {
  const reply = useActionData<SettingsAction>();
  const lastResult = replyFor(reply, ...DIETARY_INTENTS);
  const busy = useSubmitting({ intent: "save-dietary" });
  const { ref, showActions, formHandlers } = useDirtyForm();
  const [form, fields] = useForm<z.input<typeof dietarySchema>>({
    id: "dietary",
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: dietarySchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onSubmit",
  });
  const restrictions = [...new Set([...presetDietaryRestrictions, ...profile.dietaryRestrictions])];
  const allergies = [...new Set([...presetAllergies, ...profile.allergies])];
  const error = firstError(form.errors, fields.customRestriction.errors, fields.customAllergy.errors);
  return (
    <Card aria-labelledby="dietary-title">
      <CardHeader
        id="dietary-title"
        title="Dietary Information"
        description={`${assistantName} never suggests a recipe that conflicts with these.`}
      />
      <Form method="post" ref={ref} className="space-y-6" {...getFormProps(form)} {...formHandlers}>
        <button type="submit" name="intent" value="add-typed" tabIndex={-1} aria-hidden="true" className="sr-only">
          Add
        </button>
        <DietaryList
          legend="Dietary restrictions"
          name="dietaryRestrictions"
          options={restrictions}
          selected={sentChoices(lastResult, "dietaryRestrictions", profile.dietaryRestrictions)}
          custom={{
            name: "customRestriction",
            label: "Custom dietary restriction",
            placeholder: "Add a custom restriction",
            intent: "add-restriction",
            typed: typedIn(lastResult, "customRestriction"),
          }}
        />
        <DietaryList
          legend="Allergies"
          name="allergies"
          options={allergies}
          selected={sentChoices(lastResult, "allergies", profile.allergies)}
          custom={{
            name: "customAllergy",
            label: "Custom allergy",
            placeholder: "Add a custom allergy",
            intent: "add-allergy",
            typed: typedIn(lastResult, "customAllergy"),
          }}
        />
        <FormAlert message={error} />
        <ReplyToast toast={toastFor(reply, ...DIETARY_INTENTS)} />
        <FormActions show={showActions} busy={busy} busyLabel="Saving..." intent="save-dietary" />
      </Form>
    </Card>
  );
}

/**
 * Log Out. With JavaScript, changes still queued on this device (made offline on the list or
 * in the pantry) are sent first; any that cannot be sent now, and any another member's
 * change overtook, are named before the member goes. The device's queue is cleared only once
 * the server has signed the member out; when that fails the error is only logged and the
 * button is enabled again. Without JavaScript there is no queue: the form simply posts.
 */
function AccountActionsCard() {
  const [busy, setBusy] = useState(false);
  const [unsent, setUnsent] = useState(0);
  const [notes, setNotes] = useState<OutboxNote[]>([]);

  async function signOut(form: HTMLFormElement, anyway: boolean) {
    setBusy(true);
    try {
      if (!anyway) {
        const sent = await sendBeforeSignOut();
        setUnsent(sent.left);
        setNotes(sent.notes);
        if (sent.left > 0 || sent.notes.length > 0) return;
      }
      const response = await fetch(form.action, {
        method: "POST",
        body: new URLSearchParams(),
        credentials: "same-origin",
      });
      if (!response.ok || new URL(response.url).pathname !== "/login")
        throw new Error(`Logging out answered ${response.status}`);
      await clearOutbox().catch((error: unknown) => console.error(error));
      window.location.assign("/login");
    } catch (error) {
      console.error(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card aria-labelledby="account-actions-title">
      <CardHeader id="account-actions-title" title="Account Actions" />
      <Form
        method="post"
        action="/logout"
        onSubmit={(event) => {
          event.preventDefault();
          void signOut(event.currentTarget, false);
        }}
      >
        {unsent > 0 || notes.length > 0 ? (
          <div
            role="alert"
            className="mb-4 space-y-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
          >
            {notes.map((note, index) => (
              <p key={index}>{note.text}</p>
            ))}
            {unsent > 0 ? (
              <>
                <p>
                  {unsent === 1 ? "1 change made offline has" : `${unsent} changes made offline have`} not been sent
                  yet. If you log out now, {unsent === 1 ? "it" : "they"} will be lost.
                </p>
                <div className="flex flex-wrap gap-3 pt-1">
                  <Button
                    type="button"
                    variant="outline"
                    onClick={() => {
                      setUnsent(0);
                      setNotes([]);
                    }}
                  >
                    Stay logged in
                  </Button>
                  <Button
                    type="button"
                    variant="destructive"
                    disabled={busy}
                    onClick={(event) => {
                      const owner = event.currentTarget.form;
                      if (owner) void signOut(owner, true);
                    }}
                  >
                    Log out anyway
                  </Button>
                </div>
              </>
            ) : null}
          </div>
        ) : null}
        <SubmitButton variant="destructive" busy={busy} busyLabel="Logging out...">
          Log Out
        </SubmitButton>
      </Form>
    </Card>
  );
}

export function ProfileTab({
  profile,
  assistantName,
  account,
}: {
  profile: ProfileData;
  assistantName: string;
  account: { hasPassword: boolean; localAccounts: boolean; providerName: string | null; household: HouseholdPlace };
}) {
  const location = useLocation();
  return (
    <div className="space-y-6">
      {/* Each card is drawn afresh when its own values are saved, never when another card's
          are: a save in one card keeps what is being edited in the other. */}
      <UserProfileCard key={profile.displayName} profile={profile} />
      <DietaryCard
        key={JSON.stringify([profile.dietaryRestrictions, profile.allergies])}
        profile={profile}
        assistantName={assistantName}
      />
      {/* A fresh card after each change: the fields never keep a password. */}
      {account.localAccounts ? (
        <OwnPasswordCard
          key={location.key}
          email={profile.email}
          hasPassword={account.hasPassword}
          providerName={account.providerName}
        />
      ) : null}
      <AccountActionsCard />
      <DeleteAccountCard email={profile.email} assistantName={assistantName} household={account.household} />
    </div>
  );
}
