import type { RecipeCuisine } from "~/domain/kitchen/recipe-types";

/** Colours that suggest each cuisine's table. */
const PALETTES: Record<RecipeCuisine, [string, string]> = {
  italian: ["#fde2d8", "#c0392b"],
  mexican: ["#fff1c7", "#d35400"],
  chinese: ["#ffe0e0", "#b71c1c"],
  japanese: ["#eef3f7", "#34495e"],
  indian: ["#fff0d6", "#e67e22"],
  thai: ["#e9f7e4", "#2e7d32"],
  french: ["#eceaf8", "#4a3f9f"],
  greek: ["#e3f2fd", "#1565c0"],
  mediterranean: ["#fff8e1", "#827717"],
  american: ["#fdecea", "#1f3a93"],
  korean: ["#fde8ef", "#ad1457"],
  vietnamese: ["#e8f8f0", "#00796b"],
  "middle-eastern": ["#fbefe3", "#8d5524"],
  caribbean: ["#e0f7fa", "#00838f"],
  other: ["#f1f8f1", "#2f7e37"],
};

const FOOD_COLOURS = [
  "#e74c3c",
  "#f39c12",
  "#27ae60",
  "#8e44ad",
  "#f1c40f",
  "#d35400",
  "#16a085",
  "#c0392b",
  "#7f8c8d",
];

function hash(text: string) {
  let value = 2166136261;
  for (const char of text) value = Math.imul(value ^ char.charCodeAt(0), 16777619) >>> 0;
  return value;
}

/**
 * An illustration of the dish: a plate on the cuisine's colours with pieces of food
 * laid out from the recipe's name, so every recipe has its own picture and it is
 * served by the app itself.
 */
export function recipeIllustration(name: string, cuisine: RecipeCuisine | null) {
  const [background, accent] = cuisine ? PALETTES[cuisine] : ["#f1f8f1", "#2f7e37"];
  let seed = hash(name);
  const next = () => {
    seed = Math.imul(seed ^ (seed >>> 15), 2246822507) >>> 0;
    return seed / 4294967296;
  };
  const pieces: string[] = [];
  for (let index = 0; index < 9; index += 1) {
    const angle = next() * Math.PI * 2;
    const distance = 18 + next() * 62;
    const x = (200 + Math.cos(angle) * distance).toFixed(1);
    const y = (150 + Math.sin(angle) * distance * 0.8).toFixed(1);
    const radius = (9 + next() * 16).toFixed(1);
    const colour = FOOD_COLOURS[Math.floor(next() * FOOD_COLOURS.length)];
    pieces.push(
      `<ellipse cx="${x}" cy="${y}" rx="${radius}" ry="${(Number(radius) * 0.75).toFixed(1)}" fill="${colour}" opacity="0.9"/>`,
    );
  }
  const leafAngle = Math.floor(next() * 360);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" role="img">
<rect width="400" height="300" fill="${background}"/>
<circle cx="200" cy="160" r="122" fill="${accent}" opacity="0.18"/>
<ellipse cx="200" cy="155" rx="118" ry="100" fill="#ffffff"/>
<ellipse cx="200" cy="155" rx="96" ry="80" fill="#f7f5f0" stroke="${accent}" stroke-opacity="0.25" stroke-width="3"/>
${pieces.join("\n")}
<g transform="translate(200 150) rotate(${leafAngle}) translate(30 -20)"><path d="M0 0c8-14 22-18 34-16-2 12-12 24-34 16Z" fill="#3f9a48"/></g>
</svg>`;
}
