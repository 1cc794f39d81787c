/** An error whose message is written for people and may be shown as it is. */
export class UserFacingError extends Error {
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
    super(`Too many ${what}. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`, 429);
  }
}
