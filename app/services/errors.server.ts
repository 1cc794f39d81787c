import { plural } from "~/domain/words";
/** An error whose message is written for people and may be shown as it is. */
export class UserFacingError extends Error {
  /** When set, the answer says (Retry-After) how many seconds to wait before asking again. */
  readonly retryAfterSeconds?: number;

  constructor(
    message: string,
    readonly status = 400,
  ) {
    super(message);
  }
}

export class RateLimitedError extends UserFacingError {
  /** `what` names what came too often: "attempts" at signing in or joining, "messages" in the chat. */
  constructor(
    readonly retryAfterSeconds: number,
    what = "attempts",
  ) {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    super(`Too many ${what}. Please wait ${plural(minutes, "minute")} and try again.`, 429);
  }
}

/** Another household's id gets exactly the same answer as an id that does not exist. */
export class NotFoundError extends UserFacingError {
  constructor(what: string) {
    super(`${what} not found`, 404);
  }
}
