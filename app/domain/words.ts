/** How counts and lists read in Basil's sentences, on pages and in the assistant alike. */

/** "1 item", "3 items"; give the plural when it is not the word plus "s". */
export function plural(count: number, word: string, pluralWord = `${word}s`) {
  return `${count} ${count === 1 ? word : pluralWord}`;
}

/** "eggs", "eggs and milk", "eggs, milk and bread" (or "… or …"). */
export function listInWords(words: string[], conjunction: "and" | "or" = "and") {
  if (words.length <= 1) return words.join("");
  return `${words.slice(0, -1).join(", ")} ${conjunction} ${words[words.length - 1]}`;
}

/** "eggs" → "Eggs": the first letter upper-case, the rest as it is. */
export function capitalise(text: string) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "A, B or C", for choices. */
export function orWords(words: string[]) {
  return listInWords(words, "or");
}
