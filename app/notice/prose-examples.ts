import { relativeFile } from "../lib/content-error";

/**
 * A worked example written as prose ("**Bon RP :** …", "*Exemple de mauvaise scène :* …") rather
 * than as a `:::bon` / `:::mauvais` block: it is allowed, but it is not shown as an example, so the
 * build and `npm run check:content` name it for staff to move.
 */
const PROSE_EXAMPLE =
  /^[ \t]*(?:[-*+][ \t]+)?(?:\*\*|\*|_)?(?:bon|mauvais) (?:rp|exemple)[ \t]*:|^[ \t]*(?:[-*+][ \t]+)?(?:\*\*|\*|_)?exemple(?: de (?:bonne|mauvaise) (?:scène|évolution))?[ \t]*:/i;

/** One warning per article that still has examples in prose, with the line of the first. */
export function proseExampleWarnings(
  articles: Iterable<{ file: string; body: string; bodyLine: number }>,
): string[] {
  const warnings: string[] = [];
  for (const article of articles) {
    const index = article.body.split("\n").findIndex((line) => PROSE_EXAMPLE.test(line));
    if (index < 0) continue;
    warnings.push(
      `${relativeFile(article.file)}, ligne ${article.bodyLine + index} : un exemple est écrit dans le texte ; ` +
        `écrivez-le dans un bloc « :::bon » ou « :::mauvais » pour qu'il s'affiche comme un exemple`,
    );
  }
  return warnings;
}
