import type { MetaDescriptor } from "react-router";
import { SITE } from "~/config/site";
import { SOCIAL_LINKS } from "~/data/social";
import type { Locale } from "~/i18n/locales";
import { localizePath } from "~/i18n/paths";
import { NOTICE_HOME } from "~/notice/model";
import type { Crumb } from "~/notice/trail";
import { absoluteUrl } from "./meta";

/** Structured data (schema.org) as a JSON-LD script of the head. */
function jsonLd(data: Record<string, unknown>): MetaDescriptor {
  return { "script:ld+json": { "@context": "https://schema.org", ...data } };
}

/** The community itself, on the home page: name, logo, founding year, contact and social accounts. */
export function organizationJsonLd(): MetaDescriptor {
  return jsonLd({
    "@type": "Organization",
    name: SITE.name,
    url: absoluteUrl("/"),
    logo: absoluteUrl("/img/logo.svg"),
    foundingDate: String(SITE.foundedYear),
    email: SITE.email,
    sameAs: SOCIAL_LINKS.map((social) => social.link),
  });
}

/** The site, with its rulebook search, which `/notice?q=…` opens with the query filled in. */
export function websiteJsonLd(locale: Locale): MetaDescriptor {
  return jsonLd({
    "@type": "WebSite",
    name: SITE.name,
    url: absoluteUrl(localizePath(locale, "/")),
    inLanguage: locale,
    potentialAction: {
      "@type": "SearchAction",
      target: {
        "@type": "EntryPoint",
        urlTemplate: `${absoluteUrl(localizePath(locale, NOTICE_HOME))}?q={search_term_string}`,
      },
      "query-input": "required name=search_term_string",
    },
  });
}

/** A rulebook page's place in the rulebook: its home, then the page's trail (see app/notice/trail.ts). */
export function noticeBreadcrumbJsonLd(
  locale: Locale,
  homeLabel: string,
  trail: readonly Crumb[],
): MetaDescriptor {
  const items = [{ label: homeLabel, path: NOTICE_HOME }, ...trail];
  return jsonLd({
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.label,
      item: absoluteUrl(localizePath(locale, item.path)),
    })),
  });
}
