import * as z from "zod/mini";
import { allergenSources, DIET_FORBIDDEN_ALLERGENS, dietOffenders } from "~/domain/kitchen/diet-facts";
import { parseIngredientLine } from "~/domain/kitchen/recipe-lines";
import { PASTED_LIMITS } from "~/domain/kitchen/recipe-draft";
import { lineStats } from "~/domain/text";
import type { Allergen, RecipeIngredient } from "~/domain/kitchen/recipe-types";
import { isUnit } from "~/domain/kitchen/quantities";
import { DIFFICULTIES, MAX_SERVINGS } from "./recipes";
import { cuisines, mealTypes, presetAllergies, presetDietaryRestrictions, SPICE_LEVEL_VALUES } from "./options";
import { capitalise } from "~/domain/words";

/** Basil's cuisines, and "other" for a household recipe from anywhere else. */
export const RECIPE_CUISINES = [...cuisines, "other"] as const;

/** How much one household recipe may hold. */
export const RECIPE_LIMITS = {
  name: 120,
  description: 1000,
  tags: 12,
  tag: 30,
  ingredients: 100,
  ingredientLine: 300,
  steps: 100,
  step: 2000,
  tips: 20,
  tip: 300,
  credit: 200,
  url: 2000,
  minutes: 1440,
} as const;

/** An uploaded picture: what is accepted, and the size it is stored at (re-encoded as WebP). */
export const RECIPE_IMAGE = {
  maxBytes: 5 * 1024 * 1024,
  types: ["image/jpeg", "image/png", "image/webp"],
  maxSide: 1200,
} as const;

const minutes = (label: string) =>
  z
    .number({ error: `${label} must be a number of minutes` })
    .check(
      z.int(`${label} must be a whole number of minutes`),
      z.gte(0, `${label} can't be negative`),
      z.lte(RECIPE_LIMITS.minutes, `${label} must be ${RECIPE_LIMITS.minutes} minutes or fewer`),
    );

/** Text trimmed, then at most `max` characters (and at least `min` when given). */
const trimmed = (max: number, tooLong: string, min?: { length: number; message?: string }) =>
  z.string().check(z.trim(), ...(min ? [z.minLength(min.length, min.message)] : []), z.maxLength(max, tooLong));

const webAddress = z.string().check(
  z.trim(),
  z.maxLength(RECIPE_LIMITS.url, "That web address is too long"),
  z.refine(
    (value) => /^https?:\/\/[^\s]+$/i.test(value) && URL.canParse(value),
    "Enter a web address that starts with http:// or https://",
  ),
);

const ingredient = z.object({
  quantity: z.nullable(
    z.number().check(z.positive("A quantity must be more than 0"), z.lte(100_000, "That quantity is too large")),
  ),
  unit: z
    .nullable(z.string())
    .check(
      z.refine((unit): boolean => unit === null || isUnit(unit), "Use a unit Basil knows, such as g, cup or tbsp"),
    ),
  name: trimmed(RECIPE_LIMITS.ingredientLine, "An ingredient name is too long", {
    length: 1,
    message: "Every ingredient needs a name",
  }),
  note: z.optional(trimmed(RECIPE_LIMITS.ingredientLine, "An ingredient note is too long")),
});

const step = z.object({
  instruction: trimmed(RECIPE_LIMITS.step, `Keep each step to ${RECIPE_LIMITS.step} characters or fewer`, {
    length: 1,
    message: "Every step needs an instruction",
  }),
  timerMinutes: z.nullable(
    z
      .number({ error: "A step's timer must be a number of minutes" })
      .check(
        z.int("A step's timer must be a whole number of minutes"),
        z.gte(1, "A step's timer must be at least 1 minute"),
        z.lte(RECIPE_LIMITS.minutes, `A step's timer must be ${RECIPE_LIMITS.minutes} minutes or fewer`),
      ),
  ),
});

/** What a household recipe holds, whichever door it came through: the page's form, the API or a backup. */
const contentShape = {
  name: trimmed(RECIPE_LIMITS.name, `Keep the name to ${RECIPE_LIMITS.name} characters or fewer`, {
    length: 1,
    message: "Enter the recipe's name",
  }),
  description: trimmed(
    RECIPE_LIMITS.description,
    `Keep the description to ${RECIPE_LIMITS.description} characters or fewer`,
  ),
  prepTime: minutes("Prep time"),
  cookTime: minutes("Cook time"),
  servings: z
    .number({ error: "Servings must be a number" })
    .check(
      z.int("Servings must be a whole number"),
      z.gte(1, "Servings must be at least 1"),
      z.lte(MAX_SERVINGS, `Servings must be ${MAX_SERVINGS} or fewer`),
    ),
  difficulty: z.enum(DIFFICULTIES, { error: "Choose easy, medium or hard" }),
  cuisine: z.enum(RECIPE_CUISINES, { error: "Choose a cuisine from the list" }),
  spiceLevel: z.enum(SPICE_LEVEL_VALUES, { error: "Choose mild, medium or hot" }),
  mealTypes: z
    .array(z.enum(mealTypes, { error: "Choose breakfast, lunch or dinner" }))
    .check(z.minLength(1, "Choose at least one meal it suits")),
  tags: z
    .array(trimmed(RECIPE_LIMITS.tag, `Keep each tag to ${RECIPE_LIMITS.tag} characters or fewer`, { length: 1 }))
    .check(z.maxLength(RECIPE_LIMITS.tags, `Use ${RECIPE_LIMITS.tags} tags or fewer`)),
  diets: z.array(z.enum(presetDietaryRestrictions, { error: "Choose diets from the list" })),
  allergens: z.array(z.enum(presetAllergies, { error: "Choose allergens from the list" })),
  ingredients: z
    .array(ingredient)
    .check(
      z.minLength(1, "Add at least one ingredient"),
      z.maxLength(RECIPE_LIMITS.ingredients, `Use ${RECIPE_LIMITS.ingredients} ingredients or fewer`),
    ),
  steps: z
    .array(step)
    .check(
      z.minLength(1, "Add at least one step"),
      z.maxLength(RECIPE_LIMITS.steps, `Use ${RECIPE_LIMITS.steps} steps or fewer`),
    ),
  tips: z
    .array(trimmed(RECIPE_LIMITS.tip, `Keep each tip to ${RECIPE_LIMITS.tip} characters or fewer`, { length: 1 }))
    .check(z.maxLength(RECIPE_LIMITS.tips, `Use ${RECIPE_LIMITS.tips} tips or fewer`)),
  sourceUrl: z.nullable(webAddress),
  credit: z.nullable(trimmed(RECIPE_LIMITS.credit, `Keep the credit to ${RECIPE_LIMITS.credit} characters or fewer`)),
};

export type RecipeContent = z.output<z.ZodMiniObject<typeof contentShape>>;

function listOf(names: string[]) {
  return names.length <= 1 ? names.join("") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

/**
 * The diet facts must agree with the ingredients, because suggestions treat them as hard
 * safety rules: every allergen an ingredient reveals is ticked, and a diet is claimed only
 * when no ingredient rules it out. Issues go on the `allergens` and `diets` fields.
 */
export function dietFactIssues(content: Pick<RecipeContent, "ingredients" | "diets" | "allergens">) {
  const names = content.ingredients.map((item) => item.name);
  const issues: Array<{ path: ["allergens"] | ["diets"]; message: string }> = [];
  for (const [allergen, sources] of allergenSources(names)) {
    if (content.allergens.includes(allergen)) continue;
    issues.push({
      path: ["allergens"],
      message: `The ingredients contain ${allergen} (${listOf(sources)}): tick “${allergen}” under Contains.`,
    });
  }
  for (const diet of content.diets) {
    const offenders = dietOffenders(diet, names);
    if (offenders.length > 0) {
      issues.push({
        path: ["diets"],
        message: `${capitalise(listOf(offenders))} ${offenders.length === 1 ? "rules" : "rule"} out ${diet}: untick it or change the ingredients.`,
      });
      continue;
    }
    const forbidden = (DIET_FORBIDDEN_ALLERGENS[diet] ?? []).filter((allergen: Allergen) =>
      content.allergens.includes(allergen),
    );
    if (forbidden.length > 0)
      issues.push({ path: ["diets"], message: `A ${diet} recipe can't contain ${listOf(forbidden)}.` });
  }
  return issues;
}

/** Every diet-fact issue of a recipe's content, added to the check's issues. */
const dietFactsAgree = z.superRefine((content: Pick<RecipeContent, "ingredients" | "diets" | "allergens">, ctx) => {
  for (const issue of dietFactIssues(content)) ctx.addIssue({ code: "custom", ...issue });
});

/** A recipe from the JSON API or a backup: already structured, checked like the form. */
export const recipeContentSchema = z.object(contentShape).check(dietFactsAgree);

function linesOf(text: string | undefined) {
  return (text ?? "")
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "");
}

/** Comma-separated tags, each once, in the order typed. */
export function tagsOf(text: string | undefined) {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const tag of (text ?? "").split(",").map((value) => value.trim().toLowerCase())) {
    if (tag === "" || seen.has(tag)) continue;
    seen.add(tag);
    tags.push(tag);
  }
  return tags;
}

/**
 * The ingredients textarea read line by line with the quantities module. Only as much is read
 * as can be valid (one line past the count, each line one character past the length), so a
 * pasted book costs no more than a recipe; the form's checks still name what is too long.
 */
export function ingredientsOf(text: string | undefined): RecipeIngredient[] {
  return linesOf(text)
    .slice(0, RECIPE_LIMITS.ingredients + 1)
    .map((line) => parseIngredientLine(line.slice(0, RECIPE_LIMITS.ingredientLine + 1)));
}

const optionalText = z.optional(z.string());
/** A textarea of one entry per line: no longer than its most entries of the longest length (the rules name what is wrong within that). */
const linesText = (entries: number, length: number, message: string) =>
  z.optional(z.string().check(z.maxLength(entries * (length + 1), message)));
const FORM_SHAPE = {
  name: optionalText,
  description: optionalText,
  prepTime: z.optional(contentShape.prepTime),
  cookTime: z.optional(contentShape.cookTime),
  servings: z.optional(z.number({ error: "Servings must be a number" })),
  difficulty: optionalText,
  cuisine: optionalText,
  spiceLevel: optionalText,
  mealTypes: z.optional(z.array(z.string())),
  tags: optionalText,
  diets: z.optional(z.array(z.string())),
  allergens: z.optional(z.array(z.string())),
  ingredients: linesText(
    RECIPE_LIMITS.ingredients,
    RECIPE_LIMITS.ingredientLine,
    `Use ${RECIPE_LIMITS.ingredients} ingredients or fewer, each of ${RECIPE_LIMITS.ingredientLine} characters or fewer`,
  ),
  steps: z.optional(
    z.array(
      z.object({
        instruction: optionalText,
        timerMinutes: z.optional(z.number({ error: "A step's timer must be a number of minutes" })),
      }),
    ),
  ),
  tips: linesText(
    RECIPE_LIMITS.tips,
    RECIPE_LIMITS.tip,
    `Use ${RECIPE_LIMITS.tips} tips or fewer, each of ${RECIPE_LIMITS.tip} characters or fewer`,
  ),
  sourceUrl: optionalText,
  credit: optionalText,
  /** A picture's address on the page a recipe was imported from, fetched when the recipe is saved. */
  imageUrl: optionalText,
  removeImage: z.optional(z.boolean()),
};

/** What the form saves: a recipe's content, and what to do about its picture. */
const formContentSchema = z
  .object({ ...contentShape, imageUrl: z.nullable(webAddress), removeImage: z.boolean() })
  .check(dietFactsAgree);

type StepRow = { instruction?: string; timerMinutes?: number };

/**
 * Where a content issue shows on the form: a step's on its own row (counting the blank rows
 * that were left out), an ingredient's on the ingredients box with its line number.
 */
function formIssueOf(issue: z.core.$ZodIssue, rows: StepRow[]): { path: PropertyKey[]; message: string } {
  const [field, index, ...rest] = issue.path;
  if (field === "steps" && typeof index === "number") {
    const written = rows
      .map((row, position) => ({ row, position }))
      .filter(({ row }) => (row.instruction ?? "").trim() !== "");
    return { path: ["steps", written[index]?.position ?? index, ...rest], message: issue.message };
  }
  if (field === "ingredients" && typeof index === "number")
    return { path: ["ingredients"], message: `Ingredient line ${index + 1}: ${issue.message}` };
  return { path: issue.path, message: issue.message };
}

/**
 * The recipe page's form (/recipes/new and /recipes/{id}/edit): text boxes and lists read
 * into a recipe's content, then checked by the same rules as the API's, every problem at
 * once. Errors land on the form's own fields; an ingredient line that does not read is named
 * by its line number.
 */
export const recipeFormSchema = z.pipe(
  z
    .pipe(
      z.object(FORM_SHAPE),
      z.transform((form) => ({
        rows: form.steps ?? [],
        lines: linesOf(form.ingredients),
        content: {
          name: form.name ?? "",
          description: form.description ?? "",
          prepTime: form.prepTime ?? 0,
          cookTime: form.cookTime ?? 0,
          servings: form.servings,
          difficulty: form.difficulty,
          cuisine: form.cuisine,
          spiceLevel: form.spiceLevel ?? "mild",
          mealTypes: form.mealTypes ?? [],
          tags: tagsOf(form.tags),
          diets: form.diets ?? [],
          allergens: form.allergens ?? [],
          ingredients: ingredientsOf(form.ingredients),
          steps: (form.steps ?? [])
            .filter((entry) => (entry.instruction ?? "").trim() !== "")
            .map((entry) => ({ instruction: entry.instruction ?? "", timerMinutes: entry.timerMinutes ?? null })),
          tips: linesOf(form.tips),
          sourceUrl: form.sourceUrl?.trim() ? form.sourceUrl.trim() : null,
          credit: form.credit?.trim() ? form.credit.trim() : null,
          imageUrl: form.imageUrl?.trim() ? form.imageUrl.trim() : null,
          removeImage: form.removeImage ?? false,
        },
      })),
    )
    .check(
      z.superRefine(({ rows, lines, content }, ctx) => {
        lines.forEach((line, index) => {
          if (line.length > RECIPE_LIMITS.ingredientLine) {
            ctx.addIssue({
              code: "custom",
              path: ["ingredients"],
              message: `Ingredient line ${index + 1} is too long (${RECIPE_LIMITS.ingredientLine} characters at most)`,
            });
          }
        });
        rows.forEach((row, index) => {
          if ((row.instruction ?? "").trim() === "" && row.timerMinutes !== undefined) {
            ctx.addIssue({
              code: "custom",
              path: ["steps", index, "instruction"],
              message: "Write the step, or clear its timer",
            });
          }
        });
        const checked = formContentSchema.safeParse(content);
        if (!checked.success)
          for (const issue of checked.error.issues) ctx.addIssue({ code: "custom", ...formIssueOf(issue, rows) });
      }),
    ),
  z.transform(({ content }) => formContentSchema.parse(content)),
);

export type RecipeFormValue = z.output<typeof recipeFormSchema>;

/** The recipe as the JSON API (and the assistant's saveRecipe tool) takes it: snake_case like the API's other bodies; ingredients as lines or parts. */
export const recipeApiBody = z.object({
  name: z.string({ error: "Enter the recipe's name" }),
  description: z.optional(z.string()),
  prep_time: z.optional(z.number()),
  cook_time: z.optional(z.number()),
  servings: z.number({ error: "Servings must be a number" }),
  difficulty: z.string({ error: "Choose easy, medium or hard" }),
  cuisine: z.string({ error: "Choose a cuisine from the list" }),
  spice_level: z.optional(z.string()),
  meal_types: z.optional(z.array(z.string())),
  tags: z.optional(z.array(z.string())),
  diets: z.optional(z.array(z.string())),
  allergens: z.optional(z.array(z.string())),
  ingredients: z
    .array(
      z.union([
        z.string().check(z.maxLength(RECIPE_LIMITS.ingredientLine, "An ingredient line is too long")),
        z.object({
          quantity: z.optional(z.nullable(z.number())),
          unit: z.optional(z.nullable(z.string())),
          name: z.string(),
          note: z.optional(z.string()),
        }),
      ]),
    )
    .check(z.maxLength(RECIPE_LIMITS.ingredients, `Use ${RECIPE_LIMITS.ingredients} ingredients or fewer`)),
  steps: z
    .array(
      z.union([z.string(), z.object({ instruction: z.string(), timer_minutes: z.optional(z.nullable(z.number())) })]),
    )
    .check(z.maxLength(RECIPE_LIMITS.steps, `Use ${RECIPE_LIMITS.steps} steps or fewer`)),
  tips: z.optional(z.array(z.string())),
  source_url: z.optional(z.nullable(z.string())),
  credit: z.optional(z.nullable(z.string())),
});
export type RecipeApiBody = z.input<typeof recipeApiBody>;

/** The API's body read into a recipe's content, not yet checked. */
export const recipeApiContent = z.pipe(
  recipeApiBody,
  z.transform((body) => ({
    name: body.name,
    description: body.description ?? "",
    prepTime: body.prep_time ?? 0,
    cookTime: body.cook_time ?? 0,
    servings: body.servings,
    difficulty: body.difficulty,
    cuisine: body.cuisine,
    spiceLevel: body.spice_level ?? "mild",
    mealTypes: body.meal_types ?? ["dinner"],
    tags: tagsOf((body.tags ?? []).join(",")),
    diets: body.diets ?? [],
    allergens: body.allergens ?? [],
    ingredients: body.ingredients.map((entry) =>
      typeof entry === "string"
        ? parseIngredientLine(entry)
        : {
            quantity: entry.quantity ?? null,
            unit: entry.unit ?? null,
            name: entry.name,
            ...(entry.note ? { note: entry.note } : {}),
          },
    ),
    steps: body.steps.map((entry) =>
      typeof entry === "string"
        ? { instruction: entry, timerMinutes: null }
        : { instruction: entry.instruction, timerMinutes: entry.timer_minutes ?? null },
    ),
    tips: (body.tips ?? []).map((tip) => tip.trim()).filter(Boolean),
    sourceUrl: body.source_url?.trim() ? body.source_url.trim() : null,
    credit: body.credit?.trim() ? body.credit.trim() : null,
  })),
);

/** The API's body read into a recipe's content and checked like the form. */
export const recipeApiSchema = z.pipe(recipeApiContent, recipeContentSchema);

export const RECIPE_BACKUP_FORMAT = "basil-household-recipes";
export const RECIPE_BACKUP_MAX = 500;
/** The most recipes one household keeps: far past any family's book, short of filling the server's disk. */
export const MAX_HOUSEHOLD_RECIPES = 1_000;

/** A household's recipes as exported: each recipe's content, its id, and its picture (base64 WebP/JPEG/PNG) when it has one. */
export const recipeBackupSchema = z.object({
  format: z.literal(RECIPE_BACKUP_FORMAT, { error: "This is not a Basil recipe backup" }),
  version: z.literal(1, { error: "This backup is from a newer Basil; update Basil to import it" }),
  exportedAt: z.optional(z.string()),
  recipes: z
    .array(
      z.object({
        id: z.optional(z.string().check(z.maxLength(100))),
        content: z.object(contentShape),
        image: z.optional(
          z.nullable(
            z.object({
              contentType: z.string().check(z.maxLength(100)),
              data: z.string().check(z.maxLength(Math.ceil((RECIPE_IMAGE.maxBytes * 4) / 3) + 4)),
            }),
          ),
        ),
      }),
    )
    .check(z.maxLength(RECIPE_BACKUP_MAX, `A backup holds at most ${RECIPE_BACKUP_MAX} recipes`)),
});
export type RecipeBackup = z.output<typeof recipeBackupSchema>;

/** The longest text read as one pasted recipe. */
export const MAX_PASTED_TEXT = PASTED_LIMITS.characters;

/** A web page to import a recipe from (the page form and the API). */
export const importUrlSchema = z.object({
  url: z
    .string({ error: "Enter the recipe's web address" })
    .check(
      z.trim(),
      z.minLength(1, "Enter the recipe's web address"),
      z.maxLength(RECIPE_LIMITS.url, "That web address is too long"),
    ),
});

/** A recipe pasted as text (the page form and the API). */
export const importTextSchema = z.object({
  text: z.string({ error: "Paste the recipe's text" }).check(
    z.trim(),
    z.minLength(1, "Paste the recipe's text"),
    z.maxLength(MAX_PASTED_TEXT, "That text is too long to read as one recipe"),
    z.refine(
      (text) => lineStats(text).lines <= PASTED_LIMITS.lines,
      `Keep the text to ${PASTED_LIMITS.lines.toLocaleString("en")} lines or fewer`,
    ),
    z.refine(
      (text) => lineStats(text).longest <= PASTED_LIMITS.line,
      `Keep each line to ${PASTED_LIMITS.line.toLocaleString("en")} characters or fewer`,
    ),
  ),
});

/**
 * A recipe's content as the API's body writes it (snake_case): what a client sends back to
 * save it unchanged. The inverse of recipeApiContent, so draft → save → read → save loses
 * nothing (prep_time stays the preparation alone, cook_time the cooking).
 */
export function apiBodyOf(content: RecipeContent): RecipeApiBody {
  return {
    name: content.name,
    description: content.description,
    prep_time: content.prepTime,
    cook_time: content.cookTime,
    servings: content.servings,
    difficulty: content.difficulty,
    cuisine: content.cuisine,
    spice_level: content.spiceLevel,
    meal_types: content.mealTypes,
    tags: content.tags,
    diets: content.diets,
    allergens: content.allergens,
    ingredients: content.ingredients.map(({ quantity, unit, name, note }) => ({
      quantity,
      unit,
      name,
      ...(note ? { note } : {}),
    })),
    steps: content.steps.map((step) => ({ instruction: step.instruction, timer_minutes: step.timerMinutes })),
    tips: content.tips,
    source_url: content.sourceUrl,
    credit: content.credit,
  };
}
