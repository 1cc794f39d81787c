import type { FieldMetadata } from "@conform-to/react";
import { TextField } from "~/components/forms";
import { UNITS } from "~/domain/kitchen/quantities";
import { Suggestions } from "./fields";

type FieldMeta = FieldMetadata<string | number | undefined, Record<string, unknown>, string[]>;

/**
 * An amount as two boxes, a number and a unit with suggestions (any unit may be typed).
 * The caller's grid lays them out.
 */
export function QuantityFields({
  quantity,
  unit,
  quantityLabel = "Quantity",
  unitPlaceholder = "e.g. lb",
}: {
  quantity: FieldMeta;
  unit: FieldMeta;
  quantityLabel?: string;
  unitPlaceholder?: string;
}) {
  const unitsId = `${unit.id}-units`;
  return (
    <>
      <TextField
        meta={quantity}
        label={quantityLabel}
        type="number"
        inputMode="decimal"
        step="any"
        min="0"
        placeholder="2"
      />
      <TextField
        meta={unit}
        label="Unit"
        list={unitsId}
        autoComplete="off"
        autoCapitalize="none"
        placeholder={unitPlaceholder}
      />
      <Suggestions id={unitsId} values={UNITS} />
    </>
  );
}
