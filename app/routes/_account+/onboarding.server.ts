import { parseWithZod } from "@conform-to/zod/v4";
import { json, redirect } from "@remix-run/node";
import { config } from "~/env.server";
import { createHouseholdSchema, joinHouseholdSchema } from "~/schemas/household";
import { db } from "~/services/db/index.server";
import { RateLimitedError, UserFacingError } from "~/services/errors.server";
import { createHousehold, joinHousehold, readInvite } from "~/services/households.server";
import { flashToast, requireUser } from "~/sessions.server";

export const CREATE_FAILED = "Failed to create household. Please try again.";
export const JOIN_EXCEPTION = "Failed to join household. Please try again.";

/** Handles the create and join forms of /onboarding. */
export async function submitOnboarding(request: Request, clientAddress: string) {
  const { userId, profile } = await requireUser(request);
  if (profile.householdId) throw redirect("/");
  const formData = await request.formData();
  const intent = formData.get("intent") === "join" ? "join" : "create";
  const schema = intent === "join" ? joinHouseholdSchema : createHouseholdSchema;
  const submission = parseWithZod(formData, { schema });
  const hideFields = ["password", "confirmPassword"];
  if (submission.status !== "success") {
    return json(submission.reply({ hideFields }), { status: 400 });
  }
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
    const known = error instanceof UserFacingError;
    if (!known) console.error(`Onboarding ${intent} failed:`, error);
    const message = known ? error.message : intent === "join" ? JOIN_EXCEPTION : CREATE_FAILED;
    const headers = new Headers();
    if (error instanceof RateLimitedError) headers.set("Retry-After", String(error.retryAfterSeconds));
    return json(submission.reply({ formErrors: [message], hideFields }), {
      status: known ? error.status : 500,
      headers,
    });
  }
}
