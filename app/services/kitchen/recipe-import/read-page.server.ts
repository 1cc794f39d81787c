/**
 * Reading a recipe web page into a draft for the recipe form: schema.org `Recipe` from the
 * page's JSON-LD, or from its microdata when it has none. Pure: the page is already fetched.
 */
import { DomUtils, ElementType, parseDocument } from "htmlparser2";
import { emptyDraft, PASTED_LIMITS, type RecipeDraft } from "~/domain/kitchen/recipe-draft";
import { withinMarkupDepth } from "./markup-depth.server";
import {
  DRAFT_LIMITS,
  capText,
  collapseWhitespace,
  minutesInWords,
  servingsInWords,
  splitNumberedRun,
  withoutStepNumber,
} from "~/domain/kitchen/recipe-text";

type PageDocument = ReturnType<typeof parseDocument>;
type PageNode = PageDocument["children"][number];
type PageElement = Parameters<typeof DomUtils.getAttributeValue>[0];

/** A node of structured data (a JSON-LD object, or a microdata item read into the same shape). */
type DataNode = { [property: string]: unknown };

/** Finds a node by its `@id`, for graphs that link nodes instead of nesting them (Yoast). */
type NodeIndex = Map<string, DataNode>;

type Step = RecipeDraft["steps"][number];

/**
 * The draft of the first recipe on the page, or null when it has none. `pageUrl` is where the
 * page was found: relative picture addresses resolve against it, and it is the source.
 */
export function readRecipePage(html: string, pageUrl: string): RecipeDraft | null {
  const document = parseDocument(withinMarkupDepth(html));
  const found = recipeInLinkedData(document) ?? recipeInMicrodata(document);
  if (!found) return null;
  return draftOfRecipe(found.recipe, found.index, { pageUrl, siteName: metaContent(document, "og:site_name") });
}

/**
 * The draft of the first recipe in a schema.org value read from a file (a Nextcloud Cookbook
 * recipe.json, a JSON-LD file), or null when it has none. With no page to check it against,
 * the recipe's own `url` is its source; its picture is the file's neighbour, not an address.
 */
export function readRecipeData(value: unknown): RecipeDraft | null {
  const nodes: DataNode[] = [];
  collectNodes(value, nodes);
  const recipe = nodes.find(isUsableRecipe);
  if (!recipe) return null;
  const stated = listOf(recipe.url).find((item): item is string => typeof item === "string");
  const source = stated === undefined ? null : absoluteWebAddress(textOf(stated), "https://invalid.invalid/");
  const sourceUrl = source && source.hostname !== "invalid.invalid" ? source.href : null;
  const draft = draftOfRecipe(recipe, indexById(nodes), { pageUrl: sourceUrl ?? "", siteName: null });
  return { ...draft, imageUrl: null, sourceUrl };
}

// ---------------------------------------------------------------------------------------------
// Finding the recipe
// ---------------------------------------------------------------------------------------------

type FoundRecipe = { recipe: DataNode; index: NodeIndex };

function isDataNode(value: unknown): value is DataNode {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A value that may be one thing or a list of them, as a list. */
function listOf(value: unknown): unknown[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

/** The node's types without their vocabulary prefix: "http://schema.org/Recipe" is "Recipe". */
function typesOf(node: DataNode): string[] {
  return listOf(node["@type"])
    .filter((type): type is string => typeof type === "string")
    .map((type) => type.replace(/^(?:https?:\/\/schema\.org\/|schema:)/i, "").toLowerCase());
}

function hasType(node: DataNode, type: string): boolean {
  return typesOf(node).includes(type.toLowerCase());
}

/** A recipe worth a draft says at least what it is called or what goes in it. */
function isUsableRecipe(node: DataNode): boolean {
  return (
    hasType(node, "Recipe") &&
    [node.name, node.recipeIngredient, node.ingredients, node.recipeInstructions].some(
      (value) => listOf(value).length > 0,
    )
  );
}

function linkedDataScripts(document: PageDocument): string[] {
  return DomUtils.findAll(
    (element) =>
      element.name === "script" &&
      (DomUtils.getAttributeValue(element, "type") ?? "").trim().toLowerCase() === "application/ld+json",
    document.children,
  ).map((script) => DomUtils.textContent(script));
}

/** The script's JSON, or undefined when it does not parse (one broken script must not hide another). */
function parsedScript(text: string): unknown {
  const json = text
    .trim()
    .replace(/^(?:<!--|\/\/\s*<!\[CDATA\[|\/\*\s*<!\[CDATA\[\s*\*\/)/, "")
    .replace(/(?:-->|\/\/\s*\]\]>|\/\*\s*\]\]>\s*\*\/)$/, "");
  try {
    return JSON.parse(json);
  } catch {
    return undefined;
  }
}

/** Nested deeper than this, a script is not a recipe site's data. */
const MAX_DEPTH = 32;
/** Markup nested deeper than this is not read: no page's text is (and reading it must not overflow the stack). */
const MAX_ELEMENT_DEPTH = 256;
/** Of a list of values (authors, pictures, keywords), the first this many are looked at. */
const MAX_VALUES = 50;
/**
 * The longest string of one value that is read, as for pasted text: a page may hold two
 * megabytes in one field, and every reader's time stays in proportion to what it reads.
 */
const MAX_VALUE_TEXT = PASTED_LIMITS.characters;

/** Every node in a script, in document order: top-level arrays, `@graph`, `mainEntity` and any nesting. */
function collectNodes(value: unknown, nodes: DataNode[], depth = 0): void {
  if (depth > MAX_DEPTH) return;
  if (Array.isArray(value)) {
    value.forEach((item) => collectNodes(item, nodes, depth + 1));
    return;
  }
  if (!isDataNode(value)) return;
  nodes.push(value);
  Object.values(value).forEach((property) => collectNodes(property, nodes, depth + 1));
}

function indexById(nodes: DataNode[]): NodeIndex {
  const index: NodeIndex = new Map();
  for (const node of nodes) {
    const id = node["@id"];
    // A bare {"@id": …} is a link to a node, not the node itself.
    if (typeof id === "string" && Object.keys(node).length > 1 && !index.has(id)) index.set(id, node);
  }
  return index;
}

function recipeInLinkedData(document: PageDocument): FoundRecipe | null {
  const nodes: DataNode[] = [];
  linkedDataScripts(document).forEach((script) => collectNodes(parsedScript(script), nodes));
  const index = indexById(nodes);
  const recipe = nodes.find(isUsableRecipe);
  return recipe ? { recipe, index } : null;
}

/** The node a bare `{"@id": …}` links to, or the value itself. */
function followLink(value: unknown, index: NodeIndex): unknown {
  if (!isDataNode(value) || typeof value["@id"] !== "string" || Object.keys(value).length > 1) return value;
  return index.get(value["@id"]) ?? value;
}

function followLinkToNode(value: unknown, index: NodeIndex): DataNode | null {
  const node = followLink(value, index);
  return isDataNode(node) ? node : null;
}

// ---------------------------------------------------------------------------------------------
// Microdata
// ---------------------------------------------------------------------------------------------

function isElement(node: PageNode): node is PageElement {
  return node.type === ElementType.Tag || node.type === ElementType.Script || node.type === ElementType.Style;
}

function itemTypeNames(element: PageElement): string[] {
  return (DomUtils.getAttributeValue(element, "itemtype") ?? "")
    .split(/\s+/)
    .filter((type) => /^https?:\/\/schema\.org\//i.test(type))
    .map((type) => type.replace(/^https?:\/\/schema\.org\//i, "").replace(/\/$/, ""));
}

function isItemScope(element: PageElement): boolean {
  return DomUtils.hasAttrib(element, "itemscope");
}

function recipeInMicrodata(document: PageDocument): FoundRecipe | null {
  const scopes = DomUtils.findAll(
    (element) => isItemScope(element) && itemTypeNames(element).some((type) => type.toLowerCase() === "recipe"),
    document.children,
  );
  const recipe = scopes.map(microdataItem).find(isUsableRecipe);
  return recipe ? { recipe, index: new Map() } : null;
}

/**
 * An item read into the shape JSON-LD has: each property a list of its values, a nested
 * item a node of its own. A property belongs to the nearest item scope around it.
 */
function microdataItem(scope: PageElement): DataNode {
  const item: DataNode = { "@type": itemTypeNames(scope) };
  const visit = (nodes: PageNode[], depth: number): void => {
    if (depth > MAX_ELEMENT_DEPTH) return;
    for (const node of nodes) {
      if (!isElement(node)) continue;
      const names = (DomUtils.getAttributeValue(node, "itemprop") ?? "").split(/\s+/).filter(Boolean);
      if (names.length > 0) {
        const value = microdataValue(node);
        for (const name of names) {
          const values = item[name];
          if (Array.isArray(values)) values.push(value);
          else item[name] = [value];
        }
      }
      if (!isItemScope(node)) visit(node.children, depth + 1);
    }
  };
  visit(scope.children, 0);
  return item;
}

const SOURCE_ATTRIBUTE: Record<string, string> = {
  meta: "content",
  img: "src",
  audio: "src",
  video: "src",
  source: "src",
  embed: "src",
  iframe: "src",
  track: "src",
  a: "href",
  area: "href",
  link: "href",
  object: "data",
  data: "value",
  meter: "value",
  time: "datetime",
};

/** A property's value as microdata defines it; text comes back as markup so it is read like JSON-LD's. */
function microdataValue(element: PageElement): unknown {
  if (isItemScope(element)) return microdataItem(element);
  const attribute = DomUtils.getAttributeValue(element, "content") ?? attributeValue(element);
  if (attribute !== undefined) return escapeMarkup(attribute);
  return escapeMarkup(linesOfNodes(element.children, false).join("\n"));
}

function attributeValue(element: PageElement): string | undefined {
  const name = SOURCE_ATTRIBUTE[element.name];
  if (!name) return undefined;
  const value = DomUtils.getAttributeValue(element, name);
  // Lazy-loading pictures keep a placeholder in src and the real address elsewhere.
  if (element.name === "img" && (value === undefined || value.startsWith("data:"))) {
    return (
      DomUtils.getAttributeValue(element, "data-src") ?? DomUtils.getAttributeValue(element, "data-lazy-src") ?? value
    );
  }
  return value;
}

/** Text as markup that reads back as the same text (already decoded text must not decode twice). */
function escapeMarkup(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

function metaContent(document: PageDocument, property: string): string | null {
  const meta = DomUtils.findOne(
    (element) =>
      element.name === "meta" &&
      (DomUtils.getAttributeValue(element, "property") ?? DomUtils.getAttributeValue(element, "name")) === property,
    document.children,
  );
  const content = meta ? collapseWhitespace(DomUtils.getAttributeValue(meta, "content") ?? "") : "";
  return content === "" ? null : content;
}

// ---------------------------------------------------------------------------------------------
// Text
// ---------------------------------------------------------------------------------------------

/** Elements whose start and end begin a new line of text. */
const LINE_ELEMENTS = new Set([
  "address",
  "article",
  "blockquote",
  "br",
  "dd",
  "div",
  "dl",
  "dt",
  "figcaption",
  "figure",
  "footer",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "header",
  "hr",
  "li",
  "ol",
  "p",
  "pre",
  "section",
  "table",
  "tr",
  "ul",
]);
/** Elements whose content is never text a reader sees. */
const UNREAD_ELEMENTS = new Set(["script", "style", "noscript", "template", "svg", "button"]);

/**
 * The lines of some nodes' text. In markup, line breaks come from elements and source
 * newlines are spaces; `keepNewlines` is for plain text, whose newlines are its lines.
 */
function linesOfNodes(nodes: PageNode[], keepNewlines: boolean): string[] {
  const parts: string[] = [];
  const visit = (children: PageNode[], depth: number): void => {
    if (depth > MAX_ELEMENT_DEPTH) return;
    for (const node of children) {
      if (node.type === ElementType.Text) parts.push(keepNewlines ? node.data : node.data.replace(/\s+/g, " "));
      if (!isElement(node) || UNREAD_ELEMENTS.has(node.name)) continue;
      const breaksLine = LINE_ELEMENTS.has(node.name);
      if (breaksLine) parts.push("\n");
      visit(node.children, depth + 1);
      if (breaksLine) parts.push("\n");
    }
  };
  visit(nodes, 0);
  return parts
    .join("")
    .split("\n")
    .map(collapseWhitespace)
    .filter((line) => line !== "");
}

/** The lines of a structured-data string, which may hold entities and tags (its first MAX_VALUE_TEXT characters). */
function linesOfMarkup(value: string): string[] {
  const markup = value.slice(0, MAX_VALUE_TEXT);
  if (!/[<&]/.test(markup))
    return markup
      .split(/\r?\n|\r/)
      .map(collapseWhitespace)
      .filter(Boolean);
  const hasLineElements = /<(?:br|p|div|li|h[1-6])\b/i.test(markup);
  return linesOfNodes(parseDocument(markup).children, !hasLineElements);
}

/** The lines of a value that should be text: a string, a number, or the first such of a list. */
function linesOf(value: unknown): string[] {
  for (const item of listOf(value).slice(0, MAX_VALUES)) {
    if (typeof item === "number") return [String(item)];
    if (typeof item !== "string") continue;
    const lines = linesOfMarkup(item);
    if (lines.length > 0) return lines;
  }
  return [];
}

/** A value as one line of text ("" when it has none). */
function textOf(value: unknown): string {
  return collapseWhitespace(linesOf(value).join(" "));
}

// ---------------------------------------------------------------------------------------------
// The draft
// ---------------------------------------------------------------------------------------------

type PageContext = { pageUrl: string; siteName: string | null };

function draftOfRecipe(recipe: DataNode, index: NodeIndex, page: PageContext): RecipeDraft {
  const instructions = instructionsOf(recipe.recipeInstructions, index);
  return {
    ...emptyDraft(),
    name: capText(textOf(recipe.name), DRAFT_LIMITS.name),
    description: capText(textOf(recipe.description), DRAFT_LIMITS.description),
    ...timesOf(recipe),
    servings: servingsOf(recipe.recipeYield),
    cuisine: cuisineOf(recipe.recipeCuisine),
    tags: tagsOf(recipe),
    ingredients: ingredientsOf(recipe.recipeIngredient ?? recipe.ingredients),
    steps: instructions.steps.slice(0, DRAFT_LIMITS.steps),
    tips: instructions.tips.slice(0, DRAFT_LIMITS.tips),
    imageUrl: imageOf(recipe.image, index, page.pageUrl),
    sourceUrl: sourceOf(recipe.url, page.pageUrl),
    credit: creditOf(recipe, index, page.siteName),
  };
}

const ISO_DURATION =
  /^P(?!$)(?:(\d+(?:[.,]\d+)?)Y)?(?:(\d+(?:[.,]\d+)?)M)?(?:(\d+(?:[.,]\d+)?)W)?(?:(\d+(?:[.,]\d+)?)D)?(?:T(?=\d)(?:(\d+(?:[.,]\d+)?)H)?(?:(\d+(?:[.,]\d+)?)M)?(?:(\d+(?:[.,]\d+)?)S)?)?$/i;

/**
 * Minutes in an ISO-8601 duration ("PT1H30M", "P0DT0H20M", "PT0.5H", "PT90M"), or in words
 * when a page writes the time out ("1 hr 10 mins"); null when neither.
 */
export function minutesInDuration(value: unknown): number | null {
  const text = textOf(value);
  const match = ISO_DURATION.exec(text);
  if (!match) return minutesInWords(text);
  const [years, months, weeks, days, hours, minutes, seconds] = match
    .slice(1)
    .map((part) => (part === undefined ? 0 : Number(part.replace(",", "."))));
  // Years and months have no fixed length, and no recipe takes that long.
  if (years > 0 || months > 0) return null;
  return Math.round(weeks * 7 * 24 * 60 + days * 24 * 60 + hours * 60 + minutes + seconds / 60);
}

function timesOf(recipe: DataNode): { prepTime: number | null; cookTime: number | null } {
  const prepTime = minutesInDuration(recipe.prepTime);
  const cookTime = minutesInDuration(recipe.cookTime);
  // A total alone is how long it all takes, which the form keeps as preparation.
  if (prepTime === null && cookTime === null) return { prepTime: minutesInDuration(recipe.totalTime), cookTime: null };
  return { prepTime, cookTime };
}

function servingsOf(recipeYield: unknown): number | null {
  for (const item of listOf(recipeYield).slice(0, MAX_VALUES)) {
    const servings = typeof item === "number" ? Math.round(item) : servingsInWords(textOf(item));
    if (servings !== null && servings >= 1) return servings;
  }
  return null;
}

function cuisineOf(recipeCuisine: unknown): string | null {
  const first = textOf(recipeCuisine).split(",")[0].trim();
  return first === "" ? null : capText(first, DRAFT_LIMITS.line);
}

/** Categories first (they are the broad words), then keywords; each once, whatever its case. */
function tagsOf(recipe: DataNode): string[] {
  const words = [...listOf(recipe.recipeCategory), ...listOf(recipe.keywords)]
    .slice(0, MAX_VALUES)
    .flatMap((value) => textOf(value).split(",", MAX_VALUES))
    .map((word) => word.trim())
    .filter((word) => word !== "" && word.length <= DRAFT_LIMITS.tag);
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const word of words) {
    const key = word.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    tags.push(word);
  }
  return tags.slice(0, DRAFT_LIMITS.tags);
}

/** One line per ingredient; a single string (older pages) holds one ingredient per line. */
function ingredientsOf(value: unknown): string[] {
  const lines: string[] = [];
  const add = (line: string) => {
    if (line !== "" && lines.length < DRAFT_LIMITS.ingredients) lines.push(capText(line, DRAFT_LIMITS.line));
  };
  if (!Array.isArray(value)) linesOf(value).forEach(add);
  else for (let at = 0; at < value.length && lines.length < DRAFT_LIMITS.ingredients; at++) add(textOf(value[at]));
  return lines;
}

type Instructions = { steps: Step[]; tips: string[] };

/** Section names that only repeat that these are the instructions, so they lead no step. */
const PLAIN_SECTION_NAMES = new Set(["", "instructions", "method", "directions", "steps", "preparation"]);
/** A section name longer than this is not a short lead but text the page put in the wrong place. */
const MAX_LEAD_LENGTH = 60;

function instructionsOf(value: unknown, index: NodeIndex): Instructions {
  const instructions: Instructions = { steps: [], tips: [] };
  addInstructions(value, index, instructions, "", 0);
  return instructions;
}

/**
 * Steps and tips from every shape sites give instructions: a string of lines, a list of
 * strings, HowToStep, HowToSection (flattened, its name leading its first step), ItemList of
 * ListItems, and HowToTip (a tip, not a step).
 */
function addInstructions(value: unknown, index: NodeIndex, into: Instructions, lead: string, depth: number): string {
  if (depth > MAX_DEPTH) return lead;
  let pendingLead = lead;
  for (const item of inPositionOrder(listOf(value), index)) {
    if (into.steps.length >= DRAFT_LIMITS.steps && into.tips.length >= DRAFT_LIMITS.tips) break;
    const node = followLink(item, index);
    if (typeof node === "string") {
      for (const line of stepLinesOfText(node)) pendingLead = addStep(into, pendingLead, line, null);
    } else if (isDataNode(node)) {
      pendingLead = addInstructionNode(node, index, into, pendingLead, depth);
    }
  }
  return pendingLead;
}

function addInstructionNode(node: DataNode, index: NodeIndex, into: Instructions, lead: string, depth: number): string {
  if (hasType(node, "HowToTip")) {
    const tip = textOf(node.text) || textOf(node.name);
    if (tip !== "") into.tips.push(capText(tip, DRAFT_LIMITS.step));
    return lead;
  }
  if (hasType(node, "ListItem") && node.item !== undefined) {
    return addInstructions(node.item, index, into, lead, depth + 1);
  }
  const text = textOf(node.text) || textOf(node.description);
  if (text === "" && node.itemListElement !== undefined) {
    const sectionLead = hasType(node, "HowToSection") ? leadOf(textOf(node.name)) : "";
    return addInstructions(node.itemListElement, index, into, sectionLead || lead, depth + 1);
  }
  return addStep(into, lead, text || textOf(node.name), timerOf(node));
}

function leadOf(sectionName: string): string {
  const name = sectionName.replace(/:$/, "").trim();
  if (PLAIN_SECTION_NAMES.has(name.toLowerCase()) || name.length > MAX_LEAD_LENGTH) return "";
  return `${name}: `;
}

/** Adds a step (when it has words) and returns the lead still waiting for a step. */
function addStep(into: Instructions, lead: string, text: string, timerMinutes: number | null): string {
  const instruction = withoutStepNumber(text);
  if (instruction === "") return lead;
  into.steps.push({ instruction: capText(`${lead}${instruction}`, DRAFT_LIMITS.step), timerMinutes });
  return "";
}

/** A string of instructions: one step per line, or per number when a line holds numbered steps. */
function stepLinesOfText(text: string): string[] {
  return linesOfMarkup(text).flatMap(splitNumberedRun);
}

/** ItemList elements in their stated `position` when every one has one, else as given. */
function inPositionOrder(items: unknown[], index: NodeIndex): unknown[] {
  const positions = items.map((item) => Number(followLinkToNode(item, index)?.position ?? Number.NaN));
  if (items.length < 2 || positions.some((position) => !Number.isFinite(position))) return items;
  return items
    .map((item, order) => ({ item, order, position: positions[order] }))
    .sort((a, b) => a.position - b.position || a.order - b.order)
    .map(({ item }) => item);
}

/** A step's timer only from its own stated duration; the form reads timers from the text. */
function timerOf(step: DataNode): number | null {
  const minutes = minutesInDuration(step.performTime) ?? minutesInDuration(step.totalTime);
  return minutes !== null && minutes > 0 ? minutes : null;
}

function absoluteWebAddress(value: string, base: string): URL | null {
  try {
    const url = new URL(value.trim(), base);
    return url.protocol === "http:" || url.protocol === "https:" ? url : null;
  } catch {
    return null;
  }
}

/** The picture: an address, a list of them (the first that works) or an ImageObject. */
function imageOf(value: unknown, index: NodeIndex, pageUrl: string): string | null {
  for (const item of listOf(value).slice(0, MAX_VALUES)) {
    const image = followLink(item, index);
    const candidates = (isDataNode(image) ? [...listOf(image.url), ...listOf(image.contentUrl)] : [image]).slice(
      0,
      MAX_VALUES,
    );
    for (const candidate of candidates) {
      const address = typeof candidate === "string" ? absoluteWebAddress(textOf(candidate), pageUrl) : null;
      if (address) return address.href;
    }
  }
  return null;
}

function siteOf(hostname: string): string {
  return hostname.toLowerCase().replace(/^www\./, "");
}

/** The recipe's own address when it is on the same site as the page (else a page could claim any), else the page's. */
function sourceOf(url: unknown, pageUrl: string): string {
  const page = absoluteWebAddress(pageUrl, pageUrl);
  const address = listOf(url).find((item): item is string => typeof item === "string");
  const stated = address === undefined ? null : absoluteWebAddress(textOf(address), pageUrl);
  if (page && stated && siteOf(stated.hostname) === siteOf(page.hostname)) return stated.href;
  return pageUrl;
}

function nameOf(value: unknown, index: NodeIndex): string {
  const node = followLink(value, index);
  const name = isDataNode(node) ? textOf(node.name) : textOf(node);
  return name.replace(/^by\s+/i, "");
}

/** "Jane Doe and Sam Lee, Example Kitchen": the authors, then the publisher or the site's name. */
function creditOf(recipe: DataNode, index: NodeIndex, siteName: string | null): string | null {
  const authors = [
    ...new Set(
      listOf(recipe.author)
        .slice(0, MAX_VALUES)
        .map((author) => nameOf(author, index))
        .filter(Boolean),
    ),
  ];
  const publisher =
    listOf(recipe.publisher)
      .slice(0, MAX_VALUES)
      .map((item) => nameOf(item, index))
      .find(Boolean) ??
    siteName ??
    "";
  const byline = authors.join(" and ");
  const parts = [byline, publisher].filter(
    (part, order, all) => part !== "" && (order === 0 || part.toLowerCase() !== all[0].toLowerCase()),
  );
  return parts.length === 0 ? null : capText(parts.join(", "), DRAFT_LIMITS.line);
}
