import * as z from "zod/mini";
import { orderedRules, text } from "./ordered";
import { passwordProblem } from "./passwords";

/** Something@something.something, no spaces, one "@": what /^[^\s@]+@[^\s@]+\.[^\s@]+$/ says, in one pass. */
function isEmailAddress(text: string) {
  const at = text.indexOf("@");
  const domain = text.slice(at + 1);
  return at > 0 && !/[\s@]/.test(domain) && !/\s/.test(text) && domain.slice(1, -1).includes(".");
}

export const signInSchema = orderedRules(
  { email: text(), password: text(), redirectTo: z.optional(z.string()) },
  (v) => [
    { field: "email", fails: () => v.email.trim() === "", message: "Please enter your email address" },
    { field: "email", fails: () => !isEmailAddress(v.email.trim()), message: "Please enter a valid email address" },
    { field: "password", fails: () => v.password === "", message: "Please enter your password" },
  ],
);

export const signUpSchema = orderedRules(
  { displayName: text(), email: text(), password: text(), redirectTo: z.optional(z.string()) },
  (v) => [
    {
      field: "displayName",
      fails: () => v.displayName.trim().length > 80,
      message: "Display name must be 80 characters or fewer",
    },
    { field: "email", fails: () => v.email.trim() === "", message: "Please enter your email address" },
    { field: "email", fails: () => !isEmailAddress(v.email.trim()), message: "Please enter a valid email address" },
    {
      field: "password",
      fails: () => passwordProblem(v.password) !== null,
      message: passwordProblem(v.password) ?? "",
    },
  ],
);
