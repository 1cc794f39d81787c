/**
 * A recipe as read from a web page or from pasted text, before a member reviews it in the
 * recipe form. Nothing here is trusted or checked yet: the form's schema does that on save.
 */
export type RecipeDraft = {
  name: string;
  description: string;
  /** Minutes of preparation; null when the source does not say. */
  prepTime: number | null;
  /** Minutes of cooking; null when the source does not say. */
  cookTime: number | null;
  servings: number | null;
  /** The source's own word for the cuisine ("Italian"), matched to Basil's list by the form. */
  cuisine: string | null;
  tags: string[];
  /** One ingredient per line, as written ("2 cups flour, sifted"). */
  ingredients: string[];
  steps: Array<{ instruction: string; timerMinutes: number | null }>;
  tips: string[];
  /** An absolute http(s) address of the recipe's picture on its page. */
  imageUrl: string | null;
  /** Where the recipe came from, for the credit line. */
  sourceUrl: string | null;
  /** Who wrote it and where: "Jane Doe, Example Kitchen". */
  credit: string | null;
};

export function emptyDraft(): RecipeDraft {
  return {
    name: "",
    description: "",
    prepTime: null,
    cookTime: null,
    servings: null,
    cuisine: null,
    tags: [],
    ingredients: [],
    steps: [],
    tips: [],
    imageUrl: null,
    sourceUrl: null,
    credit: null,
  };
}
