/**
 * Numbers said or written in words: the one table of them ("two", "twenty", "hundred",
 * "half", "dozen", "third" as an ordinal), and reading a run of such words as a number
 * ("three hundred and fifty" → 350, "twenty-five" → 25, "one point five" → 1.5,
 * "two and a half" → 2.5).
 */

export const ONES: Readonly<Record<string, number>> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
};

export const TENS: Readonly<Record<string, number>> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};

const SCALES: Readonly<Record<string, number>> = { hundred: 100, thousand: 1000 };

/** Cardinal words from one to ninety ("one" … "nineteen", "twenty" … "ninety"). */
export const CARDINALS: Readonly<Record<string, number>> = { ...ONES, ...TENS };

export const ORDINALS: Readonly<Record<string, number>> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
  eleventh: 11,
  twelfth: 12,
};

/** The number a single word says, or null: "seven" → 7, "forty" → 40, "12" → 12. */
export function numberWord(word: string): number | null {
  if (/^\d+(?:\.\d+)?$/.test(word)) return Number(word);
  return CARDINALS[word] ?? null;
}

/** The ordinal a word says: "third" → 3, "3rd" → 3, "last" → -1; null otherwise. */
export function ordinalWord(word: string): number | null {
  if (word === "last") return -1;
  const digits = /^(\d+)(?:st|nd|rd|th)$/.exec(word);
  if (digits) return Number(digits[1]);
  return ORDINALS[word] ?? null;
}

const DIGITS = "zero|oh|one|two|three|four|five|six|seven|eight|nine";
const NUMBER = Object.keys({ ...CARDINALS, ...SCALES }).join("|");

/**
 * A run of number words in text: "three hundred and fifty", "twenty-five", "one point five",
 * "two and a half". Linear: every alternative starts with a different word.
 */
const SPOKEN = new RegExp(
  `\\b(?:${NUMBER})\\b(?:(?:[ -]|(?: and ))(?:${NUMBER})\\b)*(?: point(?: (?:${DIGITS})\\b)+)?(?: and a half\\b)?`,
  "g",
);

/** The value of a run SPOKEN matched; null when it is not one number ("five six"). */
export function spokenNumber(phrase: string): number | null {
  const half = / and a half$/.test(phrase);
  const [whole, point] = phrase.replace(/ and a half$/, "").split(" point ");
  let total = 0;
  let group = 0;
  let last = Infinity;
  for (const word of whole.split(/[ -]+/)) {
    if (word === "and") continue;
    if (SCALES[word] !== undefined) {
      if (SCALES[word] === 100) group = (group || 1) * 100;
      else {
        total += (group || 1) * SCALES[word];
        group = 0;
      }
      last = Infinity;
      continue;
    }
    const value = CARDINALS[word];
    if (value === undefined) return null;
    // "twenty five" adds up; "five six" is two numbers, not eleven.
    if (value >= last || (last < 20 && last !== Infinity)) return null;
    group += value;
    last = value;
  }
  let value = total + group;
  if (point) {
    const digits = point.split(" ").map((word) => (word === "oh" ? 0 : ONES[word]));
    value = Number(`${value}.${digits.join("")}`);
  }
  return half ? value + 0.5 : value;
}

/**
 * Number words in text as digits ("add two hundred grams" → "add 200 grams"), except a lone
 * "one" (as often "that one" as a count) and runs that are not one number.
 */
export function digitsInText(text: string): string {
  return text.replace(SPOKEN, (phrase) => {
    if (phrase === "one") return phrase;
    const value = spokenNumber(phrase);
    return value === null ? phrase : String(value);
  });
}
