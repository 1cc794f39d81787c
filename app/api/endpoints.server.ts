import { showDate } from "~/domain/dates";
import { withBody } from "./recipe-endpoints.server";
import { z } from "zod";
import { COOKING_SKILL_VALUES, cuisines, MEAL_PREP_TIME, SPICE_LEVEL_VALUES } from "~/schemas/options";
import { navigateSchema, startSessionSchema, timerSchema } from "~/schemas/cooking";
import { isoDate } from "~/schemas/fields";
import { mealSchema, planWeekSchema } from "~/schemas/meal-plan";
import { pantryItemSchema, pantryPatchSchema, useUpSchema } from "~/schemas/pantry";
import { recipeQuerySchema } from "~/schemas/recipes";
import { shoppingEditApiSchema, shoppingItemSchema, shoppingPatchSchema } from "~/schemas/shopping";
import { passwordProblem } from "~/schemas/passwords";
import { normaliseDietaryEntry } from "~/schemas/profile";
import { db } from "~/services/db/index.server";
import {
  changeHouseholdPassword,
  createHousehold,
  getHousehold,
  joinHousehold,
  listMembers,
} from "~/services/households.server";
import { NotFoundError } from "~/services/errors.server";
import {
  controlTimer,
  finishCookingSession,
  getCookingSession,
  listTimers,
  navigateCookingSession,
  startCookingSession,
  startStepTimer,
  startTimer,
} from "~/services/kitchen/cooking.server";
import { getMeal, getMealPlan, planMeal, planWeek, removeMeal } from "~/services/kitchen/meal-plan.server";
import {
  addPantryItem,
  getPantryItem,
  listPantry,
  removePantryItem,
  updatePantryItem,
  useUpPantryItem,
} from "~/services/kitchen/pantry.server";
import { getRecipe, scaleRecipe, summarise } from "~/services/kitchen/recipes.server";
import { searchRecipes } from "~/services/kitchen/recipe-search.server";
import { suggestRecipes } from "~/services/kitchen/recipe-suggestions.server";
import {
  addRecipeIngredients,
  addShoppingItem,
  clearCheckedItems,
  editShoppingItem,
  getShoppingItem,
  listShopping,
  removeShoppingItem,
  setShoppingItemChecked,
  updateShoppingItem,
} from "~/services/kitchen/shopping.server";
import { updateProfile } from "~/services/profiles.server";
import { ApiError, endpoint } from "./router.server";

const householdPassword = z.string().superRefine((value, ctx) => {
  const problem = passwordProblem(value);
  if (problem) ctx.addIssue({ code: "custom", message: problem });
});

const entryList = z
  .array(z.string().max(40))
  .max(50)
  .transform((values) => [...new Set(values.map(normaliseDietaryEntry).filter(Boolean))]);

const profileUpdateSchema = z
  .object({
    displayName: z.string().trim().min(1, "Please enter a display name").max(80).optional(),
    dietaryRestrictions: entryList.optional(),
    allergies: entryList.optional(),
    cookingSkill: z.enum(COOKING_SKILL_VALUES).optional(),
    preferences: z
      .object({
        spice_level: z.enum(SPICE_LEVEL_VALUES).optional(),
        cuisine_preferences: z.array(z.enum(cuisines)).optional(),
        meal_prep_time_preference: z
          .number()
          .int()
          .min(MEAL_PREP_TIME.min)
          .max(MEAL_PREP_TIME.max)
          .multipleOf(MEAL_PREP_TIME.step)
          .optional(),
        cooking_skill: z.enum(COOKING_SKILL_VALUES).optional(),
      })
      .optional(),
  })
  .refine((value) => Object.values(value).some((field) => field !== undefined), "Send at least one field to update");

const householdCreateSchema = z.object({
  name: z.string({ error: "Please enter a household name" }).trim().min(1, "Please enter a household name").max(80),
  password: householdPassword,
});
const householdJoinSchema = z.object({
  household_name: z
    .string({ error: "Please enter the household name" })
    .trim()
    .min(1, "Please enter the household name"),
  password: z.string({ error: "Please enter the household password" }).min(1, "Please enter the household password"),
});
const householdPasswordSchema = z
  .object({
    current_password: z
      .string({ error: "Please enter your current password" })
      .min(1, "Please enter your current password"),
    new_password: z
      .string({ error: "Please enter a new password" })
      .min(1, "Please enter a new password")
      .pipe(householdPassword),
  })
  .refine((value) => value.current_password !== value.new_password, {
    message: "New password must be different from current password",
    path: ["new_password"],
  });
const dateRangeSchema = z.object({ from: isoDate, to: isoDate });
const pantryQuerySchema = z.object({
  location: z.string().max(30).optional(),
  expiring: z.enum(["expired", "soon", "all-expiring"]).optional(),
});
const servingsQuery = z.object({ servings: z.coerce.number().int().min(1).max(100).optional() });
const suggestionQuery = z.object({
  meal_type: z.enum(["breakfast", "lunch", "dinner"]).optional(),
  max_prep_time: z.coerce.number().int().min(1).max(1440).optional(),
  with: z.string().max(2000).optional(),
  limit: z.coerce.number().int().min(1).max(50).optional(),
});
const timerAction = z.enum(["pause", "resume", "cancel"]);

export const endpoints = [
  /* Household */
  endpoint({
    method: "POST",
    path: "/household/create",
    operationId: "createHousehold",
    tag: "Household",
    summary: "Create a household and become its first member",
    needsHousehold: false,
    status: 201,
    body: householdCreateSchema,
    handle: ({ caller, body }) => createHousehold(db(), caller.userId, body),
  }),
  endpoint({
    method: "POST",
    path: "/household/join",
    operationId: "joinHousehold",
    tag: "Household",
    summary: "Join a household by its exact name and its password (rate limited)",
    needsHousehold: false,
    body: householdJoinSchema,
    handle: ({ caller, body, clientAddress }) =>
      joinHousehold(db(), caller.userId, { name: body.household_name, password: body.password, clientAddress }),
  }),
  endpoint({
    method: "GET",
    path: "/household/{householdId}",
    operationId: "getHousehold",
    tag: "Household",
    summary: "The household's name and creation date",
    handle: async ({ actor }) => {
      const household = await getHousehold(db(), actor.householdId);
      if (!household) throw new NotFoundError("Household");
      return { ...household, createdAtLabel: showDate(household.createdAt) };
    },
  }),
  endpoint({
    method: "GET",
    path: "/household/{householdId}/members",
    operationId: "listHouseholdMembers",
    tag: "Household",
    summary: "The household's members",
    handle: async ({ actor }) => {
      return { members: await listMembers(db(), actor.householdId) };
    },
  }),
  endpoint({
    method: "PUT",
    path: "/household/{householdId}/password",
    operationId: "changeHouseholdPassword",
    tag: "Household",
    summary: "Change the household password (the current one is required)",
    body: householdPasswordSchema,
    handle: async ({ actor, body }) => {
      await changeHouseholdPassword(db(), actor, {
        currentPassword: body.current_password,
        newPassword: body.new_password,
      });
      return { updated: true };
    },
  }),

  /* Profile */
  endpoint({
    method: "GET",
    path: "/users/profile",
    operationId: "getProfile",
    tag: "Profile",
    summary: "The signed-in member's profile",
    needsHousehold: false,
    handle: async ({ caller }) => caller.profile,
  }),
  endpoint({
    method: "PUT",
    path: "/users/profile",
    operationId: "updateProfile",
    tag: "Profile",
    summary: "Update the display name, dietary lists, or cooking skill and preferences (merged)",
    needsHousehold: false,
    // The error catalogue's words for updating a profile with nobody signed in.
    unauthenticated: "No user logged in",
    body: profileUpdateSchema,
    handle: ({ caller, body }) =>
      updateProfile(db(), caller.userId, {
        ...(body.displayName !== undefined && { displayName: body.displayName }),
        ...(body.dietaryRestrictions && { dietaryRestrictions: body.dietaryRestrictions }),
        ...(body.allergies && { allergies: body.allergies }),
        ...(body.cookingSkill && { cookingSkill: body.cookingSkill }),
        ...(body.preferences && { preferences: body.preferences }),
      }),
  }),

  /* Pantry */
  endpoint({
    method: "GET",
    path: "/inventory/households/{householdId}/items",
    operationId: "listPantryItems",
    tag: "Pantry",
    summary: "Pantry items, soonest expiry first; filter by location or expiring (expired, soon, all-expiring)",
    query: pantryQuerySchema,
    handle: async ({ actor, query }) => ({ items: await listPantry(db(), actor, query) }),
  }),
  endpoint({
    method: "POST",
    path: "/inventory/households/{householdId}/items",
    operationId: "addPantryItem",
    tag: "Pantry",
    summary: "Add an item; merges into an existing one with a compatible unit",
    status: 201,
    body: pantryItemSchema,
    handle: ({ actor, body }) => addPantryItem(db(), actor, body),
  }),
  endpoint({
    method: "GET",
    path: "/inventory/households/{householdId}/items/{itemId}",
    operationId: "getPantryItem",
    tag: "Pantry",
    summary: "One pantry item",
    handle: ({ actor, params }) => getPantryItem(db(), actor, params.itemId),
  }),
  endpoint({
    method: "PUT",
    path: "/inventory/households/{householdId}/items/{itemId}",
    operationId: "updatePantryItem",
    tag: "Pantry",
    summary: "Change a pantry item",
    body: pantryPatchSchema,
    handle: ({ actor, params, body }) => updatePantryItem(db(), actor, params.itemId, body),
  }),
  endpoint({
    method: "POST",
    path: "/inventory/households/{householdId}/items/{itemId}/use",
    operationId: "useUpPantryItem",
    tag: "Pantry",
    summary: "Use some (or all) of an item; an item used up leaves the pantry",
    body: useUpSchema,
    handle: async ({ actor, params, body }) => ({
      item: await useUpPantryItem(
        db(),
        actor,
        params.itemId,
        body.quantity ? { quantity: body.quantity, unit: body.unit } : undefined,
      ),
    }),
  }),
  endpoint({
    method: "DELETE",
    path: "/inventory/households/{householdId}/items/{itemId}",
    operationId: "removePantryItem",
    tag: "Pantry",
    summary: "Remove a pantry item",
    handle: async ({ actor, params }) => {
      await removePantryItem(db(), actor, params.itemId);
      return { removed: true };
    },
  }),

  /* Shopping list */
  endpoint({
    method: "GET",
    path: "/shopping-list/households/{householdId}/items",
    operationId: "listShoppingItems",
    tag: "Shopping list",
    summary: "The shopping list in aisle order",
    handle: async ({ actor }) => ({ items: await listShopping(db(), actor) }),
  }),
  endpoint({
    method: "POST",
    path: "/shopping-list/households/{householdId}/items",
    operationId: "addShoppingItem",
    tag: "Shopping list",
    summary: "Add an item (name, quantity, unit, category); duplicates merge",
    status: 201,
    body: shoppingItemSchema,
    handle: ({ actor, body }) => addShoppingItem(db(), actor, body),
  }),
  endpoint({
    method: "PUT",
    path: "/shopping-list/households/{householdId}/items/{itemId}",
    operationId: "updateShoppingItem",
    tag: "Shopping list",
    summary: "Check or uncheck an item (optionally moving it into the pantry), or change it",
    body: shoppingPatchSchema,
    handle: async ({ actor, params, body }) => {
      const { checked, move_to_pantry: moveToPantry, ...rest } = body;
      if (Object.values(rest).some((value) => value !== undefined))
        await updateShoppingItem(db(), actor, params.itemId, rest);
      if (checked !== undefined) return setShoppingItemChecked(db(), actor, params.itemId, checked, { moveToPantry });
      return getShoppingItem(db(), actor, params.itemId);
    },
  }),
  endpoint({
    method: "PATCH",
    path: "/shopping-list/households/{householdId}/items/{itemId}",
    operationId: "editShoppingItem",
    tag: "Shopping list",
    summary:
      "Edit an item's name, quantity, unit, note or category (null clears quantity, unit or note); " +
      "renamed to an item already on the list in a compatible unit, the two merge",
    body: shoppingEditApiSchema,
    handle: ({ actor, params, body }) => editShoppingItem(db(), actor, params.itemId, body),
  }),
  endpoint({
    method: "DELETE",
    path: "/shopping-list/households/{householdId}/items/{itemId}",
    operationId: "removeShoppingItem",
    tag: "Shopping list",
    summary: "Remove an item",
    handle: async ({ actor, params }) => {
      await removeShoppingItem(db(), actor, params.itemId);
      return { removed: true };
    },
  }),
  endpoint({
    method: "POST",
    path: "/shopping-list/households/{householdId}/clear-checked",
    operationId: "clearCheckedShoppingItems",
    tag: "Shopping list",
    summary: "Remove every checked item",
    handle: async ({ actor }) => ({ removed: await clearCheckedItems(db(), actor) }),
  }),
  endpoint({
    method: "POST",
    path: "/shopping-list/households/{householdId}/recipes/{recipeId}",
    operationId: "addRecipeToShoppingList",
    tag: "Shopping list",
    summary: "Add the recipe's ingredients that the pantry does not cover",
    query: servingsQuery,
    handle: async ({ actor, params, query }) => {
      const result = await addRecipeIngredients(db(), actor, params.recipeId, query.servings);
      return { added: result.added, covered: result.covered, recipe: summarise(result.recipe) };
    },
  }),

  /* Recipes */
  endpoint({
    method: "GET",
    path: "/recipes",
    operationId: "searchRecipes",
    tag: "Recipes",
    summary: "Search by text (q), cuisine, tag, max_prep_time, difficulty, meal_type and ingredients (comma-separated)",
    query: recipeQuerySchema,
    handle: async ({ actor, query }) => ({
      recipes: (
        await searchRecipes(db(), actor, {
          text: query.q,
          cuisine: query.cuisine,
          tag: query.tag,
          maxPrepTime: query.max_prep_time,
          difficulty: query.difficulty,
          mealType: query.meal_type,
          ingredients: query.ingredients
            ?.split(",")
            .map((value) => value.trim())
            .filter(Boolean),
          limit: query.limit ?? 50,
        })
      ).map(summarise),
    }),
  }),
  endpoint({
    method: "GET",
    path: "/recipes/suggestions",
    operationId: "suggestRecipes",
    tag: "Recipes",
    summary: "Recipes for the member (and the members in `with`, comma-separated user ids), best first",
    query: suggestionQuery,
    handle: async ({ actor, query }) => ({
      suggestions: await suggestRecipes(db(), actor, {
        mealType: query.meal_type,
        maxPrepTime: query.max_prep_time,
        withMembers: query.with
          ?.split(",")
          .map((value) => value.trim())
          .filter(Boolean),
        limit: query.limit,
      }),
    }),
  }),
  endpoint({
    method: "GET",
    path: "/recipes/{recipeId}",
    operationId: "getRecipe",
    tag: "Recipes",
    summary:
      "One recipe, scaled to `servings` when given. A household's own recipe, unscaled, comes with `body`: its content as the body of PUT, to save it back unchanged",
    query: servingsQuery,
    handle: async ({ actor, params, query }) => {
      const recipe = await getRecipe(db(), actor, params.recipeId);
      // A household's own recipe, unscaled, comes with the body to save it back unchanged.
      return recipe.source === "household" && query.servings === undefined
        ? withBody(recipe)
        : scaleRecipe(recipe, query.servings);
    },
  }),

  /* Meal plan */
  endpoint({
    method: "GET",
    path: "/meal-plan/households/{householdId}",
    operationId: "getMealPlan",
    tag: "Meal plan",
    summary: "The plan between `from` and `to` (inclusive dates)",
    query: dateRangeSchema,
    handle: ({ actor, query }) => getMealPlan(db(), actor, query),
  }),
  endpoint({
    method: "POST",
    path: "/meal-plan/households/{householdId}/meals",
    operationId: "planMeal",
    tag: "Meal plan",
    summary: "Plan a recipe for a date and meal, replacing what was there",
    status: 201,
    body: mealSchema,
    handle: ({ actor, body }) =>
      planMeal(db(), actor, { date: body.date, mealType: body.meal_type, recipeId: body.recipe_id }),
  }),
  endpoint({
    method: "GET",
    path: "/meal-plan/households/{householdId}/meals/{mealId}",
    operationId: "getPlannedMeal",
    tag: "Meal plan",
    summary: "One planned meal",
    handle: ({ actor, params }) => getMeal(db(), actor, params.mealId),
  }),
  endpoint({
    method: "DELETE",
    path: "/meal-plan/households/{householdId}/meals/{mealId}",
    operationId: "removePlannedMeal",
    tag: "Meal plan",
    summary: "Remove a planned meal",
    handle: async ({ actor, params }) => {
      await removeMeal(db(), actor, params.mealId);
      return { removed: true };
    },
  }),
  endpoint({
    method: "POST",
    path: "/meal-plan/households/{householdId}/plan-week",
    operationId: "planWeek",
    tag: "Meal plan",
    summary: "Fill the empty slots of the 7 days from start_date with suggestions",
    body: planWeekSchema,
    handle: ({ actor, body }) => planWeek(db(), actor, { startDate: body.start_date, mealTypes: body.meal_types }),
  }),

  /* Cooking */
  endpoint({
    method: "POST",
    path: "/cooking/households/{householdId}/sessions",
    operationId: "startCookingSession",
    tag: "Cooking",
    summary: "Start cooking a recipe",
    status: 201,
    body: startSessionSchema,
    handle: async ({ actor, body }) => {
      const session = await startCookingSession(db(), actor, body.recipe_id);
      return { session_id: session.id, session };
    },
  }),
  endpoint({
    method: "GET",
    path: "/cooking/households/{householdId}/sessions/{sessionId}",
    operationId: "getCookingSession",
    tag: "Cooking",
    summary: "A cooking session and its current step",
    handle: ({ actor, params }) => getCookingSession(db(), actor, params.sessionId),
  }),
  endpoint({
    method: "POST",
    path: "/cooking/households/{householdId}/sessions/{sessionId}/navigate",
    operationId: "navigateCookingSession",
    tag: "Cooking",
    summary: "Go to the next or previous step (bounded)",
    body: navigateSchema,
    handle: async ({ actor, params, body }) => {
      const session = await navigateCookingSession(db(), actor, params.sessionId, body.direction);
      return { step: session.step, total_steps: session.totalSteps, recipe_name: session.recipeName, session };
    },
  }),
  endpoint({
    method: "POST",
    path: "/cooking/households/{householdId}/sessions/{sessionId}/finish",
    operationId: "finishCookingSession",
    tag: "Cooking",
    summary: "Complete the recipe",
    handle: ({ actor, params }) => finishCookingSession(db(), actor, params.sessionId),
  }),
  endpoint({
    method: "POST",
    path: "/cooking/households/{householdId}/sessions/{sessionId}/timer",
    operationId: "startStepTimer",
    tag: "Cooking",
    summary: "Start the timer the current step offers",
    status: 201,
    handle: ({ actor, params }) => startStepTimer(db(), actor, params.sessionId),
  }),
  endpoint({
    method: "GET",
    path: "/cooking/households/{householdId}/timers",
    operationId: "listTimers",
    tag: "Cooking",
    summary: "Running, paused and finished timers",
    handle: async ({ actor }) => ({ timers: await listTimers(db(), actor) }),
  }),
  endpoint({
    method: "POST",
    path: "/cooking/households/{householdId}/timers",
    operationId: "startTimer",
    tag: "Cooking",
    summary: "Start a timer",
    status: 201,
    body: timerSchema,
    handle: ({ actor, body }) =>
      startTimer(db(), actor, {
        name: body.name ?? "Timer",
        durationSeconds: body.duration_seconds,
        sessionId: body.session_id,
        step: body.step,
      }),
  }),
  endpoint({
    method: "POST",
    path: "/cooking/households/{householdId}/timers/{timerId}/{action}",
    operationId: "controlTimer",
    tag: "Cooking",
    summary: "Pause, resume or cancel a timer",
    handle: ({ actor, params }) => {
      const action = timerAction.safeParse(params.action);
      if (!action.success) throw new ApiError(404, "not_found", "No such endpoint");
      return controlTimer(db(), actor, params.timerId, action.data);
    },
  }),
];
