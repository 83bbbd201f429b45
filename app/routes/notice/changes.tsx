import { ChangeLog } from "~/components/notice/ChangeLog";
import { ChangeLogCategoryCounts } from "~/components/notice/ChangeLogCategoryCounts";
import { ChangeLogFilterStyle } from "~/components/notice/ChangeLogFilterStyle";
import { ChangeLogEarlyFilter } from "~/components/notice/ChangeLogEarlyFilter";
import { ChangeLogFilter } from "~/components/notice/ChangeLogFilter";
import { NoticeLayout } from "~/components/notice/NoticeLayout";
import { Icon } from "~/components/Icon";
import { Message } from "~/i18n/Message";
import { useT } from "~/i18n/useT";
import { catalogueMeta, pageLocale } from "~/lib/meta";
import { noticeBreadcrumbJsonLd, noticeTrail } from "~/notice/trail";
import { collectChanges, filterChanges } from "~/notice/change-log";
import { loadNoticeLibrary } from "~/notice/content.server";
import { noticeFeedLinks } from "~/notice/feed-links";
import { NOTICE_CHANGES, NOTICE_FEED } from "~/notice/model";
import { useChangeLogFilter } from "~/notice/useChangeLogFilter";
import { FRENCH_PAGE } from "~/i18n/french-content";
import { keepPageData } from "~/lib/overlay-history";
import type { Route } from "./+types/changes";
import "~/styles/notice.css";
import "~/styles/notice-pages.css";

// A popup's history entry (overlay-history.ts) has the same address: no data to fetch again.
export const shouldRevalidate = keepPageData;

export const links: Route.LinksFunction = noticeFeedLinks;
export const handle = FRENCH_PAGE;

export async function loader() {
  const library = await loadNoticeLibrary();
  return {
    entries: collectChanges(library),
    categories: library.types.flatMap((type) =>
      type.categories.map((category) => ({ type: type.id, id: category.id, title: category.title })),
    ),
  };
}

export function meta(args: Route.MetaArgs) {
  const { locale, t } = pageLocale(args.location);
  return [
    ...catalogueMeta("noticeChanges")(args),
    noticeBreadcrumbJsonLd(locale, t("app.title.notice"), noticeTrail(t, { changes: true })),
  ];
}

export default function NoticeChanges({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { entries, categories } = loaderData;
  const ids = categories.map((entry) => entry.id);
  const { category, setCategory } = useChangeLogFilter(ids);
  // The entries are French as staff wrote them: the page says so in other languages.
  return (
    <NoticeLayout currentPath={NOTICE_CHANGES} crumbs={noticeTrail(t, { changes: true })}>
      <h1>
        <Message id="app.title.noticeChanges" />
      </h1>
      <p className="page-intro">
        <Message id="app.notice.changes.intro" />
      </p>
      <div className="change-log-tools">
        {/* First in its parent: HTML allows a style element in the body only there. */}
        <ChangeLogFilterStyle categories={ids} />
        <ChangeLogFilter categories={categories} value={category} onChange={setCategory} />
        {/* The feed is a file, not a page of the app: a plain link, never a client navigation. */}
        <a href={NOTICE_FEED} type="application/atom+xml" className="change-log-tools__feed">
          <Icon name="rss" size={16} />
          {t("app.notice.changes.feed")}
        </a>
      </div>
      <ChangeLogEarlyFilter categories={ids} />
      <ChangeLogCategoryCounts entries={entries} categories={ids} />
      <ChangeLog entries={filterChanges(entries, category)} />
    </NoticeLayout>
  );
}
