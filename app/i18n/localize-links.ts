import { DEFAULT_LOCALE, type Locale } from "./locales";
import { localizePath } from "./paths";

/** `<a href="/site/path…">` in HTML made at build time from the repository's own Markdown. */
const INTERNAL_LINK = /(<a\b[^>]*?\shref=")(\/(?!\/)[^"]*)"/g;
/** A file rather than a page (an image, a feed): the same for every language. */
const FILE = /\.[a-z0-9]+$/i;

/** Points the internal page links of rendered rulebook HTML at the page's language. */
export function localizeLinks(html: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return html;
  return html.replace(INTERNAL_LINK, (whole, start: string, href: string) => {
    const pathname = href.split(/[?#]/, 1)[0] ?? "";
    return FILE.test(pathname) ? whole : `${start}${localizePath(locale, href)}"`;
  });
}
