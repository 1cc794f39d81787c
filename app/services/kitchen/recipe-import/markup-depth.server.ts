/**
 * How deep a page's markup nests, found in one pass before the HTML parser sees it. The
 * parser keeps its open elements in a list it grows at the front, so each element opened
 * inside N others costs N: a page of nothing but 400,000 nested <div>s (two megabytes) would
 * hold the server for minutes. No real page nests more than a few dozen deep.
 */

/** Deeper than this the page is not read on (real pages: under 50). */
export const MAX_MARKUP_DEPTH = 1_000;

/** Elements that have no end tag, or whose next sibling ends them (the parser never nests them in their own kind). */
const NOT_NESTING = new Set(
  "area base br col embed hr img input link meta param source track wbr p li dt dd option tr td th".split(" "),
);
/** Elements whose content is text up to their end tag, not markup. */
const RAW_TEXT = new Set(["script", "style", "textarea", "title", "xmp", "noscript", "iframe", "noembed"]);

function isNameCharacter(code: number) {
  return (
    (code >= 97 && code <= 122) ||
    (code >= 65 && code <= 90) ||
    (code >= 48 && code <= 57) ||
    code === 45 ||
    code === 58
  );
}

/**
 * The page up to where its elements nest deeper than MAX_MARKUP_DEPTH (all of it for any real
 * page). Counting errs towards deeper (an element the parser would close on its own counts as
 * open), so the parser's own depth is never more than this.
 */
export function withinMarkupDepth(html: string): string {
  const lower = html.toLowerCase();
  let depth = 0;
  let at = lower.indexOf("<");
  while (at !== -1) {
    if (lower.startsWith("<!--", at)) {
      const end = lower.indexOf("-->", at + 4);
      if (end === -1) break;
      at = lower.indexOf("<", end + 3);
      continue;
    }
    const closing = lower[at + 1] === "/";
    let nameEnd = at + (closing ? 2 : 1);
    while (nameEnd < lower.length && isNameCharacter(lower.charCodeAt(nameEnd))) nameEnd++;
    const name = lower.slice(at + (closing ? 2 : 1), nameEnd);
    const tagEnd = lower.indexOf(">", nameEnd);
    if (tagEnd === -1) break;
    if (name === "" || NOT_NESTING.has(name)) {
      at = lower.indexOf("<", tagEnd + 1);
      continue;
    }
    if (closing) depth = Math.max(0, depth - 1);
    else if (lower[tagEnd - 1] !== "/") {
      depth++;
      if (depth > MAX_MARKUP_DEPTH) return html.slice(0, at);
      if (RAW_TEXT.has(name)) {
        const end = lower.indexOf(`</${name}`, tagEnd + 1);
        if (end === -1) break;
        depth--;
        at = lower.indexOf("<", end + 2 + name.length);
        continue;
      }
    }
    at = lower.indexOf("<", tagEnd + 1);
  }
  return html;
}
