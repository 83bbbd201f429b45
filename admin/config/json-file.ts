/**
 * The JSON files' format in the editor (`brumes-json`, registered in main.tsx): the fields in the
 * form's order (id, name, position, icon for a point), as every file of the content is written,
 * two spaces, a final newline. Decap's own `json` format kept the order in which the form's fields
 * were filled in: a new point's file came out as name, position, icon, id.
 */
export const JSON_FORMAT = "brumes-json";

/** `data` with its keys in the form's order (`sortedKeys`), unknown keys after, as they were. */
export function orderedData(
  data: Record<string, unknown>,
  sortedKeys: readonly string[] = [],
): Record<string, unknown> {
  const rank = (key: string) => (sortedKeys.includes(key) ? sortedKeys.indexOf(key) : sortedKeys.length);
  return Object.fromEntries(Object.entries(data).sort(([a], [b]) => rank(a) - rank(b)));
}

/** The formatter Decap's `registerCustomFormat` takes. */
export const jsonFileFormatter = {
  fromFile: (content: string) => JSON.parse(content) as unknown,
  toFile: (data: Record<string, unknown>, sortedKeys?: string[]) =>
    `${JSON.stringify(orderedData(data, sortedKeys), null, 2)}\n`,
};
