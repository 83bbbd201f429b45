import type { MetaDescriptor } from "react-router";
import { SITE } from "~/config/site";
import { formatText } from "~/i18n/format";
import { FRENCH_MESSAGES, type MessageKey } from "~/i18n/messages";

interface PageMetaInput {
  /** Path of the page, e.g. "/play"; the canonical and social URLs are built from it. */
  path: string;
  title: string;
  description: string;
  /** Site path of the social image; the default card when absent. */
  image?: string;
  /** The title alone, without the site name (the 404 page's "Mais ?!?"). */
  bareTitle?: boolean;
  /** False for pages that are not a place of their own (the 404 page): no canonical link or og:url. */
  canonical?: boolean;
}

/** A catalogue message in French: page titles and descriptions are French in the HTML. */
export function frenchText(key: MessageKey): string {
  return formatText("fr", FRENCH_MESSAGES, key);
}

export function absoluteUrl(path: string): string {
  return new URL(path, SITE.origin).toString();
}

export function documentTitle(title: string): string {
  return `${title} | ${SITE.name}`;
}

/** Title, description, canonical link and social tags of a page, pre-rendered into its HTML. */
export function pageMeta({
  path,
  title,
  description,
  image,
  bareTitle,
  canonical = true,
}: PageMetaInput): MetaDescriptor[] {
  const url = absoluteUrl(path);
  const fullTitle = bareTitle ? title : documentTitle(title);
  const imageUrl = absoluteUrl(image ?? SITE.defaultSocialImage);
  return [
    { title: fullTitle },
    { name: "description", content: description },
    ...(canonical
      ? [
          { tagName: "link", rel: "canonical", href: url },
          { property: "og:url", content: url },
        ]
      : []),
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: SITE.name },
    { property: "og:locale", content: "fr_FR" },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:image", content: imageUrl },
    { name: "twitter:card", content: "summary_large_image" },
  ];
}

/** Meta of a page whose title and description are catalogue keys (French in the HTML). */
export function catalogueMeta(
  path: string,
  titleKey: MessageKey,
  descriptionKey: MessageKey,
  options: Pick<PageMetaInput, "image" | "bareTitle" | "canonical"> = {},
) {
  return pageMeta({
    path,
    title: frenchText(titleKey),
    description: frenchText(descriptionKey),
    ...options,
  });
}
