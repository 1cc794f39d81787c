/** The kitchen every spoken request of the voice evaluation is said in. */
export const KITCHEN = {
  pantry: [
    { name: "Eggs", quantity: 12, unit: null, location: "fridge" },
    { name: "Milk", quantity: 1, unit: "l", location: "fridge" },
    { name: "Butter", quantity: 250, unit: "g", location: "fridge" },
    { name: "Cheddar", quantity: 200, unit: "g", location: "fridge" },
    { name: "Greek yogurt", quantity: 500, unit: "g", location: "fridge" },
    { name: "Spinach", quantity: 1, unit: "bag", location: "fridge" },
    { name: "Chicken breast", quantity: 1, unit: "lb", location: "freezer" },
    { name: "Frozen peas", quantity: 1, unit: "bag", location: "freezer" },
    { name: "Rice", quantity: 2, unit: "kg", location: "pantry" },
    { name: "Spaghetti", quantity: 500, unit: "g", location: "pantry" },
    { name: "Canned tomatoes", quantity: 3, unit: "can", location: "pantry" },
    { name: "Onions", quantity: 4, unit: null, location: "pantry" },
    { name: "Olive oil", quantity: 1, unit: "bottle", location: "pantry" },
  ],
  list: [
    { name: "Bread", quantity: 1, unit: "loaf", checked: false },
    { name: "Bananas", quantity: 6, unit: null, checked: false },
    { name: "Coffee", quantity: 1, unit: "bag", checked: false },
    { name: "Oat milk", quantity: 2, unit: "carton", checked: false },
    { name: "Apples", quantity: 4, unit: null, checked: true },
  ],
  session: { recipe: "shakshuka", step: 2 },
  timers: [{ name: "Pasta", seconds: 600 }],
  plan: [{ offset: 1, mealType: "dinner" as const, recipe: "shakshuka" }],
};
