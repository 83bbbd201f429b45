/**
 * Rulebook pages picked by what their content holds, read from the content folder, so that the
 * journey tests follow the content as it changes instead of naming articles.
 */
import { readFileSync } from "node:fs";
import { parse } from "yaml";
import { listNoticeFiles } from "../../app/notice/content-files";
import { articlePath, categoryPath } from "../../app/notice/model";

interface ArticleInfo {
  type: string;
  category: string;
  key: string;
  path: string;
  body: string;
}

interface CategoryInfo {
  type: string;
  id: string;
  path: string;
  /** As written in its _category.json. */
  title: string;
  order: number;
  articles: ArticleInfo[];
}

function categories(): CategoryInfo[] {
  return listNoticeFiles().flatMap((type) =>
    type.categories.map((category) => {
      const meta = JSON.parse(readFileSync(category.metaFile, "utf8")) as { order?: number; title: string };
      return {
        type: type.id,
        id: category.id,
        path: categoryPath(type.id, category.id),
        title: meta.title,
        // A category without an order sorts last (as the menu does).
        order: meta.order ?? Number.POSITIVE_INFINITY,
        articles: category.articles.map((article) => {
          const source = readFileSync(article.file, "utf8");
          return {
            type: type.id,
            category: category.id,
            key: article.key,
            path: articlePath(type.id, category.id, article.key),
            body: source.split(/^---$/m).slice(2).join("---"),
          };
        }),
      };
    }),
  );
}

/** The game rulebook's categories, in the menu's order. */
export function gameCategories(): CategoryInfo[] {
  return categories()
    .filter((category) => category.type === "game")
    .sort((a, b) => a.order - b.order || a.id.localeCompare(b.id));
}

const allArticles = () => categories().flatMap((category) => category.articles);

/** Number of columns of the widest Markdown table of a text (0 without a table). */
function widestTable(body: string): number {
  const rows = body.split("\n").filter((line) => /^\s*\|.*\|\s*$/.test(line));
  return Math.max(0, ...rows.map((row) => row.trim().split("|").length - 2));
}

/** The article holding the table with the most columns: the one a phone must scroll sideways. */
export function articleWithWidestTable(): string {
  return allArticles().sort((a, b) => widestTable(b.body) - widestTable(a.body))[0]!.path;
}

/** Every article with a table. */
export function articlesWithTables(): string[] {
  return allArticles()
    .filter((article) => widestTable(article.body) > 0)
    .map((article) => article.path);
}

/** An article with sections: headings that carry their link and citation controls. */
export function articleWithSections(): string {
  return allArticles().find((article) => /^## \S/m.test(article.body))!.path;
}

/** The article whose worked examples have the longest label (`:::bon[label]`): the one most likely to wrap. */
export function articleWithLongestExampleLabel(): string {
  const longest = (body: string) =>
    Math.max(0, ...[...body.matchAll(/^:::(?:bon|mauvais)\[([^\]]+)\]/gm)].map((match) => match[1]!.length));
  return allArticles().sort((a, b) => longest(b.body) - longest(a.body))[0]!.path;
}

/** An article showing an image (opened in the image popup). */
export function articleWithImage(): string {
  return allArticles().find((article) => /!\[[^\]]*\]\(\/img\//.test(article.body))!.path;
}

/** The category with the most articles: the longest category page. */
export function longestCategory(): CategoryInfo {
  return [...gameCategories()].sort((a, b) => b.articles.length - a.articles.length)[0]!;
}

/** The article that defines the glossary, and its terms (the `###` headings under `## Glossaire`). */
export function glossary(): { path: string; terms: string[] } {
  const article = allArticles().find((candidate) => /^## Glossaire/m.test(candidate.body))!;
  const section = article.body.split(/^## Glossaire.*$/m)[1]!.split(/^## /m)[0]!;
  const terms = [...section.matchAll(/^### (.+?)(?:\s*\{#[^}]+\})?\s*$/gm)].map((match) => match[1]!);
  return { path: article.path, terms };
}

/** Articles other than the glossary's that mention a glossary term (each gets a tooltip on its first mention). */
export function articlesWithGlossaryTerms(): string[] {
  const { path, terms } = glossary();
  const mentions = (body: string) =>
    terms.filter((term) => new RegExp(`(^|[^\\p{L}])${term}([^\\p{L}]|$)`, "iu").test(body)).length;
  return allArticles()
    .filter((article) => article.path !== path && article.type === "game")
    .sort((a, b) => mentions(b.body) - mentions(a.body))
    .map((article) => article.path);
}

/** Front matter of an article (its title, for instance). */
export function frontMatter(articleUrl: string): { title: string } {
  const article = allArticles().find((candidate) => candidate.path === articleUrl)!;
  const file = listNoticeFiles()
    .flatMap((type) => type.categories.flatMap((category) => category.articles))
    .find((entry) => entry.file.endsWith(`/${article.category}/${article.key}.md`))!;
  return parse(readFileSync(file.file, "utf8").split(/^---$/m)[1] ?? "") as { title: string };
}

/** A category's articles as its menu lists them: by order number, ties by key. */
export function menuArticles(type: string, category: string): string[] {
  const info = categories().find((candidate) => candidate.type === type && candidate.id === category)!;
  return info.articles
    .map((article) => ({ article, order: (frontMatter(article.path) as { order?: number }).order ?? 0 }))
    .sort((a, b) => a.order - b.order || a.article.key.localeCompare(b.article.key))
    .map(({ article }) => article.path);
}

/** A category's title, as its _category.json gives it. */
export function categoryTitle(type: string, category: string): string {
  return categories().find((candidate) => candidate.type === type && candidate.id === category)!.title;
}

/**
 * A word of eight letters or more that the whole rulebook writes once, in a worked example (a
 * `:::bon` or `:::mauvais` block), and the heading of the section that holds the example.
 */
export function exampleOnlyWord(): { word: string; heading: string } {
  const articles = allArticles();
  const words = (text: string) => text.toLowerCase().match(/\p{L}{8,}/gu) ?? [];
  const counts = new Map<string, number>();
  for (const article of articles)
    for (const word of words(article.body)) counts.set(word, (counts.get(word) ?? 0) + 1);
  for (const article of articles) {
    let heading = "";
    let inExample = false;
    for (const line of article.body.split("\n")) {
      const title = /^#{2,3} (.+?)(?:\s*\{#[^}]+\})?\s*$/.exec(line);
      if (title) heading = title[1]!;
      else if (/^:::(bon|mauvais)\b/.test(line)) inExample = true;
      else if (/^:::\s*$/.test(line)) inExample = false;
      else if (inExample && heading) {
        const word = words(line.replace(/\]\([^)]*\)/g, " ")).find(
          (candidate) => counts.get(candidate) === 1,
        );
        if (word) return { word, heading };
      }
    }
  }
  throw new Error("no word of the rulebook is written once, in an example");
}

/** The word of seven letters or more that the game rulebook uses most: a search with many results. */
export function frequentWord(): string {
  const counts = new Map<string, number>();
  for (const article of allArticles()) {
    const prose = article.body.replace(/\]\([^)]*\)|\{#[^}]*\}|[#*|`>_-]/g, " ");
    for (const word of prose.toLowerCase().match(/\p{L}{7,}/gu) ?? [])
      counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]![0];
}

/** The word of seven letters or more found in the most articles, and in how many. */
export function widespreadWord(): { word: string; articles: number } {
  const counts = new Map<string, number>();
  for (const article of allArticles())
    for (const word of new Set(article.body.toLowerCase().match(/\p{L}{7,}/gu) ?? []))
      counts.set(word, (counts.get(word) ?? 0) + 1);
  const [word, articles] = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]!;
  return { word, articles };
}

/** The texts of one interface catalogue, by key (a missing key fails the test that asks for it). */
export function catalogue(locale: string): (key: string) => string {
  const messages = JSON.parse(readFileSync(`app/i18n/messages/${locale}.json`, "utf8")) as Record<
    string,
    string
  >;
  return (key) => {
    const text = messages[key];
    if (text === undefined) throw new Error(`no "${key}" in the ${locale} catalogue`);
    return text;
  };
}
