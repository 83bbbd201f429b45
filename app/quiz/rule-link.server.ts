import type { NoticeLibrary } from "../notice/content.server.ts";
import { ruleLinkParts } from "./schema.ts";

/**
 * What the quiz needs of the rulebook: the game categories' titles, each article's title and
 * headings (with the ids the site gives them), both in reading order, and the old paths of moved
 * articles. `rulebookSections` takes them from the rulebook's reader; tests give a small one.
 */
export interface RulebookSections {
  /** The game rulebook's categories, id to title, in the rulebook's order. */
  readonly categories: ReadonlyMap<string, string>;
  readonly articles: ReadonlyMap<
    string,
    { readonly title: string; readonly headings: readonly { readonly id: string; readonly text: string }[] }
  >;
  readonly redirects?: readonly { readonly from: string; readonly to: string }[];
}

/**
 * Why a question's rule link (`/notice/game/<category>/<article>#<id>`) leads nowhere, or undefined
 * when it leads to a section of an article, by the rulebook's own link rules: the article's current
 * path (not an old one) and the id of one of its headings.
 */
export function ruleLinkProblem(rule: string, rulebook: RulebookSections): string | undefined {
  const { article, section } = ruleLinkParts(rule);
  const found = rulebook.articles.get(article);
  if (!found) {
    const moved = rulebook.redirects?.find((redirect) => redirect.from === article);
    return moved
      ? `${article} est une ancienne adresse de l'article : écrivez ${moved.to}#${section}`
      : `aucun article du règlement n'a l'adresse ${article}`;
  }
  if (!found.headings.some((heading) => heading.id === section))
    return `l'article ${article} n'a pas de section « ${section} » (ses identifiants : ${found.headings.map((heading) => heading.id).join(", ")})`;
  return undefined;
}

/** The quiz's view of the whole rulebook, as `readNoticeLibrary` read and checked it. */
export function rulebookSections(library: NoticeLibrary): RulebookSections {
  const game = library.types.find((type) => type.id === "game");
  return {
    categories: new Map((game?.categories ?? []).map((category) => [category.id, category.title])),
    articles: library.articles,
    redirects: library.redirects,
  };
}
