/** The option lists of the product: skills, spice levels, cuisines, diets, allergies, meal types. */
export const cookingSkills = [
  { value: "beginner", label: "Beginner", description: "Just starting out" },
  { value: "intermediate", label: "Intermediate", description: "Comfortable with basics" },
  { value: "advanced", label: "Advanced", description: "Experienced cook" },
] as const;

export const spiceLevels = [
  { value: "mild", label: "Mild", icon: "seedling" },
  { value: "medium", label: "Medium", icon: "chili" },
  { value: "hot", label: "Hot", icon: "fire" },
] as const;

export const cuisines = [
  "italian",
  "mexican",
  "chinese",
  "japanese",
  "indian",
  "thai",
  "french",
  "greek",
  "mediterranean",
  "american",
  "korean",
  "vietnamese",
  "middle-eastern",
  "caribbean",
] as const;

export const presetDietaryRestrictions = [
  "vegetarian",
  "vegan",
  "gluten-free",
  "dairy-free",
  "kosher",
  "halal",
  "pescatarian",
  "low-carb",
  "keto",
  "paleo",
] as const;

export const presetAllergies = [
  "nuts",
  "peanuts",
  "tree nuts",
  "dairy",
  "eggs",
  "soy",
  "wheat",
  "shellfish",
  "fish",
  "sesame",
] as const;

export const mealTypes = ["breakfast", "lunch", "dinner"] as const;

export type CookingSkill = (typeof cookingSkills)[number]["value"];
export type SpiceLevel = (typeof spiceLevels)[number]["value"];
export const COOKING_SKILL_VALUES = ["beginner", "intermediate", "advanced"] as const satisfies readonly CookingSkill[];
export const SPICE_LEVEL_VALUES = ["mild", "medium", "hot"] as const satisfies readonly SpiceLevel[];

export const MEAL_PREP_TIME = { min: 5, max: 180, step: 5, default: 30 } as const;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_HINT = "8+ characters, uppercase, lowercase, and number required";

/** How pages are drawn: light, dark, or as the device's system setting says. */
export const THEMES = ["light", "dark", "system"] as const;
export type Theme = (typeof THEMES)[number];
export const themeOptions = [
  { value: "light", label: "Light" },
  { value: "dark", label: "Dark" },
  { value: "system", label: "System", description: "As this device is set" },
] as const satisfies ReadonlyArray<{ value: Theme; label: string; description?: string }>;

/** How recipe amounts and temperatures are shown: metric (g, ml, °C) or US customary (oz, cups, °F). */
export const UNIT_SYSTEMS = ["metric", "us"] as const;
export type UnitSystem = (typeof UNIT_SYSTEMS)[number];
export const unitSystemOptions = [
  { value: "metric", label: "Metric (g, ml, °C)" },
  { value: "us", label: "US customary (oz, cups, °F)" },
] as const satisfies ReadonlyArray<{ value: UnitSystem; label: string }>;
