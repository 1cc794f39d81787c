/**
 * The member acting, in their household: every kitchen service call takes one and scopes
 * its queries to that household. Pages get it from the session, the JSON API from the
 * caller, the assistant from the member it answers.
 */
export type Actor = { userId: string; householdId: string };
