import type { MetaDescriptor } from "react-router";
import { SITE } from "~/config/site";
import { SOCIAL_LINKS } from "~/data/social";
import type { Locale } from "~/i18n/locales";
import { localizePath } from "~/i18n/paths";
import { absoluteUrl, jsonLd } from "~/lib/meta";
import { NOTICE_HOME } from "~/notice/model";

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
