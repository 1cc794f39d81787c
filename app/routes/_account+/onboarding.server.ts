import { parseWithZod } from "@conform-to/zod/v4";
import { redirect } from "@remix-run/node";
import { config } from "~/env.server";
import { formFailed, replyToForm } from "~/page-forms.server";
import { ACCOUNT_FAILURES } from "~/schemas/account-messages";
import { createHouseholdSchema, joinHouseholdSchema } from "~/schemas/household";
import { db } from "~/services/db/index.server";
import { createHousehold, joinHousehold, readInvite } from "~/services/households.server";
import { flashToast, requireUser } from "~/sessions.server";

/** Handles the create and join forms of /onboarding. */
export async function submitOnboarding(request: Request, clientAddress: string) {
  const { userId, profile } = await requireUser(request);
  if (profile.householdId) throw redirect("/");
  const formData = await request.formData();
  const intent = formData.get("intent") === "join" ? "join" : "create";
  const schema = intent === "join" ? joinHouseholdSchema : createHouseholdSchema;
  const submission = parseWithZod(formData, { schema });
  const hideFields = ["password", "confirmPassword"];
  if (submission.status !== "success") return replyToForm(intent, submission, { hideFields });
  try {
    const household =
      intent === "join"
        ? await joinHousehold(db(), userId, {
            ...submission.value,
            clientAddress,
            invitedHouseholdId: readInvite(String(formData.get("invite") ?? ""), config().sessionSecret),
          })
        : await createHousehold(db(), userId, submission.value);
    const toast = await flashToast(request, {
      title: intent === "join" ? "Welcome home" : "Household created",
      description: `You are now part of ${household.name}.`,
    });
    return redirect("/", { headers: { "Set-Cookie": toast } });
  } catch (error) {
    // A refusal (the name is taken, no such household, too many attempts) says why; any other
    // failure the catalogue's sentence, with what was typed kept.
    return formFailed(intent, submission, error, {
      doing: `Onboarding ${intent}`,
      fallback: intent === "join" ? ACCOUNT_FAILURES.joinHousehold : ACCOUNT_FAILURES.createHousehold,
      hideFields,
    });
  }
}
