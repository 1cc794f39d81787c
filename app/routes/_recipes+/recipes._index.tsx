import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { KitchenShell } from "~/components/kitchen-shell";
import { cx } from "~/components/ui";
import { useLiveUpdates } from "~/live";
import { liveData } from "~/live.server";
import { loadRecipeSearch } from "./recipes.server";
import { BrowseLinks, HouseholdRecipes, SearchResults, Suggestions } from "./ui/recipe-lists";
import { SearchForm } from "./ui/recipe-search-form";

export const meta: MetaFunction = () => [{ title: "Recipes" }];

export async function loader({ request }: LoaderFunctionArgs) {
  return json(await liveData(() => loadRecipeSearch(request)));
}

export default function Recipes() {
  const data = useLoaderData<typeof loader>();
  const location = useLocation();
  const navigation = useNavigation();
  useLiveUpdates(["pantry", "recipes"], data.liveSince);
  const searching = navigation.state === "loading" && navigation.location.pathname === "/recipes";
  return (
    <KitchenShell title="Recipes" subtitle="Find something to cook">
      <SearchForm key={location.search} values={data.values} lastResult={data.searchReply} active={data.active} />
      <div aria-busy={searching || undefined} className={cx("transition-opacity", searching && "opacity-60")}>
        {data.active ? (
          <SearchResults results={data.results} />
        ) : (
          <>
            <HouseholdRecipes recipes={data.own} />
            <Suggestions suggestions={data.suggestions} />
            <BrowseLinks />
          </>
        )}
      </div>
    </KitchenShell>
  );
}
