const REGION_LABEL = /(<div class="table-scroll[^"]*" tabindex="0" role="region" aria-label=")([^"]*)(")/g;

/**
 * Several articles on one page (a category page) may each name a table alike ("Tableau : La
 * déclaration"); landmarks need distinct names, so a name already used on the page gets its
 * article's title. Each article alone already names its tables apart.
 */
export function distinctTableLabels<T extends { html: string; title: string }>(articles: T[]): T[] {
  const used = new Set<string>();
  return articles.map((article) => ({
    ...article,
    html: article.html.replace(REGION_LABEL, (_, before: string, label: string, after: string) => {
      const name = used.has(label) ? `${label} (${escapeAttribute(article.title)})` : label;
      used.add(name);
      return `${before}${name}${after}`;
    }),
  }));
}

const escapeAttribute = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
