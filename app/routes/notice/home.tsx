import { ChangeLogLink } from "~/components/notice/ChangeLogLink";
import { CitingRulesHelp } from "~/components/notice/CitingRulesHelp";
import { NoticeLayout } from "~/components/notice/NoticeLayout";
import { NoticeTypeCard } from "~/components/notice/NoticeTypeCard";
import { QuizLink } from "~/components/quiz/QuizLink";
import { Message } from "~/i18n/Message";
import { catalogueMeta, pageLocale } from "~/lib/meta";
import { noticeBreadcrumbJsonLd } from "~/notice/trail";
import { loadNoticeLibrary } from "~/notice/content.server";
import { NOTICE_HOME } from "~/notice/model";
import { NOTICE_TYPE_LABELS } from "~/notice/type-labels";
import { noticeFeedLinks } from "~/notice/feed-links";
import { keepPageData } from "~/lib/overlay-history";
import type { Route } from "./+types/home";
import "~/styles/notice.css";
import "~/styles/notice-pages.css";

// A popup's history entry (overlay-history.ts) has the same address: no data to fetch again.
export const shouldRevalidate = keepPageData;

export const links: Route.LinksFunction = noticeFeedLinks;

export async function loader() {
  const library = await loadNoticeLibrary();
  return {
    types: library.types.map((type) => ({
      id: type.id,
      path: type.path,
      articleCount: type.categories.reduce((sum, category) => sum + category.articles.length, 0),
    })),
  };
}

export function meta(args: Route.MetaArgs) {
  const { locale, t } = pageLocale(args.location);
  return [...catalogueMeta("notice")(args), noticeBreadcrumbJsonLd(locale, t("app.title.notice"), [])];
}

export default function NoticeHome({ loaderData }: Route.ComponentProps) {
  return (
    <NoticeLayout currentPath={NOTICE_HOME} crumbs={[]}>
      <h1>
        <Message id="app.notice.home.heading" />
      </h1>
      <p className="page-intro">
        <Message id="app.notice.home.intro" />
      </p>
      <div className="notice-types">
        {loaderData.types.map((type) => (
          <NoticeTypeCard
            key={type.id}
            path={type.path}
            articleCount={type.articleCount}
            {...NOTICE_TYPE_LABELS[type.id]}
          />
        ))}
      </div>
      <p className="notice-home__quiz">
        <QuizLink />
      </p>
      <ChangeLogLink />
      <CitingRulesHelp />
    </NoticeLayout>
  );
}
