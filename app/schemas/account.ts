import { orderedRules, text } from "./ordered";
import { passwordProblem } from "./passwords";

/** Said for a reset link that has expired, was used, or never existed: the same for all three. */
export const RESET_LINK_INVALID = "This reset link has expired or has already been used. Ask for a new one.";

const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/** "Forgot password?": the email of the account. */
export const forgotPasswordSchema = orderedRules({ email: text() }, (v) => [
  { field: "email", fails: () => v.email.trim() === "", message: "Please enter your email address" },
  { field: "email", fails: () => !EMAIL.test(v.email.trim()), message: "Please enter a valid email address" },
]);

/** A new password chosen through a reset link. */
export const resetPasswordSchema = orderedRules({ password: text(), confirmPassword: text() }, (v) => [
  { field: "password", fails: () => v.password === "", message: "Please enter a new password" },
  { field: "password", fails: () => passwordProblem(v.password) !== null, message: passwordProblem(v.password) ?? "" },
  { field: "confirmPassword", fails: () => v.password !== v.confirmPassword, message: "Passwords do not match" },
]);

/** Deleting an account is confirmed by typing its email; the server compares it. */
export const deleteAccountSchema = orderedRules({ confirmEmail: text() }, (v) => [
  { field: "confirmEmail", fails: () => v.confirmEmail.trim() === "", message: "Please type your email to confirm" },
]);
