import { NAVIGATION } from "~/data/navigation";
import { MAP_CATEGORY_IDS } from "~/map/poi-types";
import { normalizeText } from "~/lib/text";
import { MAP_PATH, type SiteLinkTargets } from "~/notice/site-links";
import { frenchLabel } from "../config/catalogue-options";

/** One place a link may lead to, as the editor's link picker lists it. */
export interface LinkChoice {
  /** What the choice is called in the list (and the link's text when none is selected). */
  label: string;
  /** What kind of place, shown beside it (« Article », « Section », « Point de la carte »…). */
  kind: string;
  /** The address written in the text. */
  href: string;
}

/** The map's categories as staff read them. */
const MAP_CATEGORY_LABELS: Record<string, string> = {
  enterprise: "Entreprises",
  dealer: "Concessionnaires",
  parking: "Parkings",
  illegal: "Lieux illégaux",
};

/**
 * Every place a link may lead to: this article's own sections first (`#id`), then the rulebook's
 * articles and their sections, its categories, the site's pages and the map's points, each with the
 * address the build accepts (app/notice/site-links.ts decides the same targets).
 */
export function linkChoices(
  targets: SiteLinkTargets,
  here: { path: string; title?: string; headings: readonly { id: string; text: string }[] },
): LinkChoice[] {
  // Named with the article's title, as other articles' sections are: staff search by either.
  const title = here.title || targets.articles[here.path]?.title;
  const own = here.headings.map((heading) => ({
    label: title ? `${title} › ${heading.text}` : heading.text,
    kind: "Section de cet article",
    href: `#${heading.id}`,
  }));
  const articles = Object.entries(targets.articles)
    .filter(([path]) => path !== here.path)
    .flatMap(([path, article]) => [
      { label: article.title, kind: "Article", href: path },
      ...article.headings
        .filter((heading) => heading.depth >= 2 && heading.depth <= 3)
        .map((heading) => ({
          label: `${article.title} › ${heading.text}`,
          kind: "Section",
          href: `${path}#${heading.id}`,
        })),
    ]);
  const categories = Object.entries(targets.categories).map(([path, category]) => ({
    label: category.title,
    kind: "Catégorie du règlement",
    href: path,
  }));
  const pages = NAVIGATION.flatMap((entry) =>
    entry.path && targets.pages.includes(entry.path)
      ? [{ label: frenchLabel(entry.labelKey), kind: "Page du site", href: entry.path }]
      : [],
  );
  const points = MAP_CATEGORY_IDS.flatMap((category) => {
    const query = (poi?: number) =>
      `${MAP_PATH}${category === MAP_CATEGORY_IDS[0] ? (poi ? `?poi=${poi}` : "") : `?category=${category}${poi ? `&poi=${poi}` : ""}`}`;
    const label = MAP_CATEGORY_LABELS[category] ?? category;
    return [
      { label: `Carte · ${label}`, kind: "Catégorie de la carte", href: query() },
      // Illegal spots all read « ??? »: their id tells them apart.
      ...(targets.mapPoints[category] ?? []).map((point) => ({
        label: category === "illegal" ? `${point.name} (point ${point.id})` : point.name,
        kind: `Point de la carte · ${label}`,
        href: query(point.id),
      })),
    ];
  });
  return [...own, ...articles, ...categories, ...pages, ...points];
}

/** The choices whose label, kind or address has every word typed (case and accents aside). */
export function searchChoices(choices: readonly LinkChoice[], query: string): LinkChoice[] {
  const words = normalizeText(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...choices];
  return choices.filter((choice) => {
    const text = normalizeText(`${choice.label} ${choice.kind} ${choice.href}`);
    return words.every((word) => text.includes(word));
  });
}

/** A link's text when none is selected: the choice's own name (a section's, not its article's). */
export function linkText(choice: LinkChoice): string {
  return choice.label.split(" › ").at(-1) || choice.label;
}

/** The Markdown of a link: the selected text, or the choice's name, then its address. */
export function markdownLink(choice: LinkChoice, selected: string): string {
  const text = (selected.trim() || linkText(choice)).replace(/([[\]])/g, "\\$1");
  return `[${text}](${choice.href})`;
}
