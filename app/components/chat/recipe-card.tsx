import { Link } from "@remix-run/react";
import { useId, type ReactNode } from "react";
import { cx } from "~/components/ui";
import { InUnits } from "~/components/units";

/** The recipe card's payload (docs/api.md, "The chat's cards"). */
export type RecipeCardData = {
  id: string;
  name: string;
  description: string;
  imageUrl: string;
  prepTime: number;
  servings: number;
  difficulty: "easy" | "medium" | "hard";
  tags: string[];
};

/** A recipe card shows 3 tags, then '+N more'. */
export const RECIPE_CARD_TAG_LIMIT = 3;

export function visibleTags(tags: string[], limit = RECIPE_CARD_TAG_LIMIT) {
  return { shown: tags.slice(0, limit), more: Math.max(0, tags.length - limit) };
}

/** 25 → "25 min", 90 → "1 h 30 min", 120 → "2 h". */
export function formatPrepTime(minutes: number) {
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** "middle-eastern" → "Middle Eastern". */
export function cuisineLabel(cuisine: string) {
  return cuisine
    .split("-")
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}

export const DIFFICULTY_LABELS = { easy: "Easy", medium: "Medium", hard: "Hard" } as const;

const DIFFICULTY_CLASSES = {
  easy: "bg-basil-100 text-basil-900",
  medium: "bg-amber-100 text-amber-900",
  hard: "bg-red-100 text-red-900",
} as const;

export function DifficultyBadge({ difficulty }: { difficulty: RecipeCardData["difficulty"] }) {
  return (
    <span
      className={cx(
        "inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium",
        DIFFICULTY_CLASSES[difficulty],
      )}
    >
      {DIFFICULTY_LABELS[difficulty]}
    </span>
  );
}

function ClockIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2">
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" strokeLinecap="round" />
    </svg>
  );
}

function PeopleIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2">
      <circle cx="9" cy="8" r="3.5" />
      <path
        d="M2.5 20c.8-3.5 3.4-5.5 6.5-5.5s5.7 2 6.5 5.5M16 4.8a3.5 3.5 0 0 1 0 6.4M18.5 14.8c1.6.9 2.6 2.6 3 5.2"
        strokeLinecap="round"
      />
    </svg>
  );
}

/**
 * The recipe card of chat messages and recipe lists: picture, name (a link to the
 * recipe), description, prep time, servings, difficulty and the first three tags.
 * The whole card is clickable through the name's link; `children` go under the tags.
 * `layout="list"` lays the card out as a row (a thumbnail beside the text) on phones.
 */
export function RecipeCard({
  recipe,
  href = `/recipes/${encodeURIComponent(recipe.id)}`,
  headingLevel = 3,
  layout = "stacked",
  children,
}: {
  recipe: RecipeCardData;
  href?: string;
  headingLevel?: 2 | 3 | 4;
  layout?: "stacked" | "list";
  children?: ReactNode;
}) {
  const { shown, more } = visibleTags(recipe.tags);
  const Heading = `h${headingLevel}` as const;
  const titleId = useId();
  const list = layout === "list";
  return (
    <article
      aria-labelledby={titleId}
      className={cx(
        "relative flex h-full overflow-hidden rounded-2xl border border-stone-200 bg-surface shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-basil-200 hover:shadow-md",
        list ? "flex-row sm:flex-col" : "flex-col",
      )}
    >
      <img
        src={recipe.imageUrl}
        alt=""
        width={400}
        height={300}
        loading="lazy"
        className={cx(
          "bg-basil-50 object-cover",
          list
            ? "m-3 mr-0 h-24 w-24 shrink-0 rounded-xl sm:m-0 sm:aspect-[16/9] sm:h-auto sm:w-full sm:rounded-none"
            : "aspect-[16/9] w-full",
        )}
      />
      <div className={cx("flex min-w-0 flex-1 flex-col gap-2", list ? "p-3 sm:p-4" : "p-4")}>
        <Heading id={titleId} className="text-base font-semibold leading-snug text-stone-900">
          <Link to={href} className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none">
            {recipe.name}
          </Link>
        </Heading>
        <p className={cx("line-clamp-2 text-stone-600", list ? "text-xs sm:text-sm" : "text-sm")}>
          <InUnits text={recipe.description} />
        </p>
        <ul
          aria-label="Recipe facts"
          className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-1 pt-1 text-sm text-stone-700"
        >
          <li className="inline-flex items-center gap-1">
            <ClockIcon />
            <span className="sr-only">Prep time </span>
            {formatPrepTime(recipe.prepTime)}
          </li>
          <li className="inline-flex items-center gap-1">
            <PeopleIcon />
            {recipe.servings} {recipe.servings === 1 ? "serving" : "servings"}
          </li>
          <li>
            <span className="sr-only">Difficulty </span>
            <DifficultyBadge difficulty={recipe.difficulty} />
          </li>
        </ul>
        {recipe.tags.length > 0 ? (
          <ul aria-label="Tags" className="flex flex-wrap gap-1.5">
            {shown.map((tag) => (
              <li key={tag} className="rounded-full bg-stone-100 px-2 py-0.5 text-xs text-stone-700">
                {tag}
              </li>
            ))}
            {more > 0 ? (
              <li className="rounded-full px-1 py-0.5 text-xs font-medium text-stone-500">+{more} more</li>
            ) : null}
          </ul>
        ) : null}
        {children ? <div className="relative">{children}</div> : null}
      </div>
    </article>
  );
}
