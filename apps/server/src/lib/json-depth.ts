/**
 * Nesting limit for JSON request bodies. No request of ours nests deeper than a handful of
 * levels; without a limit, 5,000 levels of `[` overflowed the stack while the validation
 * error was formatted and answered 500.
 */
export const MAX_JSON_DEPTH = 32;

/**
 * The deepest nesting of arrays and objects in the JSON text `text` (brackets inside strings
 * do not count), stopping early once it passes `limit`. Linear in the length of `text`.
 */
export function jsonDepth(text: string, limit = Infinity): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c /* \ */) i++;
      else if (c === 0x22 /* " */) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x5b /* [ */ || c === 0x7b /* { */) {
      depth++;
      if (depth > deepest) {
        deepest = depth;
        if (deepest > limit) return deepest;
      }
    } else if (c === 0x5d /* ] */ || c === 0x7d /* } */) {
      depth--;
    }
  }
  return deepest;
}
