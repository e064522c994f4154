/** A search typed by a person as a SQL `like` pattern: `%` and `_` are literal characters, not wildcards. */
export function likePattern(search: string) {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}
