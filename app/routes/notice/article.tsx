import { redirect } from "react-router";
import { ArticleBody } from "~/components/notice/ArticleBody";
import { ArticleHeader } from "~/components/notice/ArticleHeader";
import { ArticleUpdated } from "~/components/notice/ArticleUpdated";
import { CollapsibleTableOfContents } from "~/components/notice/CollapsibleTableOfContents";
import { NoticeLayout } from "~/components/notice/NoticeLayout";
import { PrevNextLinks } from "~/components/notice/PrevNextLinks";
import { TableOfContents } from "~/components/notice/TableOfContents";
import { localizeLinks } from "~/i18n/localize-links";
import { localizeExamples } from "~/notice/example-kinds";
import { localeFromPath } from "~/i18n/paths";
import { useT } from "~/i18n/useT";
import { pageLocale, pageMeta } from "~/lib/meta";
import { noticeBreadcrumbJsonLd, noticeTrail, type TrailPlace } from "~/notice/trail";
import { guardNoticeNavigation, noticeHomeFor } from "~/notice/client-guard";
import { noticeType, renderArticle } from "~/notice/content.server";
import { toNavTree, articlePath } from "~/notice/model";
import { neighbours } from "~/notice/ordering";
import { noticeFeedLinks } from "~/notice/feed-links";
import { FRENCH_PAGE } from "~/i18n/french-content";
import { keepPageData } from "~/lib/overlay-history";
import type { Route } from "./+types/article";
import "~/styles/notice.css";

export const links: Route.LinksFunction = noticeFeedLinks;
// A popup's history entry (overlay-history.ts) has the same address: no data to fetch again.
export const shouldRevalidate = keepPageData;
export const handle = FRENCH_PAGE;

export async function loader({ params, request }: Route.LoaderArgs) {
  const tree = await noticeType(params.type);
  const category = tree?.categories.find((candidate) => candidate.id === params.category);
  const article = category
    ? await renderArticle(articlePath(params.type, params.category, params.article))
    : undefined;
  if (!tree || !category || !article) throw redirect(noticeHomeFor(request));
  const locale = localeFromPath(new URL(request.url).pathname);
  const { previous, next } = neighbours(tree.categories, article.path);
  return {
    tree: toNavTree(tree),
    typePath: tree.path,
    category: { title: category.title, path: category.path, image: category.image },
    article: { ...article, html: await localizeExamples(localizeLinks(article.html, locale), locale) },
    previous,
    next,
  };
}

/** Where the article sits in the rulebook. */
function trailPlace({ tree, typePath, category, article }: Route.ComponentProps["loaderData"]): TrailPlace {
  return {
    type: tree.id,
    typePath,
    category: { label: category.title, path: category.path },
    article: { label: article.title, path: article.path },
  };
}

export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  return guardNoticeNavigation(request, serverLoader);
}

export function meta({ loaderData, location }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { locale, t } = pageLocale(location);
  const { article, category } = loaderData;
  return [
    ...pageMeta(location, { title: article.title, description: article.description, image: category.image }),
    noticeBreadcrumbJsonLd(locale, t("app.title.notice"), noticeTrail(t, trailPlace(loaderData))),
  ];
}

export default function NoticeArticle({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { tree, category, article, previous, next } = loaderData;
  return (
    <NoticeLayout
      tree={tree}
      currentPath={article.path}
      crumbs={noticeTrail(t, trailPlace(loaderData))}
      aside={<TableOfContents headings={article.headings} />}
    >
      <article className="notice-article">
        <ArticleHeader title={article.title} description={article.description} />
        <ArticleUpdated
          published={article.published}
          updated={article.updated}
          category={article.category}
          summary={article.latestChange}
        />
        <CollapsibleTableOfContents headings={article.headings} />
        <ArticleBody html={article.html} categoryTitle={category.title} articleTitle={article.title} />
      </article>
      <PrevNextLinks previous={previous} next={next} />
    </NoticeLayout>
  );
}
