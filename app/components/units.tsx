import { useRouteLoaderData } from "@remix-run/react";
import { convertTextParts, showAmount, type UnitSystem } from "~/domain/kitchen/units";
import type { loader as rootLoader } from "~/root";

/** The member's units (metric or US customary), which the root loader reads from their profile. */
export function useUnitSystem(): UnitSystem {
  return useRouteLoaderData<typeof rootLoader>("root")?.units ?? "metric";
}

/** A stored amount in the member's units; what the recipe says is the title of a converted one. */
export function Amount({ quantity, unit }: { quantity: number | null; unit: string | null }) {
  const { text, original } = showAmount(quantity, unit, useUnitSystem());
  return original ? <span title={`Recipe says ${original}`}>{text}</span> : <>{text}</>;
}

/** Text with its amounts and temperatures in the member's units, each converted one titled with what was written. */
export function InUnits({ text }: { text: string }) {
  const parts = convertTextParts(text, useUnitSystem());
  return (
    <>
      {parts.map((part, index) =>
        typeof part === "string" ? (
          part
        ) : (
          // The parts of one text never move, so their places are their keys.
          <span key={index} title={`Recipe says ${part.original}`}>
            {part.text}
          </span>
        ),
      )}
    </>
  );
}
