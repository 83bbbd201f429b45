import type { MetaDescriptor } from "react-router";
import type { Locale } from "~/i18n/locales";
import type { MessageKey } from "~/i18n/messages";
import { localizePath } from "~/i18n/paths";
import { absoluteUrl, jsonLd } from "~/lib/meta";
import { NOTICE_CHANGES, NOTICE_HOME } from "./model";
import type { NoticeTypeId } from "./schema";
import { NOTICE_TYPE_LABELS } from "./type-labels";

/** One step of the way from the rulebook's home to a page: its label, in the page's language, and its site path. */
export interface Crumb {
  label: string;
  path: string;
}

type Translate = (key: MessageKey) => string;

/** Where a rulebook page sits: in a type, a category, an article, or it is the change log. */
export type TrailPlace =
  { type: NoticeTypeId; typePath: string; category?: Crumb; article?: Crumb } | { changes: true };

/**
 * The way from the rulebook's home to a page (the home itself is the breadcrumb's first link): the
 * one source of both the visible breadcrumb and the page's BreadcrumbList structured data.
 */
export function noticeTrail(t: Translate, place: TrailPlace): Crumb[] {
  if ("changes" in place) return [{ label: t("app.title.noticeChanges"), path: NOTICE_CHANGES }];
  return [
    { label: t(NOTICE_TYPE_LABELS[place.type].titleKey), path: place.typePath },
    ...(place.category ? [place.category] : []),
    ...(place.article ? [place.article] : []),
  ];
}

/** A rulebook page's place in the rulebook for search engines: its home, then the page's trail. */
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
