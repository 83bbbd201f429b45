/**
 * A figure of the rules (« 10 000 $ », « 2 heures », « 15 % ») changed in one article may still be
 * written elsewhere: in another article, a section's title, a quiz question. The editor says where,
 * after the save, so that staff change it everywhere or decide it differs on purpose. Browser-safe.
 */

/** Amounts and durations: a number (its thousands spaced or not), then a unit a rule would use. */
const FIGURE =
  /(?<![\d.,])(\d{1,3}(?:[ \u00a0\u202f]\d{3})+|\d+)(?:[.,]\d+)?[ \u00a0\u202f]?(\$|€|%|minutes?|heures?|h(?![a-zà-ÿ])|jours?|semaines?|mois|ans?|points?)(?![a-zà-ÿ])/giu;

/** A figure as compared: digits joined, unit singular and lower-case (« 10 000 $ » and « 10000$ » are one). */
function key(number: string, unit: string): string {
  const singular = unit.toLowerCase().replace(/^(minute|heure|jour|semaine|an|point)s$/, "$1");
  return `${number.replace(/\D/g, "")} ${singular === "h" ? "heure" : singular}`;
}

/** Each figure of a text with how often it appears and how it was first written. */
export function figuresOf(text: string): Map<string, { count: number; written: string }> {
  const found = new Map<string, { count: number; written: string }>();
  for (const match of text.matchAll(FIGURE)) {
    const figure = key(match[1]!, match[2]!);
    const seen = found.get(figure);
    found.set(figure, {
      count: (seen?.count ?? 0) + 1,
      written: seen?.written ?? match[0].replace(/\s/g, " "),
    });
  }
  return found;
}

/** The figures a change took out of a text (written fewer times after it), as they were written. */
export function removedFigures(before: string, after: string): { key: string; written: string }[] {
  const now = figuresOf(after);
  return [...figuresOf(before)]
    .filter(([figure, { count }]) => (now.get(figure)?.count ?? 0) < count)
    .map(([figure, { written }]) => ({ key: figure, written }));
}

/** A text of the site that may state a figure, named as staff know it. */
export interface FigurePlace {
  label: string;
  text: string;
  /** Named first when lower: the article itself, the quiz on its rules, its category, then the rest. */
  rank?: number;
  /** An article's site path. */
  path?: string;
  /** A quiz question's: the article whose rule it teaches. */
  teaches?: string;
}

/** Short words that say nothing of a rule's subject. */
const FILLER = new Set(
  "avec avant après dans depuis pour sans sous entre plus moins jusqu chaque toute toutes tous être avoir fait faut peut doit sont elle elles leur leurs cette celui celle ceux dont mais donc ainsi alors aussi même très heure heures jour jours minute minutes semaine semaines mois point points".split(
    " ",
  ),
);

/**
 * The subject words (their first five letters) within a few words of each place a figure is
 * written; with `unchangedIn`, only of the places whose lines that other text no longer holds as
 * they were: an article stating « 2 heures » of two rules had its words of both counted.
 */
function wordsAround(text: string, figure: string, unchangedIn?: string): Set<string> {
  const words = new Set<string>();
  const nears: string[] = [];
  for (const match of text.matchAll(FIGURE)) {
    if (key(match[1]!, match[2]!) !== figure) continue;
    const start = match.index;
    nears.push(text.slice(Math.max(0, start - 80), start + match[0].length + 80));
  }
  const changed = unchangedIn === undefined ? [] : nears.filter((near) => !unchangedIn.includes(near));
  for (const near of changed.length > 0 ? changed : nears)
    for (const [word] of near.toLowerCase().matchAll(/[a-zà-ÿ]{4,}/gu))
      if (!FILLER.has(word)) words.add(word.normalize("NFD").replace(/\p{M}/gu, "").slice(0, 5));
  return words;
}

/** Stated in more places than this, a figure is common: only places on the same subject are named. */
const COMMON_FIGURE_PLACES = 3;

/**
 * The French notice after a save that changed figures still written elsewhere, or undefined. At
 * most three figures, every place named (the nearest to the change first). A common figure (a
 * number of one or two digits, or one stated in many places) is named only where a word near it
 * is one near the change (« 2 heures » of detention is not
 * « 2 heures » of a rental). A quiz question is named only when it teaches a rule of this article
 * or of an article named: « 7 jours » in a question on another subject is another rule.
 */
export function figureEchoNotice(
  before: string,
  after: string,
  places: readonly FigurePlace[],
  here?: string,
): string | undefined {
  const removed = removedFigures(before, after);
  if (removed.length === 0) return undefined;
  // Each place read once, nearest first.
  const read = [...places]
    .sort((a, b) => (a.rank ?? 0) - (b.rank ?? 0))
    .map((place) => ({ ...place, figures: figuresOf(place.text) }));
  const lines = removed.flatMap(({ key: figure, written }) => {
    let stating = read.filter((place) => place.figures.has(figure));
    const changed = wordsAround(before, figure, after);
    // A small number (« 2 heures », « 7 jours ») is common by nature; a large amount is a rule's own.
    const common =
      figure.split(" ")[0]!.length <= 2 ||
      stating.filter((place) => place.path !== here).length > COMMON_FIGURE_PLACES;
    if (common && changed.size > 0)
      // Questions follow the articles they teach (below).
      stating = stating.filter(
        (place) =>
          place.rank === 0 ||
          place.teaches !== undefined ||
          [...wordsAround(place.text, figure)].some((word) => changed.has(word)),
      );
    const articles = new Set([here, ...stating.map((place) => place.path)]);
    const where = stating
      .filter((place) => place.teaches === undefined || articles.has(place.teaches))
      .map((place) => place.label);
    if (where.length === 0) return [];
    return [`«\u00a0${written}\u00a0» est encore écrit dans ${where.join(", ")}`];
  });
  if (lines.length === 0) return undefined;
  return `Enregistré. Un chiffre que vous avez changé est écrit ailleurs : ${lines.slice(0, 3).join(" ; ")}. Vérifiez s'il faut l'y changer aussi.`;
}
