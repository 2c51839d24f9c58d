/**
 * LIKE / ILIKE patterns from user keywords. `%`, `_` and `\` in the keyword are escaped (PostgreSQL's
 * default escape character is the backslash), so a keyword only ever matches itself.
 */

/** The keyword with LIKE's wildcards escaped: `50%_off` → `50\%\_off`. */
export function escapeLike(keyword: string): string {
  return keyword.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A "contains" pattern: `%<escaped keyword>%` (use with `ilike` for case-insensitive search). */
export function containsPattern(keyword: string): string {
  return `%${escapeLike(keyword)}%`;
}
