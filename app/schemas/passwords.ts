import { PASSWORD_MIN_LENGTH } from "./options";

export const PASSWORD_MESSAGES = {
  length: "Password must be at least 8 characters long",
  uppercase: "Password must contain at least one uppercase letter",
  lowercase: "Password must contain at least one lowercase letter",
  number: "Password must contain at least one number",
} as const;

/** The first rule a password breaks, in the specification's order (docs/spec-differences.md), or null. */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return PASSWORD_MESSAGES.length;
  if (!/[A-Z]/.test(password)) return PASSWORD_MESSAGES.uppercase;
  if (!/[a-z]/.test(password)) return PASSWORD_MESSAGES.lowercase;
  if (!/[0-9]/.test(password)) return PASSWORD_MESSAGES.number;
  return null;
}
