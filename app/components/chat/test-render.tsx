import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server";
import type { UnitSystem } from "~/schemas/options";

/**
 * Server-renders a component inside a data router, as Remix does, so its Links and Forms render.
 * `units` is the member's, as the root loader hands it to every page.
 */
export async function renderInRouter(element: ReactElement, url = "http://localhost/", units?: UnitSystem) {
  const routes = [{ id: "root", path: "*", element, loader: () => ({ units }) }];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error("unexpected redirect");
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToStaticMarkup(<StaticRouterProvider router={router} context={context} hydrate={false} />);
}
