import { Form } from "@remix-run/react";
import { RecipeCard } from "~/components/chat/recipe-card";
import { SubmitButton, useSubmitting } from "~/components/forms";
import { Card } from "~/components/ui";
import type { MealData } from "./change-recipe-form";

/** The meal's recipe card, or its name alone when the recipe is no longer there. */
export function MealRecipe({ meal }: { meal: MealData["meal"] }) {
  return meal.recipe ? (
    <RecipeCard recipe={meal.recipe} headingLevel={2} />
  ) : (
    <Card>
      <p className="font-medium text-stone-900">{meal.recipeName}</p>
      <p className="text-sm text-stone-600">Choose another recipe for this meal below.</p>
    </Card>
  );
}

/** Start cooking the meal's recipe, or take the meal off the plan. */
export function MealActions({ canCook }: { canCook: boolean }) {
  const starting = useSubmitting({ intent: "start-cooking" });
  const removing = useSubmitting({ intent: "remove-meal" });
  return (
    <Form method="post" className="grid grid-cols-2 gap-2">
      <SubmitButton name="intent" value="start-cooking" busy={starting} busyLabel="Starting..." disabled={!canCook}>
        Start cooking
      </SubmitButton>
      <SubmitButton
        name="intent"
        value="remove-meal"
        busy={removing}
        busyLabel="Removing..."
        variant="outline"
        className="text-red-700"
      >
        Remove from plan
      </SubmitButton>
    </Form>
  );
}
