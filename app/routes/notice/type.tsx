import { redirect } from "react-router";
import { CategoryCard } from "~/components/notice/CategoryCard";
import { NoticeLayout } from "~/components/notice/NoticeLayout";
import { FRENCH_PAGE } from "~/i18n/french-content";
import { Message } from "~/i18n/Message";
import { useT } from "~/i18n/useT";
import { pageLocale, pageMeta } from "~/lib/meta";
import { noticeBreadcrumbJsonLd, noticeTrail } from "~/notice/trail";
import { guardNoticeNavigation, noticeHomeFor } from "~/notice/client-guard";
import { noticeType } from "~/notice/content.server";
import { toNavTree } from "~/notice/model";
import { NOTICE_TYPE_LABELS } from "~/notice/type-labels";
import { noticeFeedLinks } from "~/notice/feed-links";
import { keepPageData } from "~/lib/overlay-history";
import type { Route } from "./+types/type";
import "~/styles/notice.css";
import "~/styles/notice-pages.css";

// A popup's history entry (overlay-history.ts) has the same address: no data to fetch again.
export const shouldRevalidate = keepPageData;

// Its title and introduction are translated, its categories and their articles are the rulebook's
// French: the untranslated-page banner shows, and the page is not offered in another language.
export const handle = FRENCH_PAGE;

export const links: Route.LinksFunction = noticeFeedLinks;

export async function loader({ params, request }: Route.LoaderArgs) {
  const tree = await noticeType(params.type);
  if (!tree) throw redirect(noticeHomeFor(request));
  return { tree: toNavTree(tree), path: tree.path, categories: tree.categories };
}

export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  return guardNoticeNavigation(request, serverLoader);
}

export function meta({ loaderData, location }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { locale, t } = pageLocale(location);
  const labels = NOTICE_TYPE_LABELS[loaderData.tree.id];
  return [
    ...pageMeta(location, { title: t(labels.titleKey), description: t(labels.metaKey), image: labels.image }),
    noticeBreadcrumbJsonLd(
      locale,
      t("app.title.notice"),
      noticeTrail(t, { type: loaderData.tree.id, typePath: loaderData.path }),
    ),
  ];
}

export default function NoticeType({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { tree, path, categories } = loaderData;
  const labels = NOTICE_TYPE_LABELS[tree.id];
  return (
    <NoticeLayout tree={tree} currentPath={path} crumbs={noticeTrail(t, { type: tree.id, typePath: path })}>
      <h1>
        <Message id={labels.titleKey} />
      </h1>
      <p className="page-intro">
        <Message id={labels.descriptionKey} />
      </p>
      <div className="category-grid">
        {categories.map((category) => (
          <CategoryCard key={category.id} category={category} />
        ))}
      </div>
    </NoticeLayout>
  );
}
