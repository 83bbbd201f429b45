import type { z } from "zod";
import { ContentError } from "../lib/content-error.ts";
import { describeIssues, frenchIssue } from "../lib/validation.ts";

/** One JSON file of content/: where it is (as staff see it in the repository) and what it holds. */
export interface ContentEntry {
  /** The file's path relative to the working directory, named in every error about it. */
  readonly file: string;
  /** The file name without `.json`: a point's id, a credit's slug. */
  readonly name: string;
  readonly data: unknown;
}

/** Validates an entry with its schema; every problem is one line naming the file and the field. */
export function parseEntry<T>(schema: z.ZodType<T>, entry: ContentEntry): T {
  const result = schema.safeParse(entry.data, { error: frenchIssue });
  if (!result.success) throw new ContentError(describeIssues(entry.file, result.error));
  return result.data;
}
