import { ContentError, relativeFile } from "../lib/content-error.ts";
import { fieldError } from "../lib/validation.ts";

/** An old rulebook path and the article it now leads to (site paths, French, without a prefix). */
export interface NoticeRedirect {
  from: string;
  to: string;
}

export interface RedirectSource {
  path: string;
  file: string;
  redirectFrom: readonly string[];
}

/** Every old path of every article (its `redirectFrom`), sorted by old path. */
export function noticeRedirects(library: {
  articles: ReadonlyMap<string, Pick<RedirectSource, "path" | "redirectFrom">>;
}): NoticeRedirect[] {
  return [...library.articles.values()]
    .flatMap((article) => article.redirectFrom.map((from) => ({ from, to: article.path })))
    .sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
}

/**
 * An old path must not be a page that exists (it would hide it) nor the old path of two articles
 * (it could lead to only one). Throws naming the file and the field.
 */
export function checkRedirects(articles: readonly RedirectSource[], pages: Iterable<string>): void {
  const existing = new Set(pages);
  const claimed = new Map<string, RedirectSource>();
  for (const article of articles) {
    article.redirectFrom.forEach((from, index) => {
      const field = fieldError(relativeFile(article.file), `redirectFrom.${index}`, "");
      if (existing.has(from)) {
        throw new ContentError(
          `${field}${from} est une page qui existe : une ancienne adresse ne doit plus servir`,
        );
      }
      const other = claimed.get(from);
      if (other) {
        throw new ContentError(
          `${field}${from} est déjà une ancienne adresse de ${relativeFile(other.file)} : elle ne peut mener qu'à un article`,
        );
      }
      claimed.set(from, article);
    });
  }
}

/**
 * The same rule for one old path of the article at `ownPath`, against what links may reach
 * (./site-links.ts's targets): the editor refuses it on the field. In French, or undefined.
 */
export function oldPathProblem(
  from: string,
  ownPath: string,
  targets: {
    articles: Readonly<Record<string, unknown>>;
    categories: Readonly<Record<string, unknown>>;
    pages: readonly string[];
    redirects: Readonly<Record<string, string>>;
  },
): string | undefined {
  if (from in targets.articles || from in targets.categories || targets.pages.includes(from))
    return `${from} est une page qui existe : une ancienne adresse ne doit plus servir`;
  const other = targets.redirects[from];
  if (other && other !== ownPath)
    return `${from} est déjà une ancienne adresse de ${other} : elle ne peut mener qu'à un article`;
  return undefined;
}
