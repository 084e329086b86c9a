// A LIKE/ILIKE pattern matching text that contains `search`; the wildcards a user types (%, _ and
// the escape \) match themselves.
export const containsPattern = (search: string): string => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
