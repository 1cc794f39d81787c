import { orderedRules, text } from "./ordered";
import { passwordProblem } from "./passwords";

export const createHouseholdSchema = orderedRules({ name: text(), password: text(), confirmPassword: text() }, (v) => [
  { field: "name", fails: () => v.name.trim() === "", message: "Please enter a household name" },
  { field: "password", fails: () => passwordProblem(v.password) !== null, message: passwordProblem(v.password) ?? "" },
  { field: "confirmPassword", fails: () => v.password !== v.confirmPassword, message: "Passwords do not match" },
]);

export const joinHouseholdSchema = orderedRules({ name: text(), password: text() }, (v) => [
  { field: "name", fails: () => v.name.trim() === "", message: "Please enter the household name" },
  { field: "password", fails: () => v.password.trim() === "", message: "Please enter the household password" },
]);

export const changePasswordSchema = orderedRules(
  { currentPassword: text(), newPassword: text(), confirmPassword: text() },
  (v) => [
    { field: "currentPassword", fails: () => v.currentPassword === "", message: "Please enter your current password" },
    { field: "newPassword", fails: () => v.newPassword === "", message: "Please enter a new password" },
    {
      field: "newPassword",
      fails: () => passwordProblem(v.newPassword) !== null,
      message: passwordProblem(v.newPassword) ?? "",
    },
    {
      field: "confirmPassword",
      fails: () => v.newPassword !== v.confirmPassword,
      message: "New passwords do not match",
    },
    {
      field: "newPassword",
      fails: () => v.newPassword === v.currentPassword,
      message: "New password must be different from current password",
    },
  ],
);
