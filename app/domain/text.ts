/**
 * Small readers of member text that run in time linear in the text's length, for the places a
 * regular expression anchored at the end would try every start position (and so take time
 * quadratic in a long run of one character). Plain TypeScript for both sides.
 */

/**
 * The text without the characters of a class (a one-character pattern such as /[\s,;:.]/) at
 * its start and end: "  ,salt;. " → "salt". What /^[…]+|[…]+$/g does, in linear time.
 */
export function trimCharacters(text: string, characterClass: RegExp, which: "both" | "start" | "end" = "both") {
  let start = 0;
  let end = text.length;
  if (which !== "end") while (start < end && characterClass.test(text[start])) start++;
  if (which !== "start") while (end > start && characterClass.test(text[end - 1])) end--;
  return text.slice(start, end);
}

/**
 * An aside in brackets that ends the text ("Ingredients (serves 4)", "flour (sifted)"): the text
 * before it (trimmed) and what the brackets hold; null when the text does not end with one.
 * The aside opens at the first "(" after the last ")" before the closing one, as
 * /\s*\(([^)]*)\)\s*$/ would find it.
 */
export function trailingAside(text: string): { before: string; inside: string } | null {
  const trimmed = text.trimEnd();
  if (!trimmed.endsWith(")")) return null;
  const close = trimmed.length - 1;
  const open = trimmed.indexOf("(", trimmed.lastIndexOf(")", close - 1) + 1);
  if (open === -1 || open > close) return null;
  return { before: trimmed.slice(0, open).trimEnd(), inside: trimmed.slice(open + 1, close) };
}

/** The number of lines in a text ("\n", "\r\n" or "\r" ending each) and the length of its longest, in one pass. */
export function lineStats(text: string): { lines: number; longest: number } {
  let lines = 1;
  let longest = 0;
  let length = 0;
  for (let index = 0; index < text.length; index++) {
    const character = text[index];
    if (character !== "\n" && character !== "\r") {
      length++;
      continue;
    }
    if (character === "\r" && text[index + 1] === "\n") index++;
    longest = Math.max(longest, length);
    length = 0;
    lines++;
  }
  return { lines, longest: Math.max(longest, length) };
}
