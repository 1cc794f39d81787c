// The JSON API: the common behaviour of every call and the table of calls, and the roles and permissions,
// for the JSON API below /api/v1 (app/api/*): the envelope, authentication by session cookie
// or personal token, the identity headers, household scoping, validation, and every endpoint.
// Runs once, in the `api` project (no JavaScript toggle).
import { randomUUID } from "node:crypto";
import {
  type ApiResult,
  apiCall,
  type Client,
  expect,
  expectApiError,
  expectApiSuccess,
  HOUSEHOLD_PASSWORD,
  JOIN_FAILED,
  signUp,
  signUpApiMember,
  test,
  uniqueHouseholdName,
} from "./helpers";

/** Every endpoint of the API; the OpenAPI test checks this list against the served description. */
const ENDPOINTS: Array<[method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE", path: string]> = [
  ["POST", "/household/create"],
  ["POST", "/household/join"],
  ["GET", "/household/{householdId}"],
  ["GET", "/household/{householdId}/members"],
  ["PUT", "/household/{householdId}/password"],
  ["GET", "/household/{householdId}/export"],
  ["POST", "/household/{householdId}/restore"],
  ["GET", "/users/profile"],
  ["PUT", "/users/profile"],
  ["GET", "/inventory/households/{householdId}/items"],
  ["POST", "/inventory/households/{householdId}/items"],
  ["GET", "/inventory/households/{householdId}/items/{itemId}"],
  ["PUT", "/inventory/households/{householdId}/items/{itemId}"],
  ["POST", "/inventory/households/{householdId}/items/{itemId}/use"],
  ["DELETE", "/inventory/households/{householdId}/items/{itemId}"],
  ["GET", "/shopping-list/households/{householdId}/items"],
  ["POST", "/shopping-list/households/{householdId}/items"],
  ["PUT", "/shopping-list/households/{householdId}/items/{itemId}"],
  ["PATCH", "/shopping-list/households/{householdId}/items/{itemId}"],
  ["DELETE", "/shopping-list/households/{householdId}/items/{itemId}"],
  ["POST", "/shopping-list/households/{householdId}/clear-checked"],
  ["POST", "/shopping-list/households/{householdId}/recipes/{recipeId}"],
  ["GET", "/recipes"],
  ["GET", "/recipes/suggestions"],
  ["GET", "/recipes/{recipeId}"],
  ["GET", "/recipes/households/{householdId}/recipes"],
  ["POST", "/recipes/households/{householdId}/recipes"],
  ["PUT", "/recipes/households/{householdId}/recipes/{recipeId}"],
  ["DELETE", "/recipes/households/{householdId}/recipes/{recipeId}"],
  ["PUT", "/recipes/households/{householdId}/recipes/{recipeId}/image"],
  ["DELETE", "/recipes/households/{householdId}/recipes/{recipeId}/image"],
  ["POST", "/recipes/import/url"],
  ["POST", "/recipes/import/text"],
  ["GET", "/recipes/households/{householdId}/export"],
  ["POST", "/recipes/households/{householdId}/import"],
  ["GET", "/meal-plan/households/{householdId}"],
  ["POST", "/meal-plan/households/{householdId}/meals"],
  ["GET", "/meal-plan/households/{householdId}/meals/{mealId}"],
  ["DELETE", "/meal-plan/households/{householdId}/meals/{mealId}"],
  ["POST", "/meal-plan/households/{householdId}/plan-week"],
  ["POST", "/cooking/households/{householdId}/sessions"],
  ["GET", "/cooking/households/{householdId}/sessions/{sessionId}"],
  ["POST", "/cooking/households/{householdId}/sessions/{sessionId}/navigate"],
  ["POST", "/cooking/households/{householdId}/sessions/{sessionId}/finish"],
  ["POST", "/cooking/households/{householdId}/sessions/{sessionId}/timer"],
  ["GET", "/cooking/households/{householdId}/timers"],
  ["POST", "/cooking/households/{householdId}/timers"],
  ["POST", "/cooking/households/{householdId}/timers/{timerId}/{action}"],
  ["POST", "/chat/messages"],
  ["GET", "/chat/conversations"],
  ["GET", "/chat/conversations/search"],
  ["GET", "/chat/conversations/{conversationId}/messages"],
  ["POST", "/chat/conversations/{conversationId}/archive"],
  ["POST", "/voice/transcribe"],
  ["POST", "/voice/synthesize"],
];

/** A catalogue recipe with 5 steps: step 1 offers no timer, step 2 offers 5 minutes. */
const FRITTATA = { id: "tomato-basil-frittata", name: "Tomato and Basil Frittata", steps: 5, servings: 4, eggs: 8 };

/** Fills an endpoint pattern: named values first, then a fresh id for every other parameter. */
function fill(pattern: string, values: Record<string, string> = {}) {
  return pattern.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(values[name] ?? (name === "action" ? "pause" : randomUUID())),
  );
}

/** YYYY-MM-DD, `days` from today (UTC, as the server counts). */
function isoDay(days = 0) {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

type Member = Awaited<ReturnType<typeof signUpApiMember>>;

function paths(householdId: string) {
  return {
    pantry: `/inventory/households/${householdId}/items`,
    shopping: `/shopping-list/households/${householdId}/items`,
    mealPlan: `/meal-plan/households/${householdId}`,
    cooking: `/cooking/households/${householdId}`,
  };
}

/** Finds the frittata through the recipe search, as a client would. */
async function findFrittata(client: Client) {
  const data = expectApiSuccess(await apiCall(client, "GET", "/recipes?q=frittata"));
  const found = (data.recipes as Array<{ id: string; name: string }>).find((recipe) => recipe.name === FRITTATA.name);
  expect(found, "the frittata in the catalogue search").toBeTruthy();
  return found!.id;
}

test.describe("JSON API: the contract", () => {
  test("GET /api/v1/openapi.json is public, OpenAPI 3.1.0, and describes every endpoint", async ({ newClient }) => {
    const client = await newClient(); // signed out
    const response = await client.page.request.get("/api/v1/openapi.json");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("application/json");
    const doc = JSON.parse(await response.text());
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.info?.title).toEqual(expect.any(String));
    expect(doc.servers?.[0]?.url).toMatch(/\/api\/v1$/);
    for (const [method, path] of ENDPOINTS) {
      const operation = doc.paths?.[path]?.[method.toLowerCase()];
      expect(operation, `${method} ${path} in openapi.json`).toBeTruthy();
      const declared = (operation.parameters ?? [])
        .filter((p: { in: string }) => p.in === "path")
        .map((p: { name: string }) => p.name);
      expect(declared.sort(), `path parameters of ${method} ${path}`).toEqual(
        [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort(),
      );
    }
    // Nothing served that this suite does not know about (and so does not test).
    const described = Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(
      ([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(described.sort()).toEqual(ENDPOINTS.map(([method, path]) => `${method} ${path}`).sort());
  });

  test("every endpoint answers 401 in the error envelope when signed out", async ({ newClient }) => {
    const client = await newClient(); // a fresh context: no cookies
    for (const [method, pattern] of ENDPOINTS) {
      const result = await apiCall(client, method, fill(pattern), method === "GET" ? {} : { body: {} });
      const error = expectApiError(result, 401);
      expect(error.error, `${method} ${pattern}`).toBe("unauthorized");
    }
  });

  test("PUT /users/profile with nobody signed in: 401 'No user logged in', and nothing changes", async ({
    newClient,
  }) => {
    const signedOut = await newClient();
    const write = await apiCall(signedOut, "PUT", "/users/profile", { body: { displayName: "Nobody" } });
    expect(expectApiError(write, 401)).toMatchObject({ error: "unauthorized", message: "No user logged in" });
    // Reading a profile keeps the API's general sign-in message.
    expect(expectApiError(await apiCall(signedOut, "GET", "/users/profile"), 401).message).toBe("Please sign in");
  });

  test("bearer authentication: an unknown token or a malformed Authorization header is 401", async ({ newClient }) => {
    const signedOut = await newClient();
    const signedIn = await newClient();
    await signUpApiMember(signedIn);
    const headers = [
      `Bearer basil_${"x".repeat(32)}`, // the right shape, but no such token
      "Bearer not-a-basil-token",
      "Bearer", // no token at all
      "Bearer basil_a basil_b", // two tokens
      "Basic dXNlcjpwYXNz", // another scheme
      "basil_abcdef", // no scheme
    ];
    for (const client of [signedOut, signedIn]) {
      for (const authorization of headers) {
        // A session cookie never rescues a bad token: the header, when sent, is the credential.
        const read = await apiCall(client, "GET", "/users/profile", { headers: { Authorization: authorization } });
        expect(expectApiError(read, 401).error, authorization).toBe("unauthorized");
        expect(read.body).not.toHaveProperty("data");
      }
    }
    const write = await apiCall(signedOut, "PUT", "/users/profile", {
      body: { displayName: "Intruder" },
      headers: { Authorization: `Bearer basil_${"y".repeat(32)}` },
    });
    expectApiError(write, 401);
  });

  test("an unknown endpoint is 404 and a wrong method is 405, both in the envelope", async ({ newClient }) => {
    const { client, householdId } = await signUpApiMember(await newClient());
    for (const path of [
      "/nothing-here",
      "/users",
      "/users/profile/extra",
      `/household/${householdId}/members/extra`,
      "/",
    ]) {
      expect(expectApiError(await apiCall(client, "GET", path), 404).error, path).toBe("not_found");
    }
    // A timer action other than pause, resume and cancel is no endpoint.
    const timer = expectApiSuccess(
      await apiCall(client, "POST", `${paths(householdId).cooking}/timers`, { body: { duration_seconds: 60 } }),
      201,
    );
    expectApiError(await apiCall(client, "POST", `${paths(householdId).cooking}/timers/${timer.id}/explode`), 404);

    const wrong: Array<[string, string, string]> = [
      // HEAD is served wherever GET is.
      ["DELETE", "/users/profile", "GET, HEAD, PUT"],
      ["POST", "/users/profile", "GET, HEAD, PUT"],
      ["PUT", `/household/${householdId}`, "GET, HEAD"],
      ["GET", `${paths(householdId).cooking}/sessions`, "POST"],
      ["PATCH", `${paths(householdId).pantry}/${randomUUID()}`, "GET, HEAD, PUT, DELETE"],
      ["POST", `${paths(householdId).shopping}/${randomUUID()}`, "PUT, PATCH, DELETE"],
      ["DELETE", "/recipes", "GET, HEAD"],
    ];
    for (const [method, path, allow] of wrong) {
      const result = await apiCall(client, method, path, method === "GET" ? {} : { body: {} });
      expect(expectApiError(result, 405).error, `${method} ${path}`).toBe("method_not_allowed");
      expect(result.headers.allow?.split(/,\s*/).sort(), `Allow of ${method} ${path}`).toEqual(
        allow.split(", ").sort(),
      );
    }
  });

  test("invalid input is 400 with status 'error', a message and the fields at fault", async ({ newClient }) => {
    const { client, householdId } = await signUpApiMember(await newClient());
    const p = paths(householdId);
    const someId = randomUUID();
    // Validation comes before the lookup, so ids that do not exist are fine here.
    const cases: Array<{
      method: string;
      path: string;
      body?: unknown;
      fields: string[];
      messages?: Record<string, string>;
    }> = [
      {
        method: "POST",
        path: "/household/create",
        body: { name: "  ", password: "short" },
        fields: ["name", "password"],
        messages: { name: "Please enter a household name", password: "Password must be at least 8 characters long" },
      },
      {
        method: "POST",
        path: "/household/join",
        body: { household_name: "", password: "" },
        fields: ["household_name", "password"],
        messages: {
          household_name: "Please enter the household name",
          password: "Please enter the household password",
        },
      },
      {
        method: "PUT",
        path: `/household/${householdId}/password`,
        body: { current_password: "", new_password: "lowercase1" },
        fields: ["current_password", "new_password"],
        messages: {
          current_password: "Please enter your current password",
          new_password: "Password must contain at least one uppercase letter",
        },
      },
      {
        method: "PUT",
        path: `/household/${householdId}/password`,
        body: { current_password: HOUSEHOLD_PASSWORD, new_password: HOUSEHOLD_PASSWORD },
        fields: ["new_password"],
        messages: { new_password: "New password must be different from current password" },
      },
      { method: "PUT", path: "/users/profile", body: { displayName: "   " }, fields: ["displayName"] },
      { method: "PUT", path: "/users/profile", body: { cookingSkill: "chef" }, fields: ["cookingSkill"] },
      {
        method: "PUT",
        path: "/users/profile",
        body: { preferences: { meal_prep_time_preference: 7, spice_level: "volcanic" } },
        fields: ["preferences.meal_prep_time_preference", "preferences.spice_level"],
      },
      { method: "GET", path: `${p.pantry}?expiring=later`, fields: ["expiring"] },
      { method: "POST", path: p.pantry, body: { name: "", quantity: -1 }, fields: ["name", "quantity"] },
      { method: "PUT", path: `${p.pantry}/${someId}`, body: { expiresAt: "next week" }, fields: ["expiresAt"] },
      { method: "POST", path: `${p.pantry}/${someId}/use`, body: { quantity: 0 }, fields: ["quantity"] },
      {
        method: "POST",
        path: p.shopping,
        body: { name: "Milk", category: "snacks", quantity: "two" },
        fields: ["category", "quantity"],
      },
      { method: "PUT", path: `${p.shopping}/${someId}`, body: { checked: "yes" }, fields: ["checked"] },
      {
        method: "POST",
        path: `/shopping-list/households/${householdId}/recipes/${FRITTATA.id}?servings=0`,
        fields: ["servings"],
      },
      {
        method: "GET",
        path: "/recipes?difficulty=impossible&max_prep_time=-5",
        fields: ["difficulty", "max_prep_time"],
      },
      { method: "GET", path: "/recipes/suggestions?meal_type=brunch", fields: ["meal_type"] },
      { method: "GET", path: `/recipes/${FRITTATA.id}?servings=lots`, fields: ["servings"] },
      { method: "GET", path: p.mealPlan, fields: ["from", "to"] },
      {
        method: "POST",
        path: `${p.mealPlan}/meals`,
        body: { date: "23/11/2026", meal_type: "brunch" },
        fields: ["date", "meal_type", "recipe_id"],
      },
      { method: "POST", path: `${p.mealPlan}/plan-week`, body: { start_date: "monday" }, fields: ["start_date"] },
      { method: "POST", path: `${p.cooking}/sessions`, body: {}, fields: ["recipe_id"] },
      {
        method: "POST",
        path: `${p.cooking}/sessions/${someId}/navigate`,
        body: { direction: "sideways" },
        fields: ["direction"],
      },
      { method: "POST", path: `${p.cooking}/timers`, body: { duration_seconds: 0 }, fields: ["duration_seconds"] },
    ];
    for (const { method, path, body, fields, messages } of cases) {
      const error = expectApiError(
        await apiCall(client, method, path, body === undefined ? {} : { body }),
        400,
        fields,
      );
      expect(error.error, `${method} ${path}`).toBe("invalid_request");
      for (const [field, message] of Object.entries(messages ?? {})) {
        expect(error.fields?.[field], `${method} ${path}: fields.${field}`).toContain(message);
      }
    }
    // An update with nothing to update (email is not editable, so it does not count).
    const nothing = expectApiError(
      await apiCall(client, "PUT", "/users/profile", { body: { email: "new@example.test" } }),
      400,
    );
    expect(nothing.message).toBe("Send at least one field to update");
  });

  test("change-password validation names the new password first when it is empty", async ({ newClient }) => {
    const { client, householdId } = await signUpApiMember(await newClient());
    const error = expectApiError(
      await apiCall(client, "PUT", `/household/${householdId}/password`, {
        body: { current_password: HOUSEHOLD_PASSWORD, new_password: "" },
      }),
      400,
      ["new_password"],
    );
    // Rule 2: "new empty: 'Please enter a new password'" (before the length rule).
    expect(error.fields?.new_password).toContain("Please enter a new password");
  });

  test("a body that is not valid JSON is 400 with fields; a body that is not JSON at all is 415", async ({
    newClient,
  }) => {
    const { client, householdId } = await signUpApiMember(await newClient());
    const broken = await apiCall(client, "POST", `${paths(householdId).shopping}`, { body: '{"name": "Milk",' });
    expectApiError(broken, 400, []);
    expect(broken.body.error).toBe("invalid_request");
    expect(broken.body.fields, "a 400 envelope carries fields, even for a body that does not parse").toBeTruthy();

    const form = await client.page.request.post(`/api/v1${paths(householdId).shopping}`, {
      headers: { Origin: client.baseURL },
      form: { name: "Milk" },
    });
    expect(form.status()).toBe(415);
    expect(await form.json()).toMatchObject({
      status: "error",
      error: "unsupported_media_type",
      message: expect.any(String),
    });
    // Nothing was added by either.
    expect(expectApiSuccess(await apiCall(client, "GET", paths(householdId).shopping)).items).toEqual([]);
  });

  test("impossible calendar dates are invalid input: 400 with the field named", async ({ newClient }) => {
    const { client, householdId } = await signUpApiMember(await newClient());
    const p = paths(householdId);
    const recipeId = await findFrittata(client);
    const cases: Array<[string, string, unknown, string]> = [
      ["POST", p.pantry, { name: "Cream", expiresAt: "2026-13-45" }, "expiresAt"],
      ["POST", `${p.mealPlan}/meals`, { date: "2026-02-30", meal_type: "dinner", recipe_id: recipeId }, "date"],
      ["POST", `${p.mealPlan}/plan-week`, { start_date: "2026-02-30" }, "start_date"],
      ["GET", `${p.mealPlan}?from=2026-02-30&to=2026-03-02`, undefined, "from"],
    ];
    for (const [method, path, body, field] of cases) {
      const result = await apiCall(client, method, path, body === undefined ? {} : { body });
      const what = `${method} ${path} ${JSON.stringify(body ?? null)} -> ${JSON.stringify(result.body).slice(0, 200)}`;
      expect.soft(result.status, what).toBe(400);
      expect
        .soft(result.body?.fields?.[field], `fields.${field}: ${what}`)
        .toEqual(expect.arrayContaining([expect.any(String)]));
    }
    // Nothing was stored.
    expect(expectApiSuccess(await apiCall(client, "GET", p.pantry)).items).toEqual([]);
  });

  test("a path with broken percent-encoding is refused with 400, not a server error", async ({ newClient }) => {
    const { client } = await signUpApiMember(await newClient());
    const result = await apiCall(client, "GET", "/recipes/%E0%A4%A");
    // Express refuses the path before the API sees it (its own 400 page, not the envelope).
    expect(result.status, JSON.stringify(result.body)).toBe(400);
  });
});

test.describe("JSON API: household and profile", () => {
  test("GET /household/{id} and /members; PUT /household/{id}/password", async ({ newClient }) => {
    const first = await signUpApiMember(await newClient());
    const { client, householdId } = first;
    const household = expectApiSuccess(await apiCall(client, "GET", `/household/${householdId}`));
    expect(household).toMatchObject({ id: householdId, name: first.household.name, createdAt: expect.any(String) });
    expect(Math.abs(Date.parse(household.createdAt) - Date.now())).toBeLessThan(10 * 60_000);
    expect(household).not.toHaveProperty("password");
    expect(household).not.toHaveProperty("passwordHash");
    expect(JSON.stringify(household)).not.toContain(HOUSEHOLD_PASSWORD);

    // A second member joins through the API.
    const second = await newClient();
    const secondAccount = await signUp(second);
    const joined = expectApiSuccess(
      await apiCall(second, "POST", "/household/join", {
        body: { household_name: first.household.name, password: HOUSEHOLD_PASSWORD },
      }),
    );
    expect(joined).toMatchObject({ id: householdId, name: first.household.name });

    const { members } = expectApiSuccess(await apiCall(client, "GET", `/household/${householdId}/members`));
    expect(members).toHaveLength(2);
    expect(members[0]).toMatchObject({
      id: expect.any(String),
      userId: first.userId,
      email: first.account.email,
      joinedAt: expect.any(String),
    });
    expect(members[1]).toMatchObject({ email: secondAccount.email, joinedAt: expect.any(String) });
    // The new member sees the same household.
    expect(expectApiSuccess(await apiCall(second, "GET", `/household/${householdId}/members`)).members).toEqual(
      members,
    );

    // Wrong current password: refused, and the password stays.
    const wrong = expectApiError(
      await apiCall(client, "PUT", `/household/${householdId}/password`, {
        body: { current_password: "Wrong1234", new_password: "Pantry2025" },
      }),
      400,
    );
    expect(wrong.message).toBe("Current password is incorrect");

    const changed = await apiCall(client, "PUT", `/household/${householdId}/password`, {
      body: { current_password: HOUSEHOLD_PASSWORD, new_password: "Pantry2025" },
    });
    expectApiSuccess(changed);

    // The old password no longer joins; the new one does.
    const third = await newClient();
    await signUp(third);
    const old = expectApiError(
      await apiCall(third, "POST", "/household/join", {
        body: { household_name: first.household.name, password: HOUSEHOLD_PASSWORD },
      }),
      404,
    );
    expect(old.message).toBe(JOIN_FAILED);
    expectApiSuccess(
      await apiCall(third, "POST", "/household/join", {
        body: { household_name: first.household.name, password: "Pantry2025" },
      }),
    );
    expect(expectApiSuccess(await apiCall(client, "GET", `/household/${householdId}/members`)).members).toHaveLength(3);
  });

  test("POST /household/create and /household/join for members without a household", async ({ newClient }) => {
    const founder = await newClient();
    const account = await signUp(founder);
    const before = expectApiSuccess(await apiCall(founder, "GET", "/users/profile"));
    expect(before).toMatchObject({ email: account.email, householdId: null, onboardingRequired: true });
    // Everything but profile, create and join needs a household (confined to onboarding).
    const confined = expectApiError(await apiCall(founder, "GET", "/recipes"), 403);
    expect(confined.message).toBe("No household ID found");

    const name = uniqueHouseholdName("Api");
    const created = expectApiSuccess(
      await apiCall(founder, "POST", "/household/create", {
        body: { name: `  ${name}  `, password: HOUSEHOLD_PASSWORD },
      }),
      201,
    );
    expect(created).toMatchObject({ id: expect.any(String), name, createdAt: expect.any(String) });
    expect(created).not.toHaveProperty("password");
    const after = expectApiSuccess(await apiCall(founder, "GET", "/users/profile"));
    expect(after).toMatchObject({ householdId: created.id, onboardingRequired: false });
    expect(expectApiSuccess(await apiCall(founder, "GET", `/household/${created.id}`))).toMatchObject({
      id: created.id,
      name,
    });
    // A member of a household cannot create or join another.
    expect(
      expectApiError(
        await apiCall(founder, "POST", "/household/create", {
          body: { name: `${name} 2`, password: HOUSEHOLD_PASSWORD },
        }),
        409,
      ).message,
    ).toBe("You are already part of a household.");

    const joiner = await newClient();
    await signUp(joiner);
    // The name must match exactly: another case is a failed join like a wrong password.
    for (const attempt of [
      { household_name: name, password: "Wrong1234" },
      { household_name: name.toUpperCase(), password: HOUSEHOLD_PASSWORD },
    ]) {
      expect(expectApiError(await apiCall(joiner, "POST", "/household/join", { body: attempt }), 404).message).toBe(
        JOIN_FAILED,
      );
    }
    const joined = expectApiSuccess(
      await apiCall(joiner, "POST", "/household/join", {
        body: { household_name: name, password: HOUSEHOLD_PASSWORD },
      }),
    );
    expect(joined).toMatchObject({ id: created.id, name });
    expect(expectApiSuccess(await apiCall(joiner, "GET", "/users/profile")).householdId).toBe(created.id);
    expect(expectApiSuccess(await apiCall(founder, "GET", `/household/${created.id}/members`)).members).toHaveLength(2);
    const again = expectApiError(
      await apiCall(joiner, "POST", "/household/join", {
        body: { household_name: name, password: HOUSEHOLD_PASSWORD },
      }),
      409,
    );
    expect(again.message).toBe("You are already part of a household.");
  });

  test("failed joins are rate limited: 429 with Retry-After", async ({ newClient }) => {
    const client = await newClient();
    await signUp(client);
    const body = { household_name: uniqueHouseholdName("Nowhere"), password: "Wrong1234" };
    let limited: ApiResult | null = null;
    for (let attempt = 0; attempt < 12 && !limited; attempt++) {
      const result = await apiCall(client, "POST", "/household/join", { body });
      if (result.status === 429) limited = result;
      else expectApiError(result, 404);
    }
    expect(limited, "a 429 within 12 failed joins").not.toBeNull();
    expect(expectApiError(limited!, 429).error).toBe("rate_limited");
    expect(Number(limited!.headers["retry-after"])).toBeGreaterThan(0);
  });

  test("GET and PUT /users/profile: fields merge, names trim, lists normalise", async ({ newClient }) => {
    const { client, account, userId, householdId } = await signUpApiMember(await newClient());
    const profile = expectApiSuccess(await apiCall(client, "GET", "/users/profile"));
    expect(profile).toMatchObject({
      userId,
      email: account.email,
      displayName: account.displayName,
      householdId,
      onboardingRequired: false,
      dietaryRestrictions: [],
      allergies: [],
      cookingSkill: "beginner",
      preferences: {
        spice_level: "mild",
        cuisine_preferences: [],
        meal_prep_time_preference: 30,
        cooking_skill: "beginner",
      },
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });

    const named = expectApiSuccess(
      await apiCall(client, "PUT", "/users/profile", { body: { displayName: "  Chef Ana  " } }),
    );
    expect(named).toMatchObject({ displayName: "Chef Ana", email: account.email });
    expect(Date.parse(named.updatedAt)).toBeGreaterThanOrEqual(Date.parse(profile.updatedAt));

    const lists = expectApiSuccess(
      await apiCall(client, "PUT", "/users/profile", {
        body: { dietaryRestrictions: [" Vegetarian ", "vegetarian", "No Mushrooms"], allergies: ["Peanuts", " "] },
      }),
    );
    expect(lists).toMatchObject({
      dietaryRestrictions: ["vegetarian", "no mushrooms"],
      allergies: ["peanuts"],
      displayName: "Chef Ana",
    });

    const skill = expectApiSuccess(
      await apiCall(client, "PUT", "/users/profile", {
        body: { cookingSkill: "advanced", preferences: { spice_level: "hot", cooking_skill: "advanced" } },
      }),
    );
    // The existing preferences are merged with the ones sent.
    expect(skill).toMatchObject({
      cookingSkill: "advanced",
      preferences: {
        spice_level: "hot",
        cuisine_preferences: [],
        meal_prep_time_preference: 30,
        cooking_skill: "advanced",
      },
    });
    const more = expectApiSuccess(
      await apiCall(client, "PUT", "/users/profile", {
        body: { preferences: { cuisine_preferences: ["thai", "italian"], meal_prep_time_preference: 45 } },
      }),
    );
    expect(more.preferences).toEqual({
      spice_level: "hot",
      cuisine_preferences: ["thai", "italian"],
      meal_prep_time_preference: 45,
      cooking_skill: "advanced",
    });

    // Email is read-only: it is never changed, whatever is sent alongside.
    await apiCall(client, "PUT", "/users/profile", {
      body: { displayName: "Chef Ana", email: "other@example.test", householdId: randomUUID() },
    });
    const final = expectApiSuccess(await apiCall(client, "GET", "/users/profile"));
    expect(final).toMatchObject({
      email: account.email,
      householdId,
      displayName: "Chef Ana",
      dietaryRestrictions: ["vegetarian", "no mushrooms"],
      allergies: ["peanuts"],
      cookingSkill: "advanced",
      preferences: { spice_level: "hot", cuisine_preferences: ["thai", "italian"], meal_prep_time_preference: 45 },
    });
  });
});

test.describe("JSON API: kitchen endpoints", () => {
  test("shopping list: add (merging), check, change, clear checked, remove, add a recipe's ingredients", async ({
    newClient,
  }) => {
    const { client, householdId, userId } = await signUpApiMember(await newClient());
    const { shopping } = paths(householdId);
    expect(expectApiSuccess(await apiCall(client, "GET", shopping))).toEqual({ items: [] });

    const added = expectApiSuccess(
      await apiCall(client, "POST", shopping, {
        body: { name: "flour", quantity: 2, unit: "kg", category: "pantry staples" },
      }),
      201,
    );
    expect(added.item).toMatchObject({
      id: expect.any(String),
      name: "Flour",
      quantity: 2,
      unit: "kg",
      category: "pantry staples",
      checked: false,
      addedBy: userId,
    });
    expect(added.merged).toBe(false);
    const flourId = added.item.id as string;

    const merged = expectApiSuccess(
      await apiCall(client, "POST", shopping, { body: { name: "Flour", quantity: 500, unit: "g" } }),
      201,
    );
    expect(merged).toMatchObject({ merged: true, item: { id: flourId } });

    const milk = expectApiSuccess(
      await apiCall(client, "POST", shopping, { body: { name: "Milk", quantity: 1, unit: "l", category: "dairy" } }),
      201,
    ).item;

    const checked = expectApiSuccess(
      await apiCall(client, "PUT", `${shopping}/${flourId}`, { body: { checked: true } }),
    );
    expect(checked).toMatchObject({ id: flourId, checked: true });
    const unchecked = expectApiSuccess(
      await apiCall(client, "PUT", `${shopping}/${flourId}`, { body: { checked: false } }),
    );
    expect(unchecked).toMatchObject({ id: flourId, checked: false });
    expectApiSuccess(await apiCall(client, "PUT", `${shopping}/${flourId}`, { body: { checked: true } }));

    const renamed = expectApiSuccess(
      await apiCall(client, "PUT", `${shopping}/${milk.id}`, { body: { name: "oat milk", quantity: 2 } }),
    );
    expect(renamed).toMatchObject({ id: milk.id, name: "Oat milk", quantity: 2, checked: false });

    const list = expectApiSuccess(await apiCall(client, "GET", shopping)).items as Array<{
      id: string;
      checked: boolean;
    }>;
    expect(list.map((item) => [item.id, item.checked]).sort()).toEqual(
      [
        [flourId, true],
        [milk.id, false],
      ].sort(),
    );

    expect(
      expectApiSuccess(await apiCall(client, "POST", `/shopping-list/households/${householdId}/clear-checked`)),
    ).toEqual({ removed: 1 });
    expect(
      (expectApiSuccess(await apiCall(client, "GET", shopping)).items as Array<{ id: string }>).map((item) => item.id),
    ).toEqual([milk.id]);

    expect(expectApiSuccess(await apiCall(client, "DELETE", `${shopping}/${milk.id}`))).toEqual({ removed: true });
    expect(expectApiError(await apiCall(client, "DELETE", `${shopping}/${milk.id}`), 404).message).toBe(
      "Item not found",
    );
    expectApiError(await apiCall(client, "PUT", `${shopping}/${milk.id}`, { body: { checked: true } }), 404);

    const recipeId = await findFrittata(client);
    const fromRecipe = expectApiSuccess(
      await apiCall(client, "POST", `/shopping-list/households/${householdId}/recipes/${recipeId}?servings=8`),
    );
    expect(fromRecipe.recipe).toMatchObject({ id: recipeId, name: FRITTATA.name, servings: 8 });
    expect(fromRecipe.covered).toEqual([]);
    const eggs = (fromRecipe.added as Array<{ name: string; quantity: number | null }>).find(
      (item) => item.name === "Eggs",
    );
    expect(eggs?.quantity, "eggs scaled to 8 servings").toBe(FRITTATA.eggs * 2);
    expect(expectApiSuccess(await apiCall(client, "GET", shopping)).items).toHaveLength(fromRecipe.added.length);
    expectApiError(
      await apiCall(client, "POST", `/shopping-list/households/${householdId}/recipes/no-such-recipe`),
      404,
    );
  });

  test("shopping list: checking an item off keeps its quantity, unit and category", async ({ newClient }) => {
    const { client, householdId } = await signUpApiMember(await newClient());
    const { shopping } = paths(householdId);
    const { item } = expectApiSuccess(
      await apiCall(client, "POST", shopping, {
        body: { name: "Rice", quantity: 2, unit: "kg", category: "pantry staples" },
      }),
      201,
    );
    const checked = expectApiSuccess(
      await apiCall(client, "PUT", `${shopping}/${item.id}`, { body: { checked: true } }),
    );
    expect(checked).toMatchObject({ id: item.id, checked: true, quantity: 2, unit: "kg", category: "pantry staples" });
    const stored = (expectApiSuccess(await apiCall(client, "GET", shopping)).items as Array<{ id: string }>).find(
      (row) => row.id === item.id,
    );
    expect(stored).toMatchObject({ checked: true, quantity: 2, unit: "kg" });
  });

  test("shopping list: changing an item that does not exist is 404, even with nothing to change", async ({
    newClient,
  }) => {
    const { client, householdId } = await signUpApiMember(await newClient());
    const result = await apiCall(client, "PUT", `${paths(householdId).shopping}/${randomUUID()}`, { body: {} });
    expect(expectApiError(result, 404).message).toBe("Item not found");
  });

  test("shopping list: checking with move_to_pantry puts the item in the pantry", async ({ newClient }) => {
    const { client, householdId } = await signUpApiMember(await newClient());
    const { shopping, pantry } = paths(householdId);
    const { item } = expectApiSuccess(
      await apiCall(client, "POST", shopping, {
        body: { name: "Butter", quantity: 250, unit: "g", category: "dairy" },
      }),
      201,
    );
    expectApiSuccess(
      await apiCall(client, "PUT", `${shopping}/${item.id}`, { body: { checked: true, move_to_pantry: true } }),
    );
    const stock = expectApiSuccess(await apiCall(client, "GET", pantry)).items;
    expect(stock).toEqual([expect.objectContaining({ name: "Butter", quantity: 250, unit: "g", location: "fridge" })]);
  });

  test("pantry: add, list and filter, read, change, use some, use up, remove", async ({ newClient }) => {
    const { client, householdId, userId } = await signUpApiMember(await newClient());
    const { pantry } = paths(householdId);
    const eggs = expectApiSuccess(
      await apiCall(client, "POST", pantry, {
        body: { name: "eggs", quantity: 12, location: "Fridge", expiresAt: isoDay(3) },
      }),
      201,
    );
    expect(eggs).toMatchObject({
      merged: false,
      item: {
        id: expect.any(String),
        name: "Eggs",
        quantity: 12,
        unit: null,
        location: "fridge",
        expiresAt: isoDay(3),
        status: "soon",
        addedBy: userId,
      },
    });
    const eggsId = eggs.item.id as string;
    const rice = expectApiSuccess(
      await apiCall(client, "POST", pantry, { body: { name: "Rice", quantity: 1, unit: "kg" } }),
      201,
    ).item;
    expect(rice).toMatchObject({ location: "pantry", expiresAt: null, status: null });
    const old = expectApiSuccess(
      await apiCall(client, "POST", pantry, {
        body: { name: "Yoghurt", quantity: 1, location: "fridge", expiresAt: isoDay(-2) },
      }),
      201,
    ).item;
    expect(old.status).toBe("expired");

    const ids = async (query = "") =>
      (expectApiSuccess(await apiCall(client, "GET", `${pantry}${query}`)).items as Array<{ id: string }>).map(
        (i) => i.id,
      );
    // Soonest expiry first, no expiry last.
    expect(await ids()).toEqual([old.id, eggsId, rice.id]);
    expect(await ids("?location=fridge")).toEqual([old.id, eggsId]);
    expect(await ids("?expiring=soon")).toEqual([eggsId]);
    expect(await ids("?expiring=expired")).toEqual([old.id]);
    expect(await ids("?expiring=all-expiring")).toEqual([old.id, eggsId]);

    expect(expectApiSuccess(await apiCall(client, "GET", `${pantry}/${eggsId}`))).toMatchObject({
      id: eggsId,
      name: "Eggs",
      quantity: 12,
    });
    const changed = expectApiSuccess(
      await apiCall(client, "PUT", `${pantry}/${eggsId}`, { body: { quantity: 10, expiresAt: isoDay(20) } }),
    );
    expect(changed).toMatchObject({
      id: eggsId,
      quantity: 10,
      expiresAt: isoDay(20),
      status: null,
      location: "fridge",
    });

    const used = expectApiSuccess(await apiCall(client, "POST", `${pantry}/${eggsId}/use`, { body: { quantity: 4 } }));
    expect(used.item).toMatchObject({ id: eggsId, quantity: 6 });
    const usedUp = expectApiSuccess(await apiCall(client, "POST", `${pantry}/${eggsId}/use`, { body: {} }));
    expect(usedUp).toEqual({ item: null });
    expect(expectApiError(await apiCall(client, "GET", `${pantry}/${eggsId}`), 404).message).toBe("Item not found");

    expect(expectApiSuccess(await apiCall(client, "DELETE", `${pantry}/${rice.id}`))).toEqual({ removed: true });
    expectApiError(await apiCall(client, "DELETE", `${pantry}/${rice.id}`), 404);
    expectApiError(await apiCall(client, "PUT", `${pantry}/${rice.id}`, { body: { quantity: 3 } }), 404);
    expect(await ids()).toEqual([old.id]);
  });

  test("recipes: search, one recipe (scaled), suggestions", async ({ newClient }) => {
    const { client } = await signUpApiMember(await newClient());
    const recipeId = await findFrittata(client);
    expect(recipeId).toBe(FRITTATA.id);
    const italian = expectApiSuccess(
      await apiCall(client, "GET", "/recipes?cuisine=italian&meal_type=breakfast&limit=5"),
    ).recipes;
    expect(italian.length).toBeGreaterThan(0);
    expect(italian.length).toBeLessThanOrEqual(5);
    for (const recipe of italian)
      expect(recipe).toMatchObject({ cuisine: "italian", mealTypes: expect.arrayContaining(["breakfast"]) });
    expect(expectApiSuccess(await apiCall(client, "GET", "/recipes?q=zzzz-no-such-dish")).recipes).toEqual([]);

    const recipe = expectApiSuccess(await apiCall(client, "GET", `/recipes/${recipeId}`));
    expect(recipe).toMatchObject({
      id: recipeId,
      name: FRITTATA.name,
      servings: FRITTATA.servings,
      difficulty: "easy",
      prepTime: expect.any(Number),
    });
    expect(recipe.steps).toHaveLength(FRITTATA.steps);
    const scaled = expectApiSuccess(await apiCall(client, "GET", `/recipes/${recipeId}?servings=2`));
    expect(scaled.servings).toBe(2);
    expect(scaled.ingredients.find((i: { name: string }) => i.name === "eggs")?.quantity).toBe(FRITTATA.eggs / 2);
    expect(expectApiError(await apiCall(client, "GET", "/recipes/no-such-recipe"), 404).message).toBe(
      "Recipe not found",
    );

    const { suggestions } = expectApiSuccess(
      await apiCall(client, "GET", "/recipes/suggestions?meal_type=dinner&max_prep_time=40&limit=3"),
    );
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.length).toBeLessThanOrEqual(3);
    for (const suggestion of suggestions) {
      expect(suggestion).toMatchObject({
        score: expect.any(Number),
        reasons: expect.any(Array),
        recipe: { id: expect.any(String) },
      });
      expect(suggestion.recipe.mealTypes).toContain("dinner");
      expect(suggestion.recipe.prepTime).toBeLessThanOrEqual(40);
    }
  });

  test("meal plan: plan a meal, read the plan and the meal, remove it, plan a week", async ({ newClient }) => {
    const { client, householdId } = await signUpApiMember(await newClient());
    const { mealPlan } = paths(householdId);
    const recipeId = await findFrittata(client);
    const meal = expectApiSuccess(
      await apiCall(client, "POST", `${mealPlan}/meals`, {
        body: { date: "2030-01-08", meal_type: "breakfast", recipe_id: recipeId },
      }),
      201,
    );
    expect(meal).toMatchObject({
      id: expect.any(String),
      date: "2030-01-08",
      mealType: "breakfast",
      recipeId,
      recipeName: FRITTATA.name,
    });
    const plan = expectApiSuccess(await apiCall(client, "GET", `${mealPlan}?from=2030-01-07&to=2030-01-09`));
    expect(plan).toMatchObject({ startDate: "2030-01-07", endDate: "2030-01-09" });
    expect(plan.days.map((day: { date: string }) => day.date)).toEqual(["2030-01-07", "2030-01-08", "2030-01-09"]);
    expect(plan.days[1].meals).toEqual([expect.objectContaining({ id: meal.id, mealType: "breakfast" })]);
    expect(expectApiSuccess(await apiCall(client, "GET", `${mealPlan}/meals/${meal.id}`))).toMatchObject({
      id: meal.id,
      recipeId,
    });

    // Planning the same slot replaces what was there.
    const replaced = expectApiSuccess(
      await apiCall(client, "POST", `${mealPlan}/meals`, {
        body: { date: "2030-01-08", meal_type: "breakfast", recipe_id: recipeId },
      }),
      201,
    );
    expectApiError(await apiCall(client, "GET", `${mealPlan}/meals/${meal.id}`), 404);
    expect(expectApiSuccess(await apiCall(client, "DELETE", `${mealPlan}/meals/${replaced.id}`))).toEqual({
      removed: true,
    });
    expect(expectApiError(await apiCall(client, "GET", `${mealPlan}/meals/${replaced.id}`), 404).message).toBe(
      "Meal not found",
    );
    expectApiError(await apiCall(client, "DELETE", `${mealPlan}/meals/${replaced.id}`), 404);
    expectApiError(
      await apiCall(client, "POST", `${mealPlan}/meals`, {
        body: { date: "2030-01-08", meal_type: "lunch", recipe_id: "no-such-recipe" },
      }),
      404,
    );

    const week = expectApiSuccess(
      await apiCall(client, "POST", `${mealPlan}/plan-week`, {
        body: { start_date: "2030-01-14", meal_types: ["dinner"] },
      }),
    );
    expect(week).toMatchObject({ startDate: "2030-01-14", endDate: "2030-01-20" });
    expect(week.days).toHaveLength(7);
    const dinners = week.days.flatMap((day: { meals: Array<{ mealType: string; recipeId: string }> }) => day.meals);
    expect(dinners.length).toBeGreaterThan(0);
    for (const dinner of dinners) expect(dinner.mealType).toBe("dinner");
    expect(
      new Set(dinners.map((dinner: { recipeId: string }) => dinner.recipeId)).size,
      "no recipe twice in the week",
    ).toBe(dinners.length);
  });

  test("cooking: start a session, navigate, step timer, timers pause/resume/cancel, finish", async ({ newClient }) => {
    const { client, householdId } = await signUpApiMember(await newClient());
    const { cooking } = paths(householdId);
    const recipeId = await findFrittata(client);

    const started = expectApiSuccess(
      await apiCall(client, "POST", `${cooking}/sessions`, { body: { recipe_id: recipeId } }),
      201,
    );
    expect(started.session_id).toEqual(expect.any(String));
    expect(started.session).toMatchObject({
      id: started.session_id,
      recipeId,
      recipeName: FRITTATA.name,
      status: "active",
      currentStep: 1,
      totalSteps: FRITTATA.steps,
    });
    const session = `${cooking}/sessions/${started.session_id}`;
    expectApiError(
      await apiCall(client, "POST", `${cooking}/sessions`, { body: { recipe_id: "no-such-recipe" } }),
      404,
    );

    // Step 1 offers no timer.
    expect(expectApiError(await apiCall(client, "POST", `${session}/timer`), 400).message).toBe(
      "This step has no timer",
    );

    const next = expectApiSuccess(
      await apiCall(client, "POST", `${session}/navigate`, { body: { direction: "next" } }),
    );
    expect(next).toMatchObject({
      total_steps: FRITTATA.steps,
      recipe_name: FRITTATA.name,
      step: { stepNumber: 2, timerDuration: 5, instruction: expect.any(String) },
    });
    expect(expectApiSuccess(await apiCall(client, "GET", session))).toMatchObject({
      id: started.session_id,
      currentStep: 2,
      step: { stepNumber: 2 },
    });

    const stepTimer = expectApiSuccess(await apiCall(client, "POST", `${session}/timer`), 201);
    expect(stepTimer).toMatchObject({
      id: expect.any(String),
      sessionId: started.session_id,
      step: 2,
      durationSeconds: 300,
      status: "running",
      isActive: true,
    });

    const back = expectApiSuccess(
      await apiCall(client, "POST", `${session}/navigate`, { body: { direction: "previous" } }),
    );
    expect(back.step.stepNumber).toBe(1);
    // Bounded: there is nothing before step 1.
    expect(
      expectApiSuccess(await apiCall(client, "POST", `${session}/navigate`, { body: { direction: "previous" } })).step
        .stepNumber,
    ).toBe(1);

    const timer = expectApiSuccess(
      await apiCall(client, "POST", `${cooking}/timers`, { body: { name: "Eggs", duration_seconds: 600 } }),
      201,
    );
    expect(timer).toMatchObject({
      id: expect.any(String),
      name: "Eggs",
      durationSeconds: 600,
      status: "running",
      isActive: true,
      sessionId: null,
    });
    const timers = `${cooking}/timers/${timer.id}`;
    const listed = expectApiSuccess(await apiCall(client, "GET", `${cooking}/timers`)).timers;
    expect(listed.map((t: { id: string }) => t.id).sort()).toEqual([timer.id, stepTimer.id].sort());

    const paused = expectApiSuccess(await apiCall(client, "POST", `${timers}/pause`));
    expect(paused).toMatchObject({ id: timer.id, status: "paused", isActive: false, endsAt: null });
    expect(paused.remainingSeconds).toBeGreaterThan(590);
    expect(paused.remainingSeconds).toBeLessThanOrEqual(600);
    const resumed = expectApiSuccess(await apiCall(client, "POST", `${timers}/resume`));
    expect(resumed).toMatchObject({ id: timer.id, status: "running", isActive: true, endsAt: expect.any(String) });
    const cancelled = expectApiSuccess(await apiCall(client, "POST", `${timers}/cancel`));
    expect(cancelled).toMatchObject({ id: timer.id, status: "cancelled", isActive: false });
    expect(
      expectApiSuccess(await apiCall(client, "GET", `${cooking}/timers`)).timers.map((t: { id: string }) => t.id),
    ).toEqual([stepTimer.id]);
    expect(expectApiError(await apiCall(client, "POST", `${cooking}/timers/${randomUUID()}/pause`), 404).message).toBe(
      "Timer not found",
    );

    // Finishing completes the session and cancels its running timers.
    const finished = expectApiSuccess(await apiCall(client, "POST", `${session}/finish`));
    expect(finished).toMatchObject({ id: started.session_id, status: "finished", finishedAt: expect.any(String) });
    expect(expectApiSuccess(await apiCall(client, "GET", `${cooking}/timers`)).timers).toEqual([]);
    expect(
      expectApiError(await apiCall(client, "POST", `${session}/navigate`, { body: { direction: "next" } }), 400)
        .message,
    ).toBe("This cooking session is already complete");
    expect(expectApiError(await apiCall(client, "GET", `${cooking}/sessions/${randomUUID()}`), 404).message).toBe(
      "Cooking session not found",
    );
  });
});

test.describe("JSON API: households are separate", () => {
  /** What household A has, in a form that does not change with the clock. */
  async function snapshot(a: Member, ids: { sessionId: string }) {
    const p = paths(a.householdId);
    const timers = expectApiSuccess(await apiCall(a.client, "GET", `${p.cooking}/timers`)).timers.map(
      (t: { id: string; name: string; status: string; durationSeconds: number }) => ({
        id: t.id,
        name: t.name,
        status: t.status,
        durationSeconds: t.durationSeconds,
      }),
    );
    return {
      household: expectApiSuccess(await apiCall(a.client, "GET", `/household/${a.householdId}`)),
      members: expectApiSuccess(await apiCall(a.client, "GET", `/household/${a.householdId}/members`)),
      profile: expectApiSuccess(await apiCall(a.client, "GET", "/users/profile")),
      pantry: expectApiSuccess(await apiCall(a.client, "GET", p.pantry)),
      shopping: expectApiSuccess(await apiCall(a.client, "GET", p.shopping)),
      plan: expectApiSuccess(await apiCall(a.client, "GET", `${p.mealPlan}?from=2030-01-01&to=2030-01-31`)),
      session: expectApiSuccess(await apiCall(a.client, "GET", `${p.cooking}/sessions/${ids.sessionId}`)),
      timers,
    };
  }

  test("another household's ids are 404, exactly like ids that do not exist, and change nothing", async ({
    newClient,
  }) => {
    const a = await signUpApiMember(await newClient());
    const b = await signUpApiMember(await newClient());
    const pa = paths(a.householdId);
    const pb = paths(b.householdId);

    // Household A's things.
    const recipeId = await findFrittata(a.client);
    const pantryItem = expectApiSuccess(
      await apiCall(a.client, "POST", pa.pantry, {
        body: { name: "Cheddar", quantity: 200, unit: "g", location: "fridge" },
      }),
      201,
    ).item;
    const shoppingItem = expectApiSuccess(
      await apiCall(a.client, "POST", pa.shopping, { body: { name: "Leeks", quantity: 3 } }),
      201,
    ).item;
    const meal = expectApiSuccess(
      await apiCall(a.client, "POST", `${pa.mealPlan}/meals`, {
        body: { date: "2030-01-10", meal_type: "dinner", recipe_id: recipeId },
      }),
      201,
    );
    const sessionId = expectApiSuccess(
      await apiCall(a.client, "POST", `${pa.cooking}/sessions`, { body: { recipe_id: recipeId } }),
      201,
    ).session_id;
    const timer = expectApiSuccess(
      await apiCall(a.client, "POST", `${pa.cooking}/timers`, { body: { name: "Oven", duration_seconds: 3600 } }),
      201,
    );
    const before = await snapshot(a, { sessionId });

    const values = {
      id: a.householdId,
      householdId: a.householdId,
      itemId: pantryItem.id,
      mealId: meal.id,
      sessionId,
      timerId: timer.id,
      recipeId,
      action: "cancel",
    };
    const bodies: Record<string, unknown> = {
      "PUT /household/{id}/password": { current_password: HOUSEHOLD_PASSWORD, new_password: "Takeover99" },
      "POST /inventory/households/{householdId}/items": { name: "Intruder cheese" },
      "PUT /inventory/households/{householdId}/items/{itemId}": { quantity: 1 },
      "POST /inventory/households/{householdId}/items/{itemId}/use": {},
      "POST /shopping-list/households/{householdId}/items": { name: "Intruder leeks" },
      "PUT /shopping-list/households/{householdId}/items/{itemId}": { checked: true },
      "PATCH /shopping-list/households/{householdId}/items/{itemId}": { name: "Intruder leeks" },
      "POST /meal-plan/households/{householdId}/meals": {
        date: "2030-01-10",
        meal_type: "dinner",
        recipe_id: recipeId,
      },
      "POST /meal-plan/households/{householdId}/plan-week": { start_date: "2030-01-01" },
      "POST /cooking/households/{householdId}/sessions": { recipe_id: recipeId },
      "POST /cooking/households/{householdId}/sessions/{sessionId}/navigate": { direction: "next" },
      "POST /cooking/households/{householdId}/timers": { duration_seconds: 60 },
    };
    const scoped = ENDPOINTS.filter(([, path]) => /\{(id|householdId)\}/.test(path));
    expect(scoped.length).toBeGreaterThan(25);

    // 1. B names A's household in the path: 404, the same answer as for a household that does not exist.
    for (const [method, pattern] of scoped) {
      const key = `${method} ${pattern}`;
      const body = method === "GET" || method === "DELETE" ? {} : { body: bodies[key] ?? {} };
      const itemValues = pattern.includes("shopping-list") ? { ...values, itemId: shoppingItem.id } : values;
      const foreign = await apiCall(b.client, method, fill(pattern, itemValues), body);
      const missing = await apiCall(
        b.client,
        method,
        fill(pattern, { ...itemValues, id: randomUUID(), householdId: randomUUID() }),
        body,
      );
      expectApiError(foreign, 404);
      expect(foreign.body, `${key}: A's household looks like a missing one`).toEqual(missing.body);
      expect(foreign.body.message, key).toBe("Household not found");
    }

    // 2. B names its own household but A's item, meal, session and timer ids: 404 like unknown ids.
    const own: Array<[string, string, unknown?]> = [
      ["GET", `${pb.pantry}/${pantryItem.id}`],
      ["PUT", `${pb.pantry}/${pantryItem.id}`, { quantity: 1 }],
      ["POST", `${pb.pantry}/${pantryItem.id}/use`, {}],
      ["DELETE", `${pb.pantry}/${pantryItem.id}`],
      ["PUT", `${pb.shopping}/${shoppingItem.id}`, { checked: true }],
      ["PUT", `${pb.shopping}/${shoppingItem.id}`, { name: "Mine now" }],
      ["PATCH", `${pb.shopping}/${shoppingItem.id}`, { name: "Mine now", note: "taken" }],
      ["DELETE", `${pb.shopping}/${shoppingItem.id}`],
      ["GET", `${pb.mealPlan}/meals/${meal.id}`],
      ["DELETE", `${pb.mealPlan}/meals/${meal.id}`],
      ["GET", `${pb.cooking}/sessions/${sessionId}`],
      ["POST", `${pb.cooking}/sessions/${sessionId}/navigate`, { direction: "next" }],
      ["POST", `${pb.cooking}/sessions/${sessionId}/finish`],
      ["POST", `${pb.cooking}/sessions/${sessionId}/timer`],
      ["POST", `${pb.cooking}/timers`, { duration_seconds: 60, session_id: sessionId }],
      ["POST", `${pb.cooking}/timers/${timer.id}/pause`],
      ["POST", `${pb.cooking}/timers/${timer.id}/cancel`],
      ["GET", `/household/${a.householdId}`],
      ["GET", `/household/${a.householdId}/members`],
      ["GET", `/recipes/suggestions?with=${a.userId}`],
    ];
    // The same call with every id of A's replaced by a fresh one (B's household id stays).
    const swapIds = (text: string) =>
      text.replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, (id) =>
        id === b.householdId ? id : randomUUID(),
      );
    for (const [method, path, body] of own) {
      const foreign = await apiCall(b.client, method, path, body === undefined ? {} : { body });
      const unknown = await apiCall(
        b.client,
        method,
        swapIds(path),
        body === undefined ? {} : { body: JSON.parse(swapIds(JSON.stringify(body))) },
      );
      expectApiError(foreign, 404);
      expect(foreign.body, `${method} ${path}: another household's id looks like a missing one`).toEqual(unknown.body);
    }
    // B's own lists show none of A's things.
    expect(expectApiSuccess(await apiCall(b.client, "GET", pb.pantry)).items).toEqual([]);
    expect(expectApiSuccess(await apiCall(b.client, "GET", pb.shopping)).items).toEqual([]);
    expect(expectApiSuccess(await apiCall(b.client, "GET", `${pb.cooking}/timers`)).timers).toEqual([]);
    expect(
      expectApiSuccess(await apiCall(b.client, "GET", `/household/${b.householdId}/members`)).members,
    ).toHaveLength(1);

    // 3. Household A is exactly as it was, and its password still works.
    expect(await snapshot(a, { sessionId })).toEqual(before);
    expectApiSuccess(
      await apiCall(a.client, "PUT", `/household/${a.householdId}/password`, {
        body: { current_password: HOUSEHOLD_PASSWORD, new_password: "Pantry2025" },
      }),
    );
  });

  test("x-user-id and x-household-id must be the caller's own: another's is 403", async ({ newClient }) => {
    const a = await signUpApiMember(await newClient());
    const b = await signUpApiMember(await newClient());
    const pa = paths(a.householdId);

    // The caller's own ids are accepted (every call carries them).
    const own = { "x-user-id": a.userId, "x-household-id": a.householdId };
    expectApiSuccess(await apiCall(a.client, "GET", "/users/profile", { headers: own }));
    expectApiSuccess(await apiCall(a.client, "POST", pa.shopping, { body: { name: "Carrots" }, headers: own }), 201);

    const refused: Array<[string, Record<string, string>]> = [
      ["x-household-id of another household", { "x-household-id": b.householdId }],
      ["x-user-id of another member", { "x-user-id": b.userId }],
      ["both of another member", { "x-user-id": b.userId, "x-household-id": b.householdId }],
      ["own user, another household", { "x-user-id": a.userId, "x-household-id": b.householdId }],
    ];
    for (const [what, headers] of refused) {
      expect(expectApiError(await apiCall(a.client, "GET", "/users/profile", { headers }), 403).error, what).toBe(
        "forbidden",
      );
      expectApiError(await apiCall(a.client, "GET", pa.shopping, { headers }), 403);
      expectApiError(await apiCall(a.client, "POST", pa.shopping, { body: { name: "Parsnips" }, headers }), 403);
      // Naming B's household in both the header and the path does not reach B's data either.
      expectApiError(await apiCall(a.client, "GET", paths(b.householdId).shopping, { headers }), 403);
    }
    const items = expectApiSuccess(await apiCall(a.client, "GET", pa.shopping)).items as Array<{ name: string }>;
    expect(items.map((item) => item.name)).toEqual(["Carrots"]);

    // A member without a household sends a household id: refused too.
    const loner = await newClient();
    await signUp(loner);
    expectApiError(
      await apiCall(loner, "GET", "/users/profile", { headers: { "x-household-id": a.householdId } }),
      403,
    );
  });
});

test.describe("JSON API: personal API tokens from Settings", () => {
  test("a token created in Settings works as Bearer, also for writes, until it is revoked", async ({
    newClient,
    playwright,
  }) => {
    const member = await signUpApiMember(await newClient());
    const { page } = member.client;
    await page.goto("/settings?tab=household");
    const card = page.getByRole("region", { name: "API Tokens" });
    await expect(card).toBeVisible();
    await card.getByLabel("Token name").fill("Kitchen tablet");
    await card.getByRole("button", { name: "Create token" }).click();
    const shown = card.getByTestId("new-token");
    await expect(shown).toHaveText(/^basil_\S+$/);
    const secret = (await shown.textContent())!.trim();

    // A separate client with no cookies at all: the token is its only credential.
    const bearer = await playwright.request.newContext({
      baseURL: member.client.baseURL,
      extraHTTPHeaders: { Authorization: `Bearer ${secret}`, "X-Forwarded-For": member.client.address },
    });
    try {
      const read = await bearer.get("/api/v1/users/profile");
      expect(read.status()).toBe(200);
      expect(await read.json()).toMatchObject({
        status: "success",
        data: { userId: member.userId, householdId: member.householdId },
      });
      const withIds = await bearer.get(`/api/v1${paths(member.householdId).shopping}`, {
        headers: { "x-user-id": member.userId, "x-household-id": member.householdId },
      });
      expect(withIds.status()).toBe(200);
      // A script sends no Origin; the write is accepted on the token alone.
      const write = await bearer.post(`/api/v1${paths(member.householdId).shopping}`, {
        data: { name: "Basil", quantity: 1 },
      });
      expect(write.status()).toBe(201);
      expect(await write.json()).toMatchObject({ status: "success", data: { item: { name: "Basil" } } });
      // The member's own session sees what the token added.
      const items = expectApiSuccess(await apiCall(member.client, "GET", paths(member.householdId).shopping)).items;
      expect(items.map((item: { name: string }) => item.name)).toEqual(["Basil"]);

      // The secret is shown once: not after a reload.
      await page.goto("/settings?tab=household");
      await expect(card.getByTestId("new-token")).toHaveCount(0);
      await expect(page.locator("body")).not.toContainText(secret);
      await expect(card.getByText("Kitchen tablet")).toBeVisible();

      await card
        .getByRole("listitem")
        .filter({ hasText: "Kitchen tablet" })
        .getByRole("button", { name: /Revoke/ })
        .click();
      await expect(card.getByText("Kitchen tablet")).toHaveCount(0);

      const revoked = await bearer.get("/api/v1/users/profile");
      expect(revoked.status()).toBe(401);
      expect(await revoked.json()).toMatchObject({
        status: "error",
        error: "unauthorized",
        message: expect.any(String),
      });
      const revokedWrite = await bearer.post(`/api/v1${paths(member.householdId).shopping}`, {
        data: { name: "Mint" },
      });
      expect(revokedWrite.status()).toBe(401);
    } finally {
      await bearer.dispose();
    }
  });

  test("a token belongs to its member: it cannot reach another household", async ({ newClient, playwright }) => {
    const a = await signUpApiMember(await newClient());
    const b = await signUpApiMember(await newClient());
    const { page } = a.client;
    await page.goto("/settings?tab=household");
    const card = page.getByRole("region", { name: "API Tokens" });
    await card.getByLabel("Token name").fill("Script");
    await card.getByRole("button", { name: "Create token" }).click();
    const secret = (await card.getByTestId("new-token").textContent())!.trim();
    expect(secret).toMatch(/^basil_/);

    const bearer = await playwright.request.newContext({
      baseURL: a.client.baseURL,
      extraHTTPHeaders: { Authorization: `Bearer ${secret}`, "X-Forwarded-For": a.client.address },
    });
    try {
      const foreign = await bearer.get(`/api/v1${paths(b.householdId).shopping}`);
      expect(foreign.status()).toBe(404);
      const header = await bearer.get(`/api/v1${paths(a.householdId).shopping}`, {
        headers: { "x-household-id": b.householdId },
      });
      expect(header.status()).toBe(403);
      // B's session cookie next to A's token: the token decides who is calling.
      const mixed = await apiCall(b.client, "GET", "/users/profile", {
        headers: { Authorization: `Bearer ${secret}` },
      });
      expect(expectApiSuccess(mixed).userId).toBe(a.userId);
    } finally {
      await bearer.dispose();
    }
  });
});
