import type { z } from "zod";

/** A problem in a content or data file: where (a file, or an entry of one), the field, what is wrong. */
export function fieldError(where: string, field: string, message: string): string {
  return `${where}: field "${field}": ${message}`;
}

/** Every problem zod found, one line each, in the form of `fieldError`. */
export function describeIssues(where: string, error: z.ZodError): string {
  return error.issues
    .flatMap((issue) =>
      issue.code === "unrecognized_keys"
        ? issue.keys.map((key) => fieldError(where, [...issue.path, key].join("."), "unknown field"))
        : [fieldError(where, issue.path.join(".") || "(root)", issue.message)],
    )
    .join("\n");
}

/** How an entry of a data list is named in errors: the file, its position, and its id when it has one. */
export function entryName(file: string, index: number, entry: unknown): string {
  const id =
    typeof entry === "object" && entry !== null && "id" in entry ? (entry as { id: unknown }).id : undefined;
  return `${file}: entry ${index} (${id === undefined ? "no id" : `id ${String(id)}`})`;
}
