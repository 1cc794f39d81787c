import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useActionData, useLocation } from "@remix-run/react";
import { useEffect, useState, type ComponentProps } from "react";
import type { z } from "zod";
import { firstError, FormAlert, useSubmitting } from "~/components/forms";
import { Alert, Badge, Button, Card, CardHeader, Input } from "~/components/ui";
import { useFieldsFilled, useHydrated, useWholeAddress } from "~/hooks";
import { changePasswordSchema } from "~/schemas/household";
import { LeaveHouseholdCard, MemberResetLink, PasswordChangeFields } from "./account-cards";
import { ApiTokensCard } from "./api-tokens-card";
import { CalendarFeedCard } from "./calendar-feed-card";
import { HouseholdDataCard } from "./household-data-card";
import { replyFor } from "~/components/form-reply";
import type { SettingsAction } from "./types";

export const PASSWORD_NOTICE_MS = 5000;

type HouseholdData = { name: string; createdAt: string; inviteLink: string } | null;
type MemberData = {
  id: string;
  userId: string;
  email: string;
  displayName: string | null;
  joinedAt: string;
  canReset: boolean;
};

function OverviewCard({ household }: { household: HouseholdData }) {
  return (
    <Card aria-labelledby="household-overview-title">
      <CardHeader id="household-overview-title" title="Household Overview" />
      {household ? (
        <dl className="grid gap-3 sm:grid-cols-2">
          <div>
            <dt className="text-xs uppercase tracking-wide text-stone-500">Name</dt>
            <dd className="font-medium">{household.name}</dd>
          </div>
          <div>
            <dt className="text-xs uppercase tracking-wide text-stone-500">Created</dt>
            <dd className="font-medium">{household.createdAt}</dd>
          </div>
        </dl>
      ) : (
        <div>
          <p className="font-medium">No household found</p>
          <p className="text-sm text-stone-600">You are not currently part of a household</p>
        </div>
      )}
    </Card>
  );
}

function InviteCard({ household }: { household: NonNullable<HouseholdData> }) {
  const hydrated = useHydrated();
  const [status, setStatus] = useState<string | null>(null);
  // Without APP_URL the server gives the link relative; the address this page is on completes it.
  const inviteLink = useWholeAddress(household.inviteLink);
  const share = async () => {
    const text = `Join our household "${household.name}" on Basil. Ask me for the household password.`;
    try {
      if (navigator.share) {
        await navigator.share({ title: "Join our household", text, url: inviteLink });
        return;
      }
      await navigator.clipboard.writeText(inviteLink);
      setStatus("Invite link copied");
    } catch (error) {
      if (error instanceof DOMException && error.name === "AbortError") return;
      setStatus("Could not share the link; copy it from the box above.");
    }
  };
  return (
    <Card aria-labelledby="invite-title">
      <CardHeader
        id="invite-title"
        title="Invite Someone"
        description="Send this link by text. It opens the join screen with your household's name filled in; they still need the password."
      />
      <label htmlFor="invite-link" className="sr-only">
        Invite link
      </label>
      <Input id="invite-link" readOnly value={inviteLink} className="font-mono text-xs" />
      {hydrated ? (
        <div className="mt-3 flex items-center gap-3">
          <Button variant="outline" onClick={share}>
            Share invite link
          </Button>
          <p role="status" className="text-sm text-stone-600">
            {status}
          </p>
        </div>
      ) : null}
    </Card>
  );
}

function MembersCard({ members, userId }: { members: MemberData[]; userId: string }) {
  return (
    <Card aria-labelledby="members-title">
      <CardHeader
        id="members-title"
        title="Household Members"
        description={
          members.some((member) => member.canReset)
            ? "Someone forgot their password? Create a reset link for them and pass it on."
            : undefined
        }
      />
      {members.length === 0 ? (
        <p className="text-sm text-stone-600">No members found</p>
      ) : (
        <ul className="divide-y divide-stone-100">
          {members.map((member) => (
            <li key={member.id} className="py-3">
              <div className="min-w-0">
                <p className="break-words font-medium">
                  {member.displayName ?? member.email} {member.userId === userId ? <Badge>You</Badge> : null}
                </p>
                {member.displayName ? <p className="break-all text-sm text-stone-600">{member.email}</p> : null}
                <p className="text-xs text-stone-500">Joined {member.joinedAt}</p>
              </div>
              {member.canReset ? (
                <MemberResetLink member={{ userId: member.userId, name: member.displayName ?? member.email }} />
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function ChangePasswordCard({ passwordUpdated }: { passwordUpdated: boolean }) {
  const lastResult = replyFor(useActionData<SettingsAction>(), "change-password");
  const hydrated = useHydrated();
  const busy = useSubmitting({ intent: "change-password" });
  const [notice, setNotice] = useState(passwordUpdated);
  const [form, fields] = useForm<z.input<typeof changePasswordSchema>>({
    id: "change-household-password",
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: changePasswordSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onSubmit",
  });

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(false), PASSWORD_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  const { ref, filled } = useFieldsFilled<HTMLFormElement>(["currentPassword", "newPassword", "confirmPassword"]);
  const error = firstError(
    form.errors,
    fields.currentPassword.errors,
    fields.newPassword.errors,
    fields.confirmPassword.errors,
  );
  return (
    <Card aria-labelledby="change-password-title">
      <CardHeader id="change-password-title" title="Change Household Password" />
      {notice ? (
        <Alert variant="success" className="mb-4">
          Password updated successfully! Share the new password with members who need to join.
        </Alert>
      ) : null}
      <FormAlert message={error} />
      <Form method="post" ref={ref} className="space-y-4" {...getFormProps(form)} onReset={() => setNotice(false)}>
        <PasswordChangeFields
          fields={fields}
          busy={busy}
          submit={{ value: "change-password", label: "Update Password", busyLabel: "Updating..." }}
          disabled={hydrated && !filled}
        />
      </Form>
    </Card>
  );
}

export function HouseholdTab({
  household,
  members,
  userId,
  passwordUpdated,
  tokens,
  caldav,
  calendarFeed,
  confirmLeave,
}: {
  household: HouseholdData;
  members: MemberData[];
  userId: string;
  passwordUpdated: boolean;
  tokens: ComponentProps<typeof ApiTokensCard>["tokens"];
  caldav: ComponentProps<typeof ApiTokensCard>["caldav"];
  calendarFeed: ComponentProps<typeof CalendarFeedCard>["feed"];
  confirmLeave: boolean;
}) {
  const location = useLocation();
  return (
    <div className="space-y-6">
      <OverviewCard household={household} />
      {household ? <InviteCard household={household} /> : null}
      <MembersCard members={members} userId={userId} />
      {/* A fresh card after each successful change: cleared fields and a new 5-second notice. */}
      <ChangePasswordCard key={passwordUpdated ? location.key : "change-password"} passwordUpdated={passwordUpdated} />
      <ApiTokensCard tokens={tokens} caldav={caldav} />
      <CalendarFeedCard feed={calendarFeed} />
      <HouseholdDataCard />
      {household ? (
        <LeaveHouseholdCard
          household={{ name: household.name, lastMember: members.length <= 1 }}
          confirming={confirmLeave}
        />
      ) : null}
    </div>
  );
}
