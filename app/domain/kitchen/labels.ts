/** How stored kitchen words read on screen: "fridge" → "Fridge", "meat & fish" → "Meat & fish". */
export function kitchenLabel(value: string) {
  return value.charAt(0).toUpperCase() + value.slice(1);
}

export function expiryLabel(status: "expired" | "soon") {
  return status === "expired" ? "Expired" : "Soon";
}
