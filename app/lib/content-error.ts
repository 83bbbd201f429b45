/** A mistake in a content file (the rulebook, the terms, the data); the message names the file and the field. */
export class ContentError extends Error {
  override name = "ContentError";
}

/**
 * A file's path as staff see it in the repository (relative to the working directory; a file
 * outside it keeps its absolute path). No node:path, so that the schemas that throw ContentError
 * also load in the browser (the editor builds its fields from them).
 */
export function relativeFile(file: string): string {
  const cwd = process.cwd().replace(/[\\/]+$/, "");
  return file.startsWith(`${cwd}/`) || file.startsWith(`${cwd}\\`) ? file.slice(cwd.length + 1) : file;
}
