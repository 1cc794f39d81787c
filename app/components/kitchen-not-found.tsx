import { isRouteErrorResponse, useLocation, useRouteError } from "@remix-run/react";
import { KitchenShell } from "./kitchen-shell";
import { ErrorScreen } from "./screens";
import { ButtonLink, Card } from "./ui";

/**
 * A kitchen page's error boundary: a 404 (a missing id, or another household's) says what
 * was not found inside the page frame; anything else is the generic error screen.
 */
export function KitchenErrorView({
  section,
  notFound,
  backTo,
  backLabel,
}: {
  section: string;
  notFound: string;
  backTo: string;
  backLabel: string;
}) {
  const error = useRouteError();
  const location = useLocation();
  if (!isRouteErrorResponse(error) || error.status !== 404) {
    return <ErrorScreen tryAgainHref={location.pathname + location.search} />;
  }
  return (
    <KitchenShell title={section}>
      <Card className="text-center">
        <h2 className="text-lg font-semibold text-stone-900">{notFound}</h2>
        <p className="mt-1 text-sm text-stone-600">It may have been removed, or the link may be wrong.</p>
        <ButtonLink to={backTo} variant="primary" className="mt-4">
          {backLabel}
        </ButtonLink>
      </Card>
    </KitchenShell>
  );
}
