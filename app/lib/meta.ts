import type { MetaDescriptor } from "react-router";
import { SITE } from "~/config/site";
import { formatText } from "~/i18n/format";
import { DEFAULT_LOCALE, LOCALES, OG_LOCALES, type Locale } from "~/i18n/locales";
import { messagesFor, messagesWith, type MessageKey } from "~/i18n/messages";
import { localizePath, splitLocalePath } from "~/i18n/paths";

export interface PageMetaInput {
  title: string;
  description: string;
  /** Site path of the social image; the default card when absent. */
  image?: string;
  /** False for pages that are not a place of their own (the 404 page): no canonical, no versions, noindex. */
  indexable?: boolean;
}

/** What a meta function knows of its page: the URL path. */
export interface MetaLocation {
  pathname: string;
}

export function absoluteUrl(path: string): string {
  return new URL(path, SITE.origin).toString();
}

export function documentTitle(title: string): string {
  return `${title} | ${SITE.name}`;
}

/** The page's language, its site path (no prefix, no trailing slash) and a formatter of its catalogue. */
export function pageLocale({ pathname }: MetaLocation) {
  const { locale, sitePath } = splitLocalePath(pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname);
  const t = (key: MessageKey) => formatText(locale, messagesWith(locale, messagesFor(locale), key), key);
  return { locale, sitePath, t };
}

/** The page in each language, for `hreflang` links and the sitemap: French is also the default. */
export function languageVersions(sitePath: string): { hrefLang: string; href: string }[] {
  return [
    ...LOCALES.map((locale) => ({ hrefLang: locale, href: absoluteUrl(localizePath(locale, sitePath)) })),
    { hrefLang: "x-default", href: absoluteUrl(localizePath(DEFAULT_LOCALE, sitePath)) },
  ];
}

/** The canonical URL of a page: itself, in its own language (docs/decisions/0006-language-urls.md). */
export function canonicalUrl(locale: Locale, sitePath: string): string {
  return absoluteUrl(localizePath(locale, sitePath));
}

/** Title, description, canonical link, language versions and social tags, pre-rendered into the HTML. */
export function pageMeta(
  location: MetaLocation,
  { title, description, image, indexable = true }: PageMetaInput,
): MetaDescriptor[] {
  const { locale, sitePath } = pageLocale(location);
  const fullTitle = documentTitle(title);
  const url = canonicalUrl(locale, sitePath);
  return [
    { title: fullTitle },
    { name: "description", content: description },
    ...(indexable
      ? [
          { tagName: "link", rel: "canonical", href: url },
          ...languageVersions(sitePath).map((version) => ({ tagName: "link", rel: "alternate", ...version })),
          { property: "og:url", content: url },
        ]
      : [{ name: "robots", content: "noindex" }]),
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: SITE.name },
    { property: "og:locale", content: OG_LOCALES[locale] },
    ...LOCALES.filter((other) => other !== locale).map((other) => ({
      property: "og:locale:alternate",
      content: OG_LOCALES[other],
    })),
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:image", content: absoluteUrl(image ?? SITE.defaultSocialImage) },
    { name: "twitter:card", content: "summary_large_image" },
  ];
}

/** Pages whose title and description are the catalogue keys `app.title.<id>` and `app.meta.<id>`. */
export type CataloguePageId = {
  [K in MessageKey]: K extends `app.title.${infer Id}`
    ? `app.meta.${Id}` extends MessageKey
      ? Id
      : never
    : never;
}[MessageKey];

/** The meta function of a page whose title and description come from the catalogue of its language. */
export function catalogueMeta(
  id: CataloguePageId,
  options: Omit<PageMetaInput, "title" | "description"> = {},
) {
  return ({ location }: { location: MetaLocation }): MetaDescriptor[] => {
    const { t } = pageLocale(location);
    return pageMeta(location, {
      title: t(`app.title.${id}` as MessageKey),
      description: t(`app.meta.${id}` as MessageKey),
      ...options,
    });
  };
}

/** Structured data (schema.org) as a JSON-LD script of the head. */
export function jsonLd(data: Record<string, unknown>): MetaDescriptor {
  return { "script:ld+json": { "@context": "https://schema.org", ...data } };
}
