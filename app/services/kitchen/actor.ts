import { UserFacingError } from "../errors.server";

/** The member acting: every kitchen service call is scoped to this household. */
export type Actor = { userId: string; householdId: string };

/** Another household's id gets exactly the same answer as an id that does not exist. */
export class NotFoundError extends UserFacingError {
  constructor(what: string) {
    super(`${what} not found`, 404);
  }
}

export function today(now = new Date()) {
  return now.toISOString().slice(0, 10);
}
