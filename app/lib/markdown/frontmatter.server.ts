import { readFileSync } from "node:fs";
import { parse as parseYaml } from "yaml";
import { ContentError, relativeFile } from "../content-error.ts";

const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;

/**
 * A Markdown text split into its YAML frontmatter (not yet validated) and its body; `file` names
 * it in the errors. The rulebook's articles and the terms of use are read this way.
 */
export function parseFrontmatter(
  file: string,
  source: string,
): { data: unknown; body: string; bodyLine: number } {
  const match = FRONTMATTER.exec(source);
  if (!match)
    throw new ContentError(`${relativeFile(file)} : l'en-tête manque (un bloc entre deux lignes « --- »)`);
  const body = match[2] ?? "";
  // The file's line where the body starts, so that a mistake in the body is named by its line in the file.
  const bodyLine = source.slice(0, source.length - body.length).split("\n").length;
  try {
    return { data: parseYaml(match[1] ?? "") ?? {}, body, bodyLine };
  } catch (error) {
    throw new ContentError(
      `${relativeFile(file)} : l'en-tête n'est pas du YAML valide : ${(error as Error).message}`,
    );
  }
}

export function readFrontmatterFile(file: string): { data: unknown; body: string; bodyLine: number } {
  return parseFrontmatter(file, readFileSync(file, "utf8"));
}
