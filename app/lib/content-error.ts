import path from "node:path";

/** A mistake in a content file (the rulebook, the terms); the message names the file and the field. */
export class ContentError extends Error {
  override name = "ContentError";
}

/** A file's path as staff see it in the repository. */
export function relativeFile(file: string): string {
  return path.relative(process.cwd(), file);
}
