/**
 * A text[] literal for one bound parameter (`${textArray(list)}::text[]`, `::uuid[]`): drizzle
 * spreads a JavaScript array into several parameters, which `= any(…)` cannot take. Each item is
 * quoted, so any text survives (commas, braces, quotes, backslashes).
 */
export const textArray = (items: readonly string[]): string =>
  `{${items.map((item) => `"${item.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
